/* game.h — the BrGame struct, shared by the files that read a game's history. */
#ifndef BOARDRULES_GAME_H
#define BOARDRULES_GAME_H

#include "internal.h"

struct BrGame {
    BrProfile profile;  /* a copy: the position points here */
    Position pos;
    Undo *history;      /* history[i] undoes the (i+1)-th move */
    int ply, cap;
    int declared_reason, declared_winner; /* an outcome the front end recorded */
    /* The legal moves and the rules' outcome of the current position, computed once per
     * position: boards ask for both after every move. */
    bool cache_valid;
    int legal_count;
    BrMove legal[BR_MAX_MOVES];
    BrOutcome rules_outcome;
};

/* game_state.c: room for n undo records */
bool game_reserve_history(BrGame *g, int n);

/* outcome.c */
bool game_over(BrGame *g);
/* Fills the cache (legal moves, outcome) if the position changed since it was filled. */
void game_refresh(BrGame *g);

/* counting.c */
void counting_update(Position *pos, BrMove m, const Undo *u);

/* chase.c: whether moves chased, judged once per move and kept in its undo record (see there) */
enum { FLAG_CHASE_JUDGED = 0x80 }; /* in Undo.flags, beside the public BR_FLAG_* bits */
enum { PUBLIC_FLAGS = BR_FLAG_CHECK | BR_FLAG_CHASE | BR_FLAG_CAPTURE };
/* Judges every move from the first-th on that is not judged yet. */
void chase_judge_from(const BrGame *g, int first);
/* Moves judged so far, by every game (tests count the work). */
extern long chase_judgments;
/* Whether the i-th move chased (judging it, and the unjudged moves before it, if needed). */
bool chase_judged(const BrGame *g, int i);

/* game.c, tests only: allocations that may still succeed before every later one fails (-1, the
 * default: no limit). Shows that running out of memory is reported as such. */
extern long game_allocations_left;

#endif
