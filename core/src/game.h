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

/* chase.c: whether the moves played from the first-th on chased, one by one (see there) */
typedef struct ChaseWalk {
    const BrGame *game;
    Position pos;  /* a copy, before the next move */
    int next;      /* the next move to judge */
} ChaseWalk;
void chase_walk_start(ChaseWalk *w, const BrGame *g, int first);
bool chase_walk_next(ChaseWalk *w);

#endif
