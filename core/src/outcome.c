/* outcome.c — whether a game has ended, and how (RULES §4). */
#include "game.h"

bool game_over(BrGame *g) {
    BrMove moves[BR_MAX_MOVES];
    return generate_legal(&g->pos, moves) == 0;
}
