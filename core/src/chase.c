/* chase.c — whether a move chases (RULES §3.1, Interpretation): after it, one of the mover's
 * pieces other than the general and the soldiers can legally capture an enemy piece it could
 * not capture before; the target is neither the general nor an uncrossed soldier; and the
 * target is unprotected, or is a chariot attacked by a horse or a cannon. */
#include "game.h"

typedef struct Capture {
    uint8_t from, to;
} Capture;

static bool uncrossed_soldier(const Position *pos, int sq) {
    uint8_t p = pos->board[sq];
    if (BR_PIECE_TYPE(p) != BR_SOLDIER) return false;
    int rank = sq / pos->t->width, half = pos->t->height / 2;
    return BR_PIECE_COLOR(p) == BR_WHITE ? rank < half : rank >= half;
}

/* A capture that can chase: by a piece other than the general and the soldiers, of a target
 * other than the general and an uncrossed soldier. */
static bool chasing_kind(const Position *pos, BrMove m) {
    int kind = BR_MOVE_KIND(m);
    if (kind != BR_MOVE_NORMAL && kind != BR_MOVE_PROMOTION) return false;
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    int attacker = BR_PIECE_TYPE(pos->board[from]), target = pos->board[to];
    if (!target || attacker == BR_KING || attacker == BR_SOLDIER) return false;
    return BR_PIECE_TYPE(target) != BR_KING && !uncrossed_soldier(pos, to);
}

/* The chasing captures side `by` could legally make here (as if it were to move). Only these
 * captures are tested for legality, not every move. */
static int chasing_captures(Position *pos, int by, Capture *out) {
    uint8_t saved_side = pos->side;
    pos->side = (uint8_t)by;
    BrMove moves[BR_MAX_MOVES];
    int n = immediate_end(pos) ? 0 : generate_pseudo(pos, moves), k = 0;
    for (int i = 0; i < n; i++)
        if (chasing_kind(pos, moves[i]) && move_is_legal_after_pseudo(pos, moves[i]))
            out[k++] = (Capture){ (uint8_t)BR_MOVE_FROM(moves[i]), (uint8_t)BR_MOVE_TO(moves[i]) };
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
    int n = immediate_end(pos) ? 0 : generate_pseudo(pos, moves);
    bool found = false;
    for (int i = 0; i < n && !found; i++)
        found = BR_MOVE_KIND(moves[i]) == BR_MOVE_NORMAL && BR_MOVE_TO(moves[i]) == c.to &&
                move_is_legal_after_pseudo(pos, moves[i]);
    unmake_move(pos, &u);
    pos->side = saved_side;
    return found;
}

/* m is legal here; legal[0..n) are all the legal moves here. */
static bool move_chases(Position *pos, BrMove m, const BrMove *legal, int n) {
    int us = pos->side;
    if (BR_MOVE_KIND(m) != BR_MOVE_NORMAL && BR_MOVE_KIND(m) != BR_MOVE_PROMOTION) return false;
    Capture before[BR_MAX_MOVES], after[BR_MAX_MOVES];
    /* The captures before the move: among the legal moves the caller has. In check, a capture
     * the check alone forbade was there all the same: else every evasion would "chase" with the
     * attacks the mover already had, and a perpetual check would never lose. */
    BrMove pseudo[BR_MAX_MOVES];
    if (in_check(pos)) {
        n = generate_pseudo(pos, pseudo);
        legal = pseudo;
    }
    int nb = 0;
    for (int i = 0; i < n; i++)
        if (chasing_kind(pos, legal[i]))
            before[nb++] = (Capture){ (uint8_t)BR_MOVE_FROM(legal[i]), (uint8_t)BR_MOVE_TO(legal[i]) };
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

/* Chases are judged when asked, not as moves are played: only a repetition end (and a caller
 * reading the history flags) needs them, and each costs a move generation or more. A judged
 * move keeps its verdict in its undo record (FLAG_CHASE_JUDGED), which goes with the record on
 * undo, so each move is judged at most once: reading every flag of a game is one forward walk.
 * The verdict is a cache of the history, not part of the game's state, hence the const game. */
long chase_judgments, chase_moves_walked;

void chase_judge_from(const BrGame *g, int first) {
    /* the judged records before the first unjudged one keep their verdicts: the walk starts
     * there, so a repetition end asked after every move walks only the new moves */
    while (first < g->ply && (g->history[first].flags & FLAG_CHASE_JUDGED)) first++;
    if (first == g->ply) return;
    chase_moves_walked += g->ply - first;
    Position pos = g->pos; /* a copy, taken back to before the first-th move */
    for (int i = g->ply - 1; i >= first; i--) unmake_move(&pos, &g->history[i]);
    for (int i = first; i < g->ply; i++) {
        Undo *record = &g->history[i];
        BrMove m = record->move;
        if (!(record->flags & FLAG_CHASE_JUDGED)) {
            BrMove legal[BR_MAX_MOVES];
            int n = generate_legal(&pos, legal);
            bool chases = move_chases(&pos, m, legal, n);
            chase_judgments++;
            record->flags = (uint8_t)(record->flags | FLAG_CHASE_JUDGED | (chases ? BR_FLAG_CHASE : 0));
        }
        Undo u;
        make_move(&pos, m, &u);
    }
}

bool chase_judged(const BrGame *g, int i) {
    if (!(g->history[i].flags & FLAG_CHASE_JUDGED)) {
        int first = i; /* with the unjudged moves just before it, so a backward reader walks once */
        while (first > 0 && !(g->history[first - 1].flags & FLAG_CHASE_JUDGED)) first--;
        chase_judge_from(g, first);
    }
    return g->history[i].flags & BR_FLAG_CHASE;
}
