/* game_state_test.c — a game as bytes (game_state.c) and the notation of past moves from the
 * undo records (history_notation.c), against the game itself as the truth: a game saved and
 * loaded into another game plays on, undoes and writes its FEN exactly as the original; bytes
 * with a wrong header or size are refused and change nothing; a refused FEN in br_game_reset
 * changes nothing; and br_game_history_notation gives, for every past move, the text
 * br_move_write gave for it in the position it was played in. */
#include <stdlib.h>
#include <string.h>
#include "boardrules.h"
#include "check.h"

enum { PLIES = 120 };

static void fen_of(const BrGame *g, char *out) { br_game_fen(g, out, 128); }

/* Plays up to PLIES random legal moves; texts[i] = the i-th move written in `kind` before it. */
static int random_game(BrGame *g, int kind, char texts[][64]) {
    BrMove moves[BR_MAX_MOVES];
    int ply = 0;
    for (; ply < PLIES; ply++) {
        int n = br_game_legal_moves(g, moves);
        if (!n) break;
        BrMove m = moves[check_random((unsigned)n)];
        br_move_write(g, m, kind, 0, texts[ply], 64);
        CHECK_EQ_INT(br_game_play(g, m), BR_OK);
    }
    return ply;
}

static void state_round_trip(const BrProfile *p) {
    char texts[PLIES][64];
    BrGame *g = br_game_new(p, NULL, NULL), *h = br_game_new(br_profile_at(0), NULL, NULL);
    int plies = random_game(g, BR_NOTATION_UCI, texts);
    size_t size = br_game_state_size(g);
    unsigned char *bytes = malloc(size);
    CHECK_EQ_INT(br_game_state_save(g, bytes, size - 1), 0); /* too small: nothing written */
    CHECK_EQ_INT(br_game_state_save(g, bytes, size), size);
    CHECK_EQ_INT(br_game_state_load(h, bytes, size), BR_OK);
    char a[128], b[128];
    fen_of(g, a);
    fen_of(h, b);
    CHECK(strcmp(a, b) == 0);
    CHECK_EQ_INT(br_game_ply(h), plies);
    CHECK(strcmp(br_game_profile(h)->name, p->name) == 0);
    BrOutcome og = br_game_outcome(g), oh = br_game_outcome(h);
    CHECK(og.over == oh.over && og.winner == oh.winner && og.reason == oh.reason);
    for (int i = 0; i < plies / 2; i++) { /* both undo the same way */
        CHECK_EQ_INT(br_game_undo(g), BR_OK);
        CHECK_EQ_INT(br_game_undo(h), BR_OK);
        fen_of(g, a);
        fen_of(h, b);
        CHECK(strcmp(a, b) == 0);
    }
    /* refused bytes change nothing */
    fen_of(h, a);
    CHECK_EQ_INT(br_game_state_load(h, bytes, size - 1), BR_ERR_ARGUMENT);
    bytes[0] ^= 1;
    CHECK_EQ_INT(br_game_state_load(h, bytes, size), BR_ERR_ARGUMENT);
    fen_of(h, b);
    CHECK(strcmp(a, b) == 0);
    /* a refused FEN leaves the game as it was */
    BrError err;
    CHECK(br_game_reset(h, p, "not a fen", &err) != BR_OK);
    fen_of(h, b);
    CHECK(strcmp(a, b) == 0);
    CHECK_EQ_INT(br_game_reset(h, p, NULL, &err), BR_OK);
    CHECK_EQ_INT(br_game_ply(h), 0);
    free(bytes);
    br_game_delete(g);
    br_game_delete(h);
}

static void history_notation(const BrProfile *p, int kind) {
    char texts[PLIES][64], out[4096];
    BrGame *g = br_game_new(p, NULL, NULL);
    int plies = random_game(g, kind, texts);
    char before[128], after[128];
    fen_of(g, before);
    for (int first = 0; first <= plies; first += 37) {
        int got = 0, at = first;
        while (at < plies) { /* a small buffer: the rest is asked for again */
            int n = br_game_history_notation(g, at, kind, 0, out, 200);
            CHECK(n > 0);
            if (n <= 0) break;
            const char *s = out;
            for (int k = 0; k < n; k++, at++, got++) {
                CHECK(strcmp(s, texts[at]) == 0);
                s += strlen(s) + 1;
            }
        }
        CHECK_EQ_INT(got, plies - first);
    }
    fen_of(g, after);
    CHECK(strcmp(before, after) == 0); /* the game is untouched */
    br_game_delete(g);
}

int main(void) {
    for (int i = 0; i < br_profile_count(); i++) {
        const BrProfile *p = br_profile_at(i);
        for (int round = 0; round < 4; round++) state_round_trip(p);
        for (int k = 0; br_notation_of_game(p->game, k) >= 0; k++) history_notation(p, br_notation_of_game(p->game, k));
    }
    if (check_failures) fprintf(stderr, "%d failure(s)\n", check_failures);
    return check_failures != 0;
}
