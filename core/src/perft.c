/* perft.c — counts the leaves of the legal-move tree: the exactness check of generation, and
 * its speed measure. The last ply is counted in bulk (count_legal: most moves are counted
 * without being written). */
#include "internal.h"

uint64_t perft(Position *pos, int depth) {
    BrMove moves[BR_MAX_MOVES];
    if (depth <= 1) return depth == 1 ? (uint64_t)count_legal(pos, moves) : 1;
    int n = generate_legal(pos, moves);
    uint64_t total = 0;
    Undo u;
    for (int i = 0; i < n; i++) {
        make_move_lean(pos, moves[i], &u); /* no key or clocks: nothing below reads them */
        total += perft(pos, depth - 1);
        unmake_move_lean(pos, &u);
    }
    return total;
}
