/* chase.c — whether a move chases (RULES §3.1, Interpretation): after it, one of the mover's
 * pieces other than the general and the soldiers can legally capture an enemy piece it could
 * not capture before; the target is neither the general nor an uncrossed soldier; and the
 * target is unprotected, or is a chariot attacked by a horse or a cannon. */
#include "internal.h"

typedef struct Capture {
    uint8_t from, to;
} Capture;

static bool uncrossed_soldier(const Position *pos, int sq) {
    uint8_t p = pos->board[sq];
    if (BR_PIECE_TYPE(p) != BR_SOLDIER) return false;
    int rank = sq / pos->t->width, half = pos->t->height / 2;
    return BR_PIECE_COLOR(p) == BR_WHITE ? rank < half : rank >= half;
}

/* Legal captures by side `by` (as if it were to move), by pieces other than the general and
 * the soldiers, of targets other than the general and uncrossed soldiers. */
static int chasing_captures(Position *pos, int by, Capture *out) {
    uint8_t saved_side = pos->side;
    pos->side = (uint8_t)by;
    BrMove moves[BR_MAX_MOVES];
    int n = generate_legal(pos, moves), k = 0;
    for (int i = 0; i < n; i++) {
        if (BR_MOVE_KIND(moves[i]) == BR_MOVE_PASS || BR_MOVE_KIND(moves[i]) == BR_MOVE_SETUP) continue;
        int from = BR_MOVE_FROM(moves[i]), to = BR_MOVE_TO(moves[i]);
        int attacker = BR_PIECE_TYPE(pos->board[from]), target = pos->board[to];
        if (!target || attacker == BR_KING || attacker == BR_SOLDIER) continue;
        if (BR_PIECE_TYPE(target) == BR_KING || uncrossed_soldier(pos, to)) continue;
        out[k++] = (Capture){ (uint8_t)from, (uint8_t)to };
    }
    pos->side = saved_side;
    return k;
}

/* After `by` captures from -> to, can the other side legally take back on `to`? */
static bool recapture_exists(Position *pos, int by, Capture c) {
    uint8_t saved_side = pos->side;
    pos->side = (uint8_t)by;
    Undo u;
    make_move(pos, BR_MOVE(c.from, c.to, BR_MOVE_NORMAL), &u);
    BrMove moves[BR_MAX_MOVES];
    int n = generate_legal(pos, moves);
    bool found = false;
    for (int i = 0; i < n && !found; i++)
        found = BR_MOVE_KIND(moves[i]) == BR_MOVE_NORMAL && BR_MOVE_TO(moves[i]) == c.to;
    unmake_move(pos, &u);
    pos->side = saved_side;
    return found;
}

bool move_chases(Position *pos, BrMove m) {
    int us = pos->side;
    if (BR_MOVE_KIND(m) != BR_MOVE_NORMAL && BR_MOVE_KIND(m) != BR_MOVE_PROMOTION) return false;
    Capture before[BR_MAX_MOVES], after[BR_MAX_MOVES];
    int nb = chasing_captures(pos, us, before);
    Undo u;
    make_move(pos, m, &u);
    int na = chasing_captures(pos, us, after);
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    bool chases = false;
    for (int i = 0; i < na && !chases; i++) {
        int origin = after[i].from == to ? from : after[i].from; /* the moved piece keeps its identity */
        bool old = false;
        for (int j = 0; j < nb && !old; j++)
            old = before[j].from == origin && before[j].to == after[i].to;
        if (old) continue;
        int attacker = BR_PIECE_TYPE(pos->board[after[i].from]);
        bool chariot_hunted = BR_PIECE_TYPE(pos->board[after[i].to]) == BR_CHARIOT &&
                              (attacker == BR_HORSE || attacker == BR_CANNON);
        chases = chariot_hunted || !recapture_exists(pos, us, after[i]);
    }
    unmake_move(pos, &u);
    return chases;
}
