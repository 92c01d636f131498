/* history_flags_test.c — reading every history flag is linear under perpetual-chase rules
 * (issue #17 item 7: each br_game_history_flags call replayed the game from that move, so
 * history() took 626 ms at 8k plies). Each move's chase is judged once and kept: the test
 * counts the judgments, and checks the cached flags equal flags read one move at a time. */
#include <string.h>
#include "boardrules.h"
#include "game.h"
#include "check.h"

enum { PLIES = 3000 };

int main(void) {
    BrProfile p = *br_profile_find("xiangqi/standard"); /* perpetual chase */
    CHECK_EQ_INT(br_profile_set(&p, "moveLimit", "0"), BR_OK); /* so random games run long */
    BrGame *a = br_game_new(&p, NULL, NULL), *b = br_game_new(&p, NULL, NULL);
    CHECK(a && b);
    if (!a || !b) return 1;
    static int flags_b[PLIES];
    BrMove moves[BR_MAX_MOVES];
    while (br_game_ply(a) < PLIES) {
        int n = br_game_legal_moves(a, moves);
        if (!n) break;
        /* a random move that does not end the game (tried a few times), so the game runs long */
        BrMove m = 0;
        for (int tries = 0; tries < 8; tries++) {
            m = moves[check_random((unsigned)n)];
            CHECK_EQ_INT(br_game_play(a, m), BR_OK);
            if (!br_game_outcome(a).over || tries == 7) break;
            br_game_undo(a);
        }
        CHECK_EQ_INT(br_game_play(b, m), BR_OK);
        flags_b[br_game_ply(b) - 1] = br_game_history_flags(b, br_game_ply(b) - 1); /* one at a time */
    }
    int ply = br_game_ply(a);
    CHECK(ply > 500);

    long before = chase_judgments;
    int chases = 0;
    for (int i = ply - 1; i >= 0; i--) { /* backwards: the worst order for a walk per call */
        int f = br_game_history_flags(a, i);
        CHECK_EQ_INT(f, flags_b[i]);
        chases += (f & BR_FLAG_CHASE) != 0;
    }
    CHECK(chase_judgments - before <= ply); /* each move judged once at most (a repetition end may
                                              have judged some already) */
    CHECK(chases > 0);                           /* the game has chases to judge */
    before = chase_judgments;
    for (int i = 0; i < ply; i++) CHECK_EQ_INT(br_game_history_flags(a, i), flags_b[i]);
    CHECK_EQ_INT(chase_judgments - before, 0);   /* read again: nothing judged */

    /* undo drops the judged records with the moves; replayed moves are judged afresh */
    BrMove undone[10];
    for (int i = 0; i < 10; i++) {
        undone[i] = br_game_history_move(a, ply - 1 - i);
        CHECK_EQ_INT(br_game_undo(a), BR_OK);
    }
    for (int i = 9; i >= 0; i--) CHECK_EQ_INT(br_game_play(a, undone[i]), BR_OK);
    before = chase_judgments;
    for (int i = 0; i < ply; i++) CHECK_EQ_INT(br_game_history_flags(a, i), flags_b[i]);
    CHECK_EQ_INT(chase_judgments - before, 10);

    /* a repetition end asked after every move past it (play past the end) walks only the new
     * moves: it had replayed every move since the first occurrence each time (766 us a ply at
     * 20,000 plies) though their verdicts were kept */
    BrGame *shuffle = br_game_new(&p, NULL, NULL);
    CHECK(shuffle != NULL);
    if (!shuffle) return 1;
    br_game_set_play_past_end(shuffle, 1);
    static const char *const cycle[4] = { "h3h4", "h8h7", "h4h3", "h7h8" };
    long walked = 0;
    for (int i = 0; i < 400; i++) {
        BrMove m;
        CHECK_EQ_INT(br_move_parse(shuffle, cycle[i % 4], &m), BR_OK);
        CHECK_EQ_INT(br_game_play(shuffle, m), BR_OK);
        before = chase_moves_walked;
        br_game_outcome(shuffle);
        walked += chase_moves_walked - before;
    }
    CHECK(br_game_outcome(shuffle).over);
    CHECK(walked <= 400);
    br_game_delete(shuffle);
    printf("history_flags: %d plies, %d chases, %d failures\n", ply, chases, check_failures);
    br_game_delete(a);
    br_game_delete(b);
    return check_failures != 0;
}
