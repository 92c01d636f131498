/* counting.c — Thai counting for makruk/standard (RULES §3.6), as Fairy-Stockfish applies it:
 * no count while an unpromoted pawn is on the board; otherwise the board's honour (64 moves)
 * while the side to move has more than its khun, the pieces' honour once it has a bare khun,
 * with a limit set by the stronger side's material and a count that starts from the number of
 * pieces on the board. The count is the weaker side's: none starts for a side whose opponent has
 * a bare khun. A start whose FEN gives no count has none: the first move may start one. Counts
 * are kept in plies; the game is drawn when the count passes the limit. */
#include "game.h"

static int pieces_honour_limit(const int *strong) {
    if (strong[BR_CHARIOT] >= 2) return 16;
    if (strong[BR_CHARIOT] == 1) return 32;
    if (strong[BR_ELEPHANT] >= 2) return 44;
    if (strong[BR_HORSE] >= 2) return 64;
    if (strong[BR_ELEPHANT] == 1) return 88;
    return 128;
}

void counting_update(Position *pos, BrMove m, const Undo *u) {
    if (u && counting_step(pos, m, u)) return;
    int count[2][8] = { { 0 } }, total = 0;
    for (int s = 0; s < pos->t->squares; s++) {
        uint8_t p = pos->board[s];
        if (!p) continue;
        if (BR_PIECE_TYPE(p) == BR_SOLDIER && !(p & BR_PIECE_PROMOTED)) {
            pos->count = pos->count_limit = 0;
            return;
        }
        count[BR_PIECE_COLOR(p)][BR_PIECE_TYPE(p)]++;
        total++;
    }
    if (!u) { /* a start without a count: as in Fairy-Stockfish, none runs until a move starts it */
        pos->count_limit = 0;
        pos->count = COUNT_PENDING;
        return;
    }
    int us = pos->side, mover = us ^ 1;
    int own[2] = { 0, 0 }; /* each side's pieces besides its khun */
    for (int c = 0; c < 2; c++)
        for (int type = BR_ADVISOR; type <= BR_SOLDIER; type++) own[c] += count[c][type];
    bool counting = pos->count_limit != 0;
    bool material_changed = u->captured || BR_MOVE_KIND(m) == BR_MOVE_PROMOTION;
    /* A bare khun that takes the last pawn starts its own count at once, on the pieces' honour,
     * one ply on (Fairy-Stockfish): the side to move is then the stronger one. */
    if (u->captured && BR_PIECE_TYPE(u->captured) == BR_SOLDIER && !(u->captured & BR_PIECE_PROMOTED) &&
        own[mover] == 0 && own[us] > 0) {
        pos->count_limit = (uint16_t)pieces_honour_limit(count[us]);
        pos->count = (uint16_t)(2 * total - 1);
    } else if (own[us] == 0 && own[mover] > 0 && (!counting || material_changed)) {
        /* the pieces' honour (none between bare khuns: the game is drawn) */
        pos->count_limit = (uint16_t)pieces_honour_limit(count[mover]);
        pos->count = (uint16_t)(2 * total);
    } else if (!counting) {
        /* the board's honour, counted by the side to move while the other has more than its khun;
         * else none yet, but one may start at the next move (COUNT_PENDING, see counting_step) */
        pos->count_limit = own[mover] > 0 ? BOARD_HONOUR_PLIES : 0;
        pos->count = own[mover] > 0 ? 0 : COUNT_PENDING;
    } else {
        count_step(pos);
    }
}
