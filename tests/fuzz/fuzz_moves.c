/* fuzz_moves.c — bytes drive a game: legal moves, undos, passes, arbitrary from/to moves and
 * declared results, with every invariant of check_game after each step:
 *   make/unmake restores the Position exactly (memcmp) for every legal move; the incremental
 *   key equals position_compute_key; no legal move leaves the mover's general attacked (nor
 *   the generals facing under the flying-general rule); perft(1) equals the legal-move count;
 *   the outcome is over exactly when no legal move is returned; FEN round trip;
 * and br_game_undo restores the Position (and FEN) saved before the move, byte for byte; at the
 * end, the history's texts (br_game_history_notation, one walk back over the undo records, each
 * move's legality tested alone) equal those br_move_write gave each move before it was played
 * (with the game's list of legal moves), in every notation of the game (a style flag for all of
 * them picked by the profile byte).
 *
 * Input: profile byte (its top bit: the game plays past the rules' ends), start-position byte,
 * then one op per byte:
 *   0..199   play legal move (byte % count); at the end of a game, undo instead
 *   200..223 undo
 *   224..235 pass ("pass" through br_move_parse; may be refused)
 *   236..251 the move from/to named by the next two bytes (may be refused)
 *   252..255 declare resignation / timeout / agreement (then undo clears it)
 */
#include "fuzz_common.h"
#include "notation_frame.h"

enum { MAX_STACK = 1024 };

typedef struct Saved {
    Position pos;
    char fen[200];
    char text[BR_NOTATION_COUNT][BR_MAX_MOVE_TEXT]; /* the move played from here, as br_move_write
                                                      wrote it then in each notation of the game */
} Saved;
static Saved stack[MAX_STACK];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    Bytes b = { data, size };
    unsigned first = take(&b);
    const BrProfile *profile = pick_profile(first & 0x7f);
    BrGame *g = br_game_new(profile, pick_fen(profile, take(&b)), NULL);
    if (!g) return 0;
    br_game_set_play_past_end(g, first >> 7);
    /* the game's notations, and a style flag for their texts */
    int kinds[BR_NOTATION_COUNT], kind_count = 0;
    for (int k = 0; k < BR_NOTATION_COUNT; k++)
        if (notation_of_game_has(profile->game, k)) kinds[kind_count++] = k;
    unsigned text_flags = (first >> 3) & 1;
    BrMove legal[BR_MAX_MOVES];
    int depth = 0;
    while (b.n) {
        if (known_bug_ahead(&g->pos)) break;
        describe(g, "moves");
        int n = check_game(g, legal);
        unsigned op = take(&b);
        BrMove m;
        bool play = false;
        if (op < 200 && n > 0) {
            m = legal[op % (unsigned)n];
            play = true;
        } else if (op < 224) {
            if (depth == 0) {
                undo_checked(g, NULL, NULL); /* expects no-history */
                continue;
            }
            depth--;
            undo_checked(g, &stack[depth].pos, stack[depth].fen);
            continue;
        } else if (op < 236) {
            FUZZ_CHECK(br_move_parse(g, "pass", &m) == BR_OK, "pass does not parse");
            play = true;
        } else if (op < 252) {
            unsigned from = take(&b) % (unsigned)g->pos.t->squares, to = take(&b);
            m = BR_MOVE(from, to % (unsigned)g->pos.t->squares, (to >> 7) & 1 ? BR_MOVE_PROMOTION : BR_MOVE_NORMAL);
            play = true;
        } else {
            int reason = op == 252 ? BR_REASON_RESIGNATION : op == 253 ? BR_REASON_TIMEOUT : BR_REASON_AGREEMENT;
            int winner = reason == BR_REASON_AGREEMENT ? BR_NO_WINNER : (int)(op & 1);
            /* past a rules' end that leaves moves, a game may still be declared over */
            bool goes_on = g->pos.plays_past_end && !g->declared_reason && br_game_legal_moves(g, legal) > 0;
            bool was_over = br_game_outcome(g).over && !goes_on;
            int rc = br_game_declare(g, reason, winner);
            FUZZ_CHECK(rc == (was_over ? BR_ERR_GAME_OVER : BR_OK), "declare: %s", br_error_name(rc));
            FUZZ_CHECK(br_game_declare(g, 99, 0) != BR_OK && br_game_declare(g, BR_REASON_RESIGNATION, 7) != BR_OK,
                       "bad declare accepted");
            if (!rc) {
                BrOutcome o = br_game_outcome(g);
                FUZZ_CHECK(o.over && o.reason == reason && o.winner == winner, "declared outcome");
                FUZZ_CHECK(br_game_legal_moves(g, legal) == 0, "moves after a declared end");
                FUZZ_CHECK(br_game_can_pass(g) == 0, "pass after a declared end");
                check_game(g, legal);
                /* undo clears the declaration (and takes back the last move, if any) */
                if (depth > 0) {
                    depth--;
                    undo_checked(g, &stack[depth].pos, stack[depth].fen);
                } else {
                    br_game_undo(g);
                }
                FUZZ_CHECK(g->declared_reason == BR_REASON_NONE, "undo kept the declared result");
            }
            continue;
        }
        if (!play) {
            if (depth == 0) break;
            depth--;
            undo_checked(g, &stack[depth].pos, stack[depth].fen);
            continue;
        }
        if (depth == MAX_STACK) break;
        memcpy(&stack[depth].pos, &g->pos, sizeof g->pos);
        br_game_fen(g, stack[depth].fen, sizeof stack[depth].fen);
        for (int k = 0; k < kind_count; k++)
            br_move_write(g, m, kinds[k], text_flags, stack[depth].text[k], sizeof stack[depth].text[k]);
        if (play_checked(g, m, legal, n) == BR_OK) depth++;
    }
    if (!known_bug_ahead(&g->pos)) check_game(g, legal);
    describe(g, "history texts");
    FUZZ_CHECK(br_game_ply(g) == depth, "ply %d, %d moves played", br_game_ply(g), depth);
    static char texts[MAX_STACK * BR_MAX_MOVE_TEXT];
    for (int k = 0; k < kind_count; k++)
        for (int first_ply = 0, written; first_ply < depth; first_ply += written) {
            written = br_game_history_notation(g, first_ply, kinds[k], text_flags, texts, sizeof texts);
            FUZZ_CHECK(written > 0, "history from ply %d: nothing written", first_ply);
            const char *t = texts;
            for (int i = first_ply; i < first_ply + written; i++, t += strlen(t) + 1)
                FUZZ_CHECK(strcmp(t, stack[i].text[k]) == 0, "ply %d in notation %d: history \"%s\", written before the move \"%s\"",
                           i + 1, kinds[k], t, stack[i].text[k]);
        }
    /* unwind everything */
    while (depth > 0) {
        depth--;
        undo_checked(g, &stack[depth].pos, stack[depth].fen);
    }
    br_game_delete(g);
    return 0;
}
