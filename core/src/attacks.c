/* attacks.c — what a piece controls and who controls a point, for teaching and analysis
 * boards. Control ignores pins and whose turn it is: a point is controlled when the piece
 * could capture an enemy standing there. */
#include "game.h"

static bool cannon_screen_ok(const Position *pos, uint8_t screen) {
    return pos->profile->cannon == BR_CANNON_XIANGQI || BR_PIECE_TYPE(screen) != BR_CANNON;
}

static int attack_set(const Position *pos, int from, uint8_t *out) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    uint8_t piece = b[from];
    int type = BR_PIECE_TYPE(piece), n = 0;
    if (!piece) return 0;
    if (type == BR_CHARIOT || type == BR_CANNON) {
        for (int d = 0; d < DIR_NB; d++) {
            if (!(t->slider_dirs[type] >> d & 1)) continue;
            const uint8_t *ray = t->ray[from][d];
            int len = t->ray_len[from][d], i = 0;
            if (type == BR_CANNON) { /* skip to the screen */
                while (i < len && !b[ray[i]]) i++;
                if (i == len || !cannon_screen_ok(pos, b[ray[i]])) continue;
                i++;
            }
            for (; i < len; i++) {
                if (type == BR_CANNON && pos->profile->cannon != BR_CANNON_XIANGQI &&
                    BR_PIECE_TYPE(b[ray[i]]) == BR_CANNON)
                    break;
                out[n++] = ray[i];
                if (b[ray[i]]) break;
            }
        }
        return n;
    }
    const Step *s = t->steps[PIECE_INDEX(piece)][from];
    for (int i = 0; i < t->step_count[PIECE_INDEX(piece)][from]; i++)
        if ((s[i].mode & STEP_CAPTURE) && (s[i].block1 == NO_SQ || !b[s[i].block1]) &&
            (s[i].block2 == NO_SQ || !b[s[i].block2]))
            out[n++] = s[i].to;
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
