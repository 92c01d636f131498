/* chase.c — which enemy pieces a move chases. Two readings, each a profile's repetition rule:
 * - RULES §3.1 (Interpretation): after the move, one of the mover's pieces other than the general
 *   and the soldiers can legally capture an enemy piece it could not capture before; the target
 *   is neither the general nor an uncrossed soldier; and the target is unprotected, or is a
 *   chariot attacked by a horse or a cannon.
 * - RULES §3.6 (the Asian Xiangqi Federation's rules as Fairy-Stockfish applies them): the same
 *   new captures, but a piece of lower rank (horse or cannon against a chariot; elephant or
 *   advisor against a chariot, a cannon or a horse) chases even a protected target, and an attack
 *   on a piece of the attacker's own type that can take the attacker in return is no chase. */
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

/* After `by` captures from -> to, how can the other side take back on `to`? */
enum { NO_RECAPTURE, ILLEGAL_RECAPTURE, RECAPTURE };
static int recapture(Position *pos, int by, Capture c) {
    uint8_t saved_side = pos->side;
    pos->side = (uint8_t)by;
    Undo u;
    make_move(pos, BR_MOVE(c.from, c.to, BR_MOVE_NORMAL), &u);
    BrMove moves[BR_MAX_MOVES];
    int n = immediate_end(pos) ? 0 : generate_pseudo(pos, moves), found = NO_RECAPTURE;
    for (int i = 0; i < n && found != RECAPTURE; i++)
        if (BR_MOVE_KIND(moves[i]) == BR_MOVE_NORMAL && BR_MOVE_TO(moves[i]) == c.to)
            found = move_is_legal_after_pseudo(pos, moves[i]) ? RECAPTURE : ILLEGAL_RECAPTURE;
    unmake_move(pos, &u);
    pos->side = saved_side;
    return found;
}

/* Can the piece on c.to (whose side is to move) take the piece on c.from in return? Legally,
 * a check aside: the threat is mutual even when a check (the same move's, say) delays it. */
static bool takes_back(Position *pos, Capture c) {
    BrMove moves[BR_MAX_MOVES];
    int n = immediate_end(pos) ? 0 : generate_pseudo(pos, moves);
    for (int i = 0; i < n; i++)
        if (BR_MOVE_KIND(moves[i]) == BR_MOVE_NORMAL && BR_MOVE_FROM(moves[i]) == c.to &&
            BR_MOVE_TO(moves[i]) == c.from)
            return in_check(pos) || move_is_legal_after_pseudo(pos, moves[i]);
    return false;
}

/* Under the AXF reading, the target types each attacker type chases even when they are
 * protected: the pieces that outrank it. */
static const uint8_t outranks[BR_SOLDIER + 1] = {
    [BR_HORSE] = 1 << BR_CHARIOT,
    [BR_CANNON] = 1 << BR_CHARIOT,
    [BR_ELEPHANT] = 1 << BR_CHARIOT | 1 << BR_CANNON | 1 << BR_HORSE,
    [BR_ADVISOR] = 1 << BR_CHARIOT | 1 << BR_CANNON | 1 << BR_HORSE,
};
/* RULES §3.1: only the chariot counts as hunted, and only by a horse or a cannon. */
static const uint8_t hunts_chariot[BR_SOLDIER + 1] = {
    [BR_HORSE] = 1 << BR_CHARIOT,
    [BR_CANNON] = 1 << BR_CHARIOT,
};

/* Under the AXF reading, an attack on a piece of the attacker's own type that can take the
 * attacker in return is an offer to exchange, no chase. */
static bool offers_exchange(Position *pos, Capture c) {
    return BR_PIECE_TYPE(pos->board[c.from]) == BR_PIECE_TYPE(pos->board[c.to]) && takes_back(pos, c);
}

/* Is the capture c (by the side not to move, after its move) a chase under the reading? */
static bool capture_chases(Position *pos, int by, Capture c, bool axf) {
    int attacker = BR_PIECE_TYPE(pos->board[c.from]), target = BR_PIECE_TYPE(pos->board[c.to]);
    if ((axf ? outranks : hunts_chariot)[attacker] >> target & 1) return true;
    if (axf && offers_exchange(pos, c)) return false;
    return recapture(pos, by, c) != RECAPTURE;
}

/* capture_chases before the capturing side's move, that side to move: the other side's
 * take-back is asked with the other side to move, as after the move. */
static bool capture_chases_before(Position *pos, int by, Capture c, bool axf) {
    uint8_t saved_side = pos->side;
    pos->side = (uint8_t)(by ^ 1);
    bool chases = capture_chases(pos, by, c, axf);
    pos->side = saved_side;
    return chases;
}

/* The enemy points that m chases. m is legal here; legal[0..n) are all the legal moves here. */
static SquareSet chased_points(Position *pos, BrMove m, const BrMove *legal, int n, bool axf) {
    SquareSet chased = { { 0, 0 } };
    int us = pos->side;
    if (BR_MOVE_KIND(m) != BR_MOVE_NORMAL && BR_MOVE_KIND(m) != BR_MOVE_PROMOTION) return chased;
    Capture before[BR_MAX_MOVES], after[BR_MAX_MOVES];
    /* The captures before the move: among the legal moves the caller has. In check, a capture
     * the check alone forbade was there all the same: else every evasion would "chase" with the
     * attacks the mover already had, and a perpetual check would never lose. */
    BrMove pseudo[BR_MAX_MOVES];
    bool check_before = in_check(pos);
    if (check_before) {
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
    /* Under the AXF reading, a capture the mover had before chases too when the move left its
     * target's protector unable to take back (pinned, or the capture now checks by discovery),
     * where it chased nothing before: the engine's "fake roots". Judged before the move below. */
    Capture renewed[BR_MAX_MOVES];
    int nr = 0;
    bool renews = axf && !check_before && !in_check(pos); /* a check is no such threat */
    for (int i = 0; i < na; i++) {
        if (set_has(&chased, after[i].to)) continue;
        int origin = after[i].from == to ? from : after[i].from; /* the moved piece keeps its identity */
        bool old = false;
        for (int j = 0; j < nb && !old; j++)
            old = before[j].from == origin && before[j].to == after[i].to;
        if (!old) {
            if (capture_chases(pos, us, after[i], axf)) set_add(&chased, after[i].to);
        } else if (renews && recapture(pos, us, after[i]) == ILLEGAL_RECAPTURE &&
                   !offers_exchange(pos, after[i])) { /* so it chases now: capture_chases */
            renewed[nr++] = (Capture){ (uint8_t)origin, after[i].to };
        }
    }
    unmake_move(pos, &u);
    for (int i = 0; i < nr; i++) /* the target stood there before: the mover moved its own piece */
        if (!capture_chases_before(pos, us, renewed[i], axf)) set_add(&chased, renewed[i].to);
    return chased;
}

static bool set_empty(SquareSet s) { return !(s.w[0] | s.w[1]); }

static bool reads_axf(const BrGame *g) { return g->profile.repetition == BR_REPETITION_AXF; }

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
            bool chases = !set_empty(chased_points(&pos, m, legal, n, reads_axf(g)));
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

void chase_followed(const BrGame *g, int first, bool chaser[2]) {
    Position pos = g->pos; /* a copy, taken back to before the first-th move */
    for (int i = g->ply - 1; i >= first; i--) unmake_move(&pos, &g->history[i]);
    SquareSet followed[2];
    bool started[2] = { false, false };
    for (int i = first; i < g->ply; i++) {
        BrMove m = g->history[i].move;
        int side = pos.side, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
        BrMove legal[BR_MAX_MOVES];
        int n = generate_legal(&pos, legal);
        SquareSet chased = chased_points(&pos, m, legal, n, reads_axf(g));
        followed[side] = started[side] ? sets_and(&followed[side], &chased) : chased;
        started[side] = true;
        /* the other side's hunted piece, if it is the one this move moves, goes with it */
        if (started[side ^ 1] && set_has(&followed[side ^ 1], from)) {
            set_remove(&followed[side ^ 1], from);
            set_add(&followed[side ^ 1], to);
        }
        Undo u;
        make_move(&pos, m, &u);
    }
    for (int c = 0; c < 2; c++) chaser[c] = started[c] && !set_empty(followed[c]);
}
