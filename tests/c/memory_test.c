/* memory_test.c — running out of memory is reported as out-of-memory, and never as bad input
 * (issue #17 item 4: new Game reported InvalidFenError out-of-memory, validateFen called the
 * start FEN invalid). game.c's test switch makes every allocation fail. */
#include <string.h>
#include "boardrules.h"
#include "game.h"
#include "check.h"

#define START "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"

int main(void) {
    const BrProfile *p = br_profile_find("janggi/vchess");
    /* from a FEN (no setup turns); builds the shared tables while memory is free */
    BrGame *g = br_game_new(p, START, NULL);
    CHECK(g != NULL);
    if (!g) return 1;
    BrMove cycle[4], moves[BR_MAX_MOVES];
    const char *texts[4] = { "b1c3", "b10c8", "c3b1", "c8b10" }; /* horses shuffling */
    for (int i = 0; i < 4; i++) CHECK_EQ_INT(br_move_parse(g, texts[i], &cycle[i]), BR_OK);
    for (int i = 0; i < 64; i++) /* fills the first history block exactly */
        CHECK_EQ_INT(br_game_play(g, cycle[i % 4]), BR_OK);
    char before[256], after[256];
    br_game_fen(g, before, sizeof before);

    game_allocations_left = 0;
    BrError err;
    /* a valid FEN is valid with no memory free */
    CHECK_EQ_INT(br_fen_check(p, NULL, &err), BR_OK);
    CHECK_EQ_INT(br_fen_check(p, before, &err), BR_OK);
    /* a game needs memory: the error says so */
    CHECK(br_game_new(p, NULL, &err) == NULL);
    CHECK_EQ_INT(err.code, BR_ERR_OUT_OF_MEMORY);
    CHECK(strcmp(br_error_name(err.code), "out-of-memory") == 0);
    /* a bad FEN is bad whatever the memory: its own code, not out-of-memory */
    CHECK(br_game_new(p, "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNQ w", &err) == NULL);
    CHECK_EQ_INT(err.code, BR_ERR_FEN_PIECE_LETTER);
    /* the 65th move needs a larger history: refused as out-of-memory, the game unchanged */
    int legal = br_game_legal_moves(g, moves);
    CHECK(legal > 0);
    CHECK_EQ_INT(br_game_play(g, cycle[0]), BR_ERR_OUT_OF_MEMORY);
    CHECK_EQ_INT(br_game_ply(g), 64);
    br_game_fen(g, after, sizeof after);
    CHECK(strcmp(before, after) == 0);
    CHECK_EQ_INT(br_game_legal_moves(g, moves), legal);

    game_allocations_left = -1; /* memory again: the same move plays */
    CHECK_EQ_INT(br_game_play(g, cycle[0]), BR_OK);
    CHECK_EQ_INT(br_game_ply(g), 65);
    br_game_delete(g);
    printf("memory: %d failures\n", check_failures);
    return check_failures != 0;
}
