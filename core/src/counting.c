/* counting.c — Thai counting for makruk/standard (RULES §3.6), as Fairy-Stockfish applies it:
 * no count while an unpromoted pawn is on the board; otherwise the board's honour (64 moves)
 * while the side to move has more than its khun, the pieces' honour once it has a bare khun,
 * with a limit set by the stronger side's material and a count that starts from the number of
 * pieces on the board. Counts are kept in plies; the game is drawn when the count passes the
 * limit. */
#include "game.h"

enum { BOARD_HONOUR_PLIES = 128 };

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
    bool material_changed = u && (u->captured || BR_MOVE_KIND(m) == BR_MOVE_PROMOTION);
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
    int us = pos->side;
    int own = 0;
    for (int type = BR_ADVISOR; type <= BR_SOLDIER; type++) own += count[us][type];
    bool counting = pos->count_limit != 0;
    if (own == 0 && (!counting || material_changed)) {
        pos->count_limit = (uint16_t)pieces_honour_limit(count[us ^ 1]);
        pos->count = (uint16_t)(2 * total);
    } else if (!counting) {
        pos->count_limit = BOARD_HONOUR_PLIES;
        pos->count = 0;
    } else if (u) {
        pos->count++;
    }
}
