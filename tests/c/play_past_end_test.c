/* play_past_end_test.c — br_game_set_play_past_end against the rule book (RULES.md 3.6 and 4):
 * in xiangqi/standard a position occurring for the third time ends the game (`repetition`);
 * by default nothing may be played after it; a game that plays past the end still reports that
 * outcome but keeps its legal moves (the start position's 44), plays them, and keeps the
 * setting through its saved bytes; a reset clears it; checkmate and a declared result still
 * stop play. The janggi ends that stop a game at once (RULES 3.6: two passes in a row) leave no
 * move by default; past them the moves are those the pieces have, whatever was asked first. */
#include <stdlib.h>
#include <string.h>
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
    CHECK_EQ_INT(br_game_declare(mate, BR_REASON_RESIGNATION, BR_WHITE), BR_ERR_GAME_OVER); /* nothing to resign */

    /* nor does a declared result */
    CHECK_EQ_INT(br_game_declare(h, BR_REASON_RESIGNATION, BR_WHITE), BR_OK);
    br_game_set_play_past_end(h, 1);
    CHECK_EQ_INT(br_game_legal_moves(h, moves), 0);
    play(h, "h3e3", BR_ERR_GAME_OVER);

    /* a double pass (janggi/standard): the board is the start's, so past the end the moves are
     * the start's (RULES 3.6: 32 with the pass), listed or not, and a resignation may still end it */
    const BrProfile *janggi = br_profile_find("janggi/standard");
    BrGame *start = br_game_new(janggi, NULL, NULL);
    BrMove at_start[BR_MAX_MOVES];
    int start_count = br_game_legal_moves(start, at_start);
    for (int asked_first = 0; asked_first < 2; asked_first++) {
        BrGame *j = br_game_new(janggi, NULL, NULL);
        play(j, "e2e2", BR_OK);
        play(j, "e9e9", BR_OK);
        o = br_game_outcome(j);
        CHECK(o.over && o.reason == BR_REASON_MATERIAL_COUNT && o.scored == BR_REASON_DOUBLE_PASS);
        CHECK_EQ_INT(br_game_legal_moves(j, moves), 0);
        br_game_set_play_past_end(j, 1);
        if (asked_first) {
            CHECK_EQ_INT(br_game_legal_moves(j, moves), start_count);
            for (int i = 0; i < start_count; i++) CHECK(moves[i] == at_start[i]);
        }
        play(j, "b1c3", BR_OK);
        char text[64];
        CHECK_EQ_INT(br_game_history_notation(j, 2, BR_NOTATION_JANGGI, 0, text, sizeof text), 1);
        CHECK(strcmp(text, "H02-83") == 0);
        CHECK_EQ_INT(br_game_declare(j, BR_REASON_RESIGNATION, BR_WHITE), BR_OK);
        br_game_delete(j);
    }
    br_game_delete(start);

    br_game_delete(g);
    br_game_delete(h);
    br_game_delete(mate);
    return check_failures;
}
