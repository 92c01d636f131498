/* one_move_test.c — a move's legality judged alone (one_move.c: the shield, a slider's one
 * ray) and the outcome's "some legal move exists" agree with the legal-move list, in random
 * games under every built-in profile. Game `alone` never lists moves (so its answers come from
 * the one-move path); game `listed` lists them first, the truth it is compared with. Every
 * move of every own piece to every point, plain and promoting, is asked. The plain UCI reader
 * (uci_plain.c) reads every pair of squares as br_move_parse does. The check test after a move
 * (move_gives_check) agrees with the whole in-check test on every legal move of every position
 * of many more random games. */
#include "boardrules.h"
#include "game.h"
#include "check.h"

enum { GAMES_PER_PROFILE = 6, MAX_PLY = 160 };

static bool listed_has(const BrMove *list, int n, BrMove m) {
    for (int i = 0; i < n; i++)
        if (list[i] == m) return true;
    return false;
}

/* br_move_parse_plain reads what br_move_parse reads, for every pair of squares with and without
 * the promotion mark, and refuses only what it leaves to it (one square twice). */
static void check_plain_reader(BrGame *g) {
    bool setup_turn = g->pos.setup_pending >> g->pos.side & 1; /* left to br_move_parse */
    int squares = br_game_width(g) * br_game_height(g);
    for (int from = 0; from < squares; from++)
        for (int to = 0; to < squares; to++)
            for (int mark = 0; mark < 2; mark++) {
                char text[16];
                size_t n = br_square_name(g, from, text, sizeof text);
                n += br_square_name(g, to, text + n, sizeof text - n);
                if (mark) text[n++] = 'm';
                text[n] = 0;
                BrMove plain = 0, full = 0;
                int rc_plain = br_move_parse_plain(g, text, &plain), rc_full = br_move_parse(g, text, &full);
                if (rc_plain == BR_OK) {
                    CHECK_EQ_INT(rc_full, BR_OK);
                    CHECK_EQ_INT(plain, full);
                } else if (from != to && rc_full == BR_OK && !setup_turn) {
                    fprintf(stderr, "%s: plain reader refused %s\n", br_game_profile(g)->name, text);
                    check_failures++;
                }
            }
    static const char *const others[] = { "", "a", "a1", "a1a", "a0a1", "a1a0", "j1a1", "a1a11", "a11a1", "a1a11m", "a1a2x", "pass", "0000", "A1A2", "a1-a2" };
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
        BrMove m;
        CHECK_EQ_INT(br_move_parse_plain(g, others[i], &m), BR_ERR_MOVE_SYNTAX);
    }
}

/* Every legal move of the game's position, made on a copy: the move's check test against the
 * in-check test of the whole board. Returns the moves compared. */
static long check_gives_check(const BrGame *g, const BrMove *list, int n) {
    long compared = 0;
    for (int i = 0; i < n; i++) {
        int kind = BR_MOVE_KIND(list[i]);
        if (kind != BR_MOVE_NORMAL && kind != BR_MOVE_PROMOTION) continue;
        Position pos = g->pos;
        Undo u;
        make_move(&pos, list[i], &u);
        bool fast = move_gives_check(&pos, list[i]), truth = in_check(&pos);
        if (fast != truth) {
            fprintf(stderr, "%s ply %d: move %d-%d gives check %d, in check %d\n", br_game_profile(g)->name,
                    br_game_ply(g), BR_MOVE_FROM(list[i]), BR_MOVE_TO(list[i]), fast, truth);
            check_failures++;
        }
        compared++;
    }
    return compared;
}

/* The game's key counts are the positions' keys counted by bucket (game.h), as play and undo
 * keep them; the repetition rule trusts them to skip its walk. */
static void check_key_counts(const BrGame *g) {
    int count[1 << KEY_BUCKET_BITS] = { 0 };
    for (int i = 0; i < g->ply; i++) count[key_bucket(g->history[i].key)]++;
    count[key_bucket(g->pos.key)]++;
    for (int b = 0; b < 1 << KEY_BUCKET_BITS; b++)
        if (count[b] < UINT8_MAX ? g->key_count[b] != count[b] : g->key_count[b] != UINT8_MAX) {
            fprintf(stderr, "%s ply %d: bucket %d counts %d, holds %d\n", br_game_profile(g)->name, g->ply, b,
                    g->key_count[b], count[b]);
            check_failures++;
            return;
        }
}

enum { CHECK_GAMES_PER_PROFILE = 150, CHECK_MAX_PLY = 300 };

/* Random games to their end (or CHECK_MAX_PLY) under every profile, every legal move of every
 * position compared; returns the moves compared and counts those that check in *checks. */
static long gives_check_games(long *checks) {
    static BrMove list[BR_MAX_MOVES];
    long compared = 0;
    for (int pi = 0; pi < br_profile_count(); pi++) {
        const BrProfile *p = br_profile_at(pi);
        for (int gi = 0; gi < CHECK_GAMES_PER_PROFILE; gi++) {
            BrGame *g = br_game_new(p, NULL, NULL);
            CHECK(g != NULL);
            if (!g) return compared;
            for (int ply = 0; ply < CHECK_MAX_PLY; ply++) {
                int n = br_game_legal_moves(g, list);
                if (n == 0) break;
                compared += check_gives_check(g, list, n);
                BrMove m = list[check_random((unsigned)n)];
                CHECK_EQ_INT(br_game_play(g, m), BR_OK);
                /* the check flag play stored (from the move's own test) is the board's */
                CHECK_EQ_INT((br_game_history_flags(g, ply) & BR_FLAG_CHECK) != 0, in_check(&g->pos));
                *checks += in_check(&g->pos);
                if (ply % 7 == 3) { /* an undo and the move again keep the key counts too */
                    CHECK_EQ_INT(br_game_undo(g), BR_OK);
                    check_key_counts(g);
                    CHECK_EQ_INT(br_game_play(g, m), BR_OK);
                }
                check_key_counts(g);
            }
            br_game_delete(g);
        }
    }
    return compared;
}

int main(void) {
    static BrMove list[BR_MAX_MOVES];
    long asked = 0, legal_alone = 0;
    for (int pi = 0; pi < br_profile_count(); pi++) {
        const BrProfile *p = br_profile_at(pi);
        for (int gi = 0; gi < GAMES_PER_PROFILE; gi++) {
            BrGame *listed = br_game_new(p, NULL, NULL), *alone = br_game_new(p, NULL, NULL);
            CHECK(listed && alone);
            if (!listed || !alone) return 1;
            for (int ply = 0; ply < MAX_PLY; ply++) {
                if (gi == 0 && (ply == 0 || ply == 10)) check_plain_reader(alone); /* setup turns done */
                /* the outcome first, with no list made: the any-move test */
                BrOutcome o = br_game_outcome(alone);
                int n = br_game_legal_moves(listed, list);
                BrOutcome truth = br_game_outcome(listed);
                CHECK_EQ_INT(o.over, truth.over);
                CHECK_EQ_INT(o.reason, truth.reason);
                if (truth.over || n == 0) break;
                int squares = br_game_width(alone) * br_game_height(alone);
                for (int from = 0; from < squares && !alone->cache_valid; from++) {
                    int piece = br_game_piece_at(alone, from);
                    if (!piece || BR_PIECE_COLOR(piece) != br_game_turn(alone)) continue;
                    for (int to = 0; to < squares; to++)
                        for (int kind = BR_MOVE_NORMAL; kind <= BR_MOVE_PROMOTION; kind++) {
                            BrMove m = BR_MOVE(from, to, kind);
                            bool legal = br_game_explain(alone, m) == BR_OK;
                            /* the explain of a makruk pawn move takes it with or without the mark */
                            bool truth_legal = listed_has(list, n, m) ||
                                (kind == BR_MOVE_NORMAL && listed_has(list, n, BR_MOVE(from, to, BR_MOVE_PROMOTION)) &&
                                 p->game == BR_GAME_MAKRUK);
                            if (legal != truth_legal) {
                                fprintf(stderr, "%s game %d ply %d: move %d-%d kind %d alone %d list %d\n",
                                        p->name, gi, ply, from, to, kind, legal, truth_legal);
                                check_failures++;
                            }
                            asked++;
                            legal_alone += legal;
                        }
                }
                BrMove m = list[check_random((unsigned)n)];
                CHECK_EQ_INT(br_game_play(listed, m), BR_OK);
                CHECK_EQ_INT(br_game_play(alone, m), BR_OK);
            }
            br_game_delete(listed);
            br_game_delete(alone);
        }
    }
    long checks = 0, compared = gives_check_games(&checks);
    printf("one_move_test: %ld moves asked, %ld legal; %ld moves' check test compared, %ld checks played; %d failures\n",
           asked, legal_alone, compared, checks, check_failures);
    CHECK(legal_alone > 1000);
    CHECK(compared > 1000000 && checks > 1000);
    return check_failures != 0;
}
