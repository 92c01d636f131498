/* attacks.c — what a piece controls and who controls a point, for teaching and analysis
 * boards. Control ignores pins and whose turn it is: a point is controlled when the piece
 * could capture an enemy standing there. */
#include "game.h"

static int attack_set(const Position *pos, int from, uint8_t *out) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    uint8_t piece = b[from];
    int type = BR_PIECE_TYPE(piece), n = 0;
    if (!piece) return 0;
    if (type == BR_CHARIOT || type == BR_CANNON) { /* the ray walker's reach, as generation reads it */
        for (unsigned dirs = t->slider_dirs[type] & t->ray_dirs[from]; dirs; dirs &= dirs - 1) {
            int d = lowest_bit(dirs), len = t->ray_len[from][d];
            const uint8_t *ray = t->ray[from][d];
            Reach r = slider_reach(pos, type, from, ray, len, NULL);
            for (int i = r.control_lo; i < r.control_hi; i++) out[n++] = ray[i];
            if (r.target != NO_SQ) out[n++] = (uint8_t)r.target;
        }
        return n;
    }
    const Step *s = t->steps[PIECE_INDEX(piece)][from];
    for (int i = 0; i < t->step_count[PIECE_INDEX(piece)][from]; i++)
        if ((s[i].mode & STEP_CAPTURE) && step_unblocked(b, &s[i])) out[n++] = s[i].to;
    return n;
}

int br_game_attacks(const BrGame *g, int square, uint8_t *out) {
    if (square < 0 || square >= g->pos.t->squares) return 0;
    return attack_set(&g->pos, square, out);
}

int br_game_attackers(const BrGame *g, int square, int side, uint8_t *out) {
    const Position *pos = &g->pos;
    if (square < 0 || square >= pos->t->squares || (side != BR_WHITE && side != BR_BLACK)) return 0;
    int n = 0;
    uint8_t set[BR_MAX_SQUARES];
    for (int s = 0; s < pos->t->squares; s++) {
        if (!pos->board[s] || BR_PIECE_COLOR(pos->board[s]) != side) continue;
        int k = attack_set(pos, s, set);
        for (int i = 0; i < k; i++)
            if (set[i] == square) { out[n++] = (uint8_t)s; break; }
    }
    return n;
}
