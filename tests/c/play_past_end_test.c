/* play_past_end_test.c — br_game_set_play_past_end against the rule book (RULES.md 3.6 and 4):
 * in xiangqi/standard a position occurring for the third time ends the game (`repetition`);
 * by default nothing may be played after it; a game that plays past the end still reports that
 * outcome but keeps its legal moves (the start position's 44), plays them, and keeps the
 * setting through its saved bytes; a reset clears it; checkmate and a declared result still
 * stop play. */
#include <stdlib.h>
#include "boardrules.h"
#include "check.h"

static void play(BrGame *g, const char *uci, int expected) {
    BrMove m;
    CHECK_EQ_INT(br_move_read(g, BR_NOTATION_UCI, uci, &m), BR_OK);
    CHECK_EQ_INT(br_game_play(g, m), expected);
}

int main(void) {
    const BrProfile *p = br_profile_find("xiangqi/standard");
    BrMove moves[BR_MAX_MOVES];
    BrGame *g = br_game_new(p, NULL, NULL);
    CHECK_EQ_INT(br_game_plays_past_end(g), 0);
    /* the start position occurs for the third time after two rounds of horse moves */
    const char *round[] = { "b1c3", "b10c8", "c3b1", "c8b10" };
    for (int i = 0; i < 8; i++) {
        CHECK_EQ_INT(br_game_outcome(g).over, 0);
        play(g, round[i % 4], BR_OK);
    }
    BrOutcome o = br_game_outcome(g);
    CHECK(o.over && o.reason == BR_REASON_REPETITION && o.winner == BR_NO_WINNER);
    play(g, "h3e3", BR_ERR_GAME_OVER);
    CHECK_EQ_INT(br_game_legal_moves(g, moves), 0);

    br_game_set_play_past_end(g, 1);
    CHECK_EQ_INT(br_game_plays_past_end(g), 1);
    CHECK_EQ_INT(br_game_legal_moves(g, moves), 44);
    o = br_game_outcome(g);
    CHECK(o.over && o.reason == BR_REASON_REPETITION); /* the rules' verdict still stands */
    play(g, "h3e3", BR_OK);
    CHECK_EQ_INT(br_game_outcome(g).over, 0);
    CHECK_EQ_INT(br_game_ply(g), 9);

    /* the setting travels with the game's bytes; a reset clears it */
    size_t size = br_game_state_size(g);
    unsigned char *bytes = malloc(size);
    CHECK_EQ_INT(br_game_state_save(g, bytes, size), size);
    BrGame *h = br_game_new(p, NULL, NULL);
    CHECK_EQ_INT(br_game_state_load(h, bytes, size), BR_OK);
    CHECK_EQ_INT(br_game_plays_past_end(h), 1);
    CHECK_EQ_INT(br_game_undo(h), BR_OK);
    play(h, "h3e3", BR_OK); /* back at the end and past it again */
    CHECK_EQ_INT(br_game_reset(h, p, NULL, NULL), BR_OK);
    CHECK_EQ_INT(br_game_plays_past_end(h), 0);
    free(bytes);

    /* checkmate leaves no move to play past it */
    BrGame *mate = br_game_new(p, "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1", NULL);
    br_game_set_play_past_end(mate, 1);
    play(mate, "i1i10", BR_OK);
    o = br_game_outcome(mate);
    CHECK(o.over && o.reason == BR_REASON_CHECKMATE);
    CHECK_EQ_INT(br_game_legal_moves(mate, moves), 0);
    play(mate, "d10e10", BR_ERR_GAME_OVER);
    BrMove m;
    CHECK_EQ_INT(br_move_read(mate, BR_NOTATION_UCI, "d10e10", &m), BR_OK);
    CHECK_EQ_INT(br_game_explain(mate, m), BR_ERR_GAME_OVER);

    /* nor does a declared result */
    CHECK_EQ_INT(br_game_declare(h, BR_REASON_RESIGNATION, BR_WHITE), BR_OK);
    br_game_set_play_past_end(h, 1);
    CHECK_EQ_INT(br_game_legal_moves(h, moves), 0);
    play(h, "h3e3", BR_ERR_GAME_OVER);

    br_game_delete(g);
    br_game_delete(h);
    br_game_delete(mate);
    return check_failures;
}
