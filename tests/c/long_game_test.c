/* long_game_test.c — a profile with no move limit plays on past 65,535 plies (issue #17 item 3:
 * games stopped there with out-of-memory, and the half-move clock wrapped to 0). Horses shuffle
 * under janggi/vchess (no move limit, no repetition rule) for 70,004 plies; the clock and the
 * FEN follow, then every move is undone back to the start. */
#include <string.h>
#include "boardrules.h"
#include "check.h"

#define START "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
enum { PLIES = 70004 };

static BrMove move(BrGame *g, const char *text) {
    BrMove m = 0;
    CHECK_EQ_INT(br_move_parse(g, text, &m), BR_OK);
    return m;
}

static void shuffle_and_undo(void) {
    BrGame *g = br_game_new(br_profile_find("janggi/vchess"), START, NULL);
    CHECK(g != NULL);
    if (!g) return;
    BrMove cycle[4] = { move(g, "b1c3"), move(g, "b10c8"), move(g, "c3b1"), move(g, "c8b10") };
    for (int i = 0; i < PLIES; i++) {
        int rc = br_game_play(g, cycle[i % 4]);
        if (rc) {
            fprintf(stderr, "ply %d refused: %s\n", i + 1, br_error_name(rc));
            check_failures++;
            break;
        }
    }
    CHECK_EQ_INT(br_game_ply(g), PLIES);
    CHECK(!br_game_outcome(g).over);
    char fen[256], reloaded[256];
    br_game_fen(g, fen, sizeof fen);
    /* 70,004 half-moves without a capture: the clock says so, the full-move number is 35,003 */
    CHECK(strcmp(fen, "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 70004 35003") == 0);
    BrGame *copy = br_game_new(br_game_profile(g), fen, NULL);
    CHECK(copy != NULL);
    if (copy) {
        br_game_fen(copy, reloaded, sizeof reloaded);
        CHECK(strcmp(fen, reloaded) == 0);
        br_game_delete(copy);
    }
    for (int i = PLIES - 1; i >= 0; i--) {
        if (br_game_history_move(g, i) != cycle[i % 4]) {
            fprintf(stderr, "history move %d wrong\n", i);
            check_failures++;
            break;
        }
        CHECK_EQ_INT(br_game_undo(g), BR_OK);
        if (i == 65535) {
            br_game_fen(g, fen, sizeof fen);
            CHECK(strstr(fen, " b - - 65535 32768") != NULL);
        }
    }
    CHECK_EQ_INT(br_game_undo(g), BR_ERR_NO_HISTORY);
    br_game_fen(g, fen, sizeof fen);
    CHECK(strcmp(fen, START) == 0);
    br_game_delete(g);
}

/* The clock stops at the largest value a FEN holds instead of wrapping. */
static void clock_saturates(void) {
    const char *fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 999999999 1";
    BrGame *g = br_game_new(br_profile_find("janggi/vchess"), fen, NULL);
    CHECK(g != NULL);
    if (!g) return;
    CHECK_EQ_INT(br_game_play(g, move(g, "b1c3")), BR_OK);
    char out[256];
    br_game_fen(g, out, sizeof out);
    CHECK(strstr(out, " b - - 999999999 1") != NULL);
    CHECK(br_fen_check(br_game_profile(g), out, NULL) == BR_OK);
    BrError err;
    const char *over = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 1000000000 1";
    CHECK_EQ_INT(br_fen_check(br_game_profile(g), over, &err), BR_ERR_FEN_CLOCK);
    br_game_delete(g);
}

int main(void) {
    shuffle_and_undo();
    clock_saturates();
    printf("long_game: %d plies played and undone, %d failures\n", PLIES, check_failures);
    return check_failures != 0;
}
