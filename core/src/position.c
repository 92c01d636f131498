/* position.c — placing pieces, make/unmake, and attack detection from the target outward. */
#include <string.h>
#include "internal.h"

void position_clear(Position *pos, const BrProfile *profile, const Tables *t) {
    memset(pos, 0, sizeof *pos);
    pos->king[0] = pos->king[1] = NO_SQ;
    pos->last_to = NO_SQ;
    pos->fullmove = 1;
    pos->profile = profile;
    pos->t = t;
}

/* Rebuilds the occupied sets from the board (after a FEN placed the pieces). */
static bool is_slider(uint8_t piece) {
    return BR_PIECE_TYPE(piece) == BR_CHARIOT || BR_PIECE_TYPE(piece) == BR_CANNON;
}

void position_sync_occupied(Position *pos) {
    for (int c = 0; c < 2; c++) pos->occupied[c] = pos->sliders[c] = (SquareSet){ { 0, 0 } };
    for (int s = 0; s < pos->t->squares; s++) {
        uint8_t p = pos->board[s];
        if (p) set_add(&pos->occupied[BR_PIECE_COLOR(p)], s);
        if (p && is_slider(p)) set_add(&pos->sliders[BR_PIECE_COLOR(p)], s);
    }
}

uint64_t position_compute_key(const Position *pos) {
    uint64_t k = pos->side ? pos->t->zobrist_side : 0;
    for (int s = 0; s < pos->t->squares; s++)
        if (pos->board[s]) k ^= pos->t->zobrist[pos->board[s] & 31][s];
    return k;
}

static bool is_pawn_move(const Position *pos, uint8_t piece) {
    return pos->profile->move_limit_pawn_resets && BR_PIECE_TYPE(piece) == BR_SOLDIER &&
           !(piece & BR_PIECE_PROMOTED);
}

/* Puts a piece (or nothing) on a point, keeping the occupied sets in step. */
static void put_piece(Position *pos, int sq, uint8_t piece) {
    for (int c = 0; c < 2; c++) {
        set_remove(&pos->occupied[c], sq);
        set_remove(&pos->sliders[c], sq);
    }
    if (piece) set_add(&pos->occupied[BR_PIECE_COLOR(piece)], sq);
    if (piece && is_slider(piece)) set_add(&pos->sliders[BR_PIECE_COLOR(piece)], sq);
    pos->board[sq] = piece;
}

/* Swaps the horse and the elephant on one wing of the mover's back rank (vchess setup). A
 * custom start may hold other pieces there, of either side: the occupied sets follow. */
static void setup_swap(Position *pos, int side, bool right) {
    int rank = side == BR_WHITE ? 0 : pos->t->height - 1;
    int horse = rank * pos->t->width + (right ? 7 : 1), elephant = horse + (right ? -1 : 1);
    uint8_t a = pos->board[horse], b = pos->board[elephant];
    const uint64_t (*z)[BR_MAX_SQUARES] = pos->t->zobrist;
    pos->key ^= z[a & 31][horse] ^ z[b & 31][elephant] ^ z[a & 31][elephant] ^ z[b & 31][horse];
    put_piece(pos, horse, b);
    put_piece(pos, elephant, a);
}

/* A move, and with `record` what only a game's record reads: the key, the clocks, the move
 * number. Legal-move lists never read those, so perft plays without them (make_move_lean);
 * `record` is a constant where this is inlined. */
static inline void play(Position *pos, BrMove m, Undo *u, bool record) {
    const Tables *t = pos->t;
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m), kind = BR_MOVE_KIND(m);
    u->move = m;
    u->last_to = pos->last_to;
    u->last_was_pass = pos->last_was_pass;
    u->setup_pending = pos->setup_pending;
    u->pass_run = pos->pass_run;
    u->facing_before = pos->facing_before;
    if (pos->profile->bikjang_end != BR_END_NONE) pos->facing_before = generals_facing(pos);
    if (record) {
        u->clock = pos->clock;
        u->fullmove = pos->fullmove;
        u->count = pos->count;
        u->count_limit = pos->count_limit;
        u->key = pos->key;
        u->flags = 0;
    }
    u->captured = 0;
    u->moved = 0;

    if (kind == BR_MOVE_PASS || kind == BR_MOVE_SETUP) {
        if (kind == BR_MOVE_SETUP) {
            if (to & BR_SWAP_LEFT) setup_swap(pos, pos->side, false);
            if (to & BR_SWAP_RIGHT) setup_swap(pos, pos->side, true);
            pos->setup_pending &= (uint8_t)~(1u << pos->side);
        } else {
            u->moved = pos->board[from]; /* the general that passes (history reads it) */
            if (record) pos->clock = clock_tick(pos->clock);
            pos->pass_run++;
        }
        pos->last_to = NO_SQ;
        pos->last_was_pass = kind == BR_MOVE_PASS;
    } else {
        uint8_t piece = pos->board[from], captured = pos->board[to];
        u->moved = piece;
        u->captured = captured;
        uint8_t placed = kind == BR_MOVE_PROMOTION
                             ? (uint8_t)(PIECE(BR_ADVISOR, pos->side) | BR_PIECE_PROMOTED)
                             : piece;
        if (record) {
            pos->key ^= t->zobrist[piece & 31][from] ^ t->zobrist[placed & 31][to];
            if (captured) pos->key ^= t->zobrist[captured & 31][to];
        }
        pos->board[from] = 0;
        pos->board[to] = placed;
        set_remove(&pos->occupied[pos->side], from);
        set_add(&pos->occupied[pos->side], to);
        if (captured) set_remove(&pos->occupied[pos->side ^ 1], to);
        if (is_slider(piece)) { /* promotion makes no slider */
            set_remove(&pos->sliders[pos->side], from);
            set_add(&pos->sliders[pos->side], to);
        }
        if (captured && is_slider(captured)) set_remove(&pos->sliders[pos->side ^ 1], to);
        if (BR_PIECE_TYPE(piece) == BR_KING) pos->king[pos->side] = (uint8_t)to;
        if (captured && BR_PIECE_TYPE(captured) == BR_KING) pos->king[!pos->side] = NO_SQ;
        if (record)
            pos->clock = (captured || is_pawn_move(pos, piece)) ? 0 : clock_tick(pos->clock);
        pos->last_to = (uint8_t)to;
        pos->last_was_pass = 0;
        pos->pass_run = 0;
    }
    /* the FEN field's range */
    if (record && pos->side == BR_BLACK && pos->fullmove < 65535) pos->fullmove++;
    pos->side ^= 1;
    if (record) pos->key ^= t->zobrist_side;
}

/* Takes back what play() did (with the same `record`). */
static inline void take_back(Position *pos, const Undo *u, bool record) {
    int from = BR_MOVE_FROM(u->move), to = BR_MOVE_TO(u->move), kind = BR_MOVE_KIND(u->move);
    pos->side ^= 1;
    if (kind == BR_MOVE_SETUP) {
        /* swaps are their own inverse (the key's too) */
        if (to & BR_SWAP_LEFT) setup_swap(pos, pos->side, false);
        if (to & BR_SWAP_RIGHT) setup_swap(pos, pos->side, true);
    } else if (kind != BR_MOVE_PASS) {
        pos->board[from] = u->moved;
        pos->board[to] = u->captured;
        set_add(&pos->occupied[pos->side], from);
        set_remove(&pos->occupied[pos->side], to);
        if (u->captured) set_add(&pos->occupied[pos->side ^ 1], to);
        if (is_slider(u->moved)) {
            set_add(&pos->sliders[pos->side], from);
            set_remove(&pos->sliders[pos->side], to);
        }
        if (u->captured && is_slider(u->captured)) set_add(&pos->sliders[pos->side ^ 1], to);
        if (BR_PIECE_TYPE(u->moved) == BR_KING) pos->king[pos->side] = (uint8_t)from;
        if (u->captured && BR_PIECE_TYPE(u->captured) == BR_KING) pos->king[!pos->side] = (uint8_t)to;
    }
    pos->last_to = u->last_to;
    pos->last_was_pass = u->last_was_pass;
    pos->setup_pending = u->setup_pending;
    pos->pass_run = u->pass_run;
    pos->facing_before = u->facing_before;
    if (!record) return;
    pos->clock = u->clock;
    pos->fullmove = u->fullmove;
    pos->count = u->count;
    pos->count_limit = u->count_limit;
    pos->key = u->key;
}

void make_move(Position *pos, BrMove m, Undo *u) { play(pos, m, u, true); }
void unmake_move(Position *pos, const Undo *u) { take_back(pos, u, true); }
void make_move_lean(Position *pos, BrMove m, Undo *u) { play(pos, m, u, false); }
void unmake_move_lean(Position *pos, const Undo *u) { take_back(pos, u, false); }

/* Is the piece on `sq` attacked along direction d by a chariot or a cannon of side `by`? The
 * line rule read from the target (line_attacks), on the ray walked on the board. */
bool line_attacked(const Position *pos, int sq, int d, int by) {
    const Tables *t = pos->t;
    bool cannons = t->slider_dirs[BR_CANNON] >> d & 1;
    Occupants o = ray_occupants(pos->board, t->ray[sq][d], t->ray_len[sq][d], cannons);
    return o.first != NO_SQ && (line_attacks(pos, BR_CHARIOT, sq, d, by, o) ||
                                line_attacks(pos, BR_CANNON, sq, d, by, o));
}

/* line_attacked once the point `vacated` is empty (a general's trial step, on the board alone:
 * the occupied sets still hold it): the ray's occupants are read off the occupied sets less that
 * point, and no empty point is walked. */
static bool line_attacked_without(const Position *pos, int vacated, int sq, int d, int by) {
    SquareSet on = sets_or(&pos->occupied[0], &pos->occupied[1]);
    set_remove(&on, vacated);
    on = sets_and(&on, &pos->t->ray_set[sq][d]);
    Occupants o = set_occupants(on, d, pos->t->slider_dirs[BR_CANNON] >> d & 1);
    return o.first != NO_SQ && (line_attacks(pos, BR_CHARIOT, sq, d, by, o) ||
                                line_attacks(pos, BR_CANNON, sq, d, by, o));
}

/* Is `sq` attacked by a leaper (anything but chariots and cannons) of side `by`? Only the few
 * pieces of `by` standing where a leaper could attack `sq` from are looked at, each by its one
 * link to `sq` (reading the whole attacker list cost makruk's check test most of its time). */
bool leaper_attacked(const Position *pos, int sq, int by) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    SquareSet placed = sets_and(&t->leaper_origins[by][sq], &pos->occupied[by]);
    if (!(placed.w[0] | placed.w[1])) return false; /* most points */
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = placed.w[w]; bits; bits &= bits - 1) {
            int from = w * 64 + lowest_bit(bits);
            /* legal.c's trial moves change the board only: a captured piece stays in the set,
             * and the link holds both sides' leapers */
            const LeaperLink *l = &t->leaper_link[from][sq];
            if (BR_PIECE_COLOR(b[from]) == by && (l->pieces >> PIECE_INDEX(b[from]) & 1) &&
                blocks_empty(b, l->block1, l->block2))
                return true;
        }
    return false;
}

/* The leapers first: most points have none placed to attack them (one set test), and where they
 * have, in sparse endings around the generals, a leaper's attack spares the line tests. Lines
 * without an enemy slider on them are not looked at. With a point `vacated` (not NO_SQ),
 * a line's occupants are read off the occupied sets less that point; without, the line is walked
 * on the board. */
static inline bool attacked(const Position *pos, int sq, int by, int vacated) {
    const Tables *t = pos->t;
    if (leaper_attacked(pos, sq, by)) return true;
    if (sets_meet(&t->lines[sq], &pos->sliders[by])) {
        unsigned dirs = (t->slider_dirs[BR_CHARIOT] | t->slider_dirs[BR_CANNON]) & t->ray_dirs[sq];
        for (; dirs; dirs &= dirs - 1) {
            int d = lowest_bit(dirs);
            if (sets_meet(&t->ray_set[sq][d], &pos->sliders[by]) &&
                (vacated != NO_SQ ? line_attacked_without(pos, vacated, sq, d, by)
                                  : line_attacked(pos, sq, d, by)))
                return true;
        }
    }
    return false;
}

bool square_attacked(const Position *pos, int sq, int by) { return attacked(pos, sq, by, NO_SQ); }

bool square_attacked_without(const Position *pos, int vacated, int sq, int by) {
    return attacked(pos, sq, by, vacated);
}

bool in_check(const Position *pos) {
    int k = pos->king[pos->side];
    return k != NO_SQ && square_attacked(pos, k, pos->side ^ 1);
}

bool generals_facing(const Position *pos) {
    int a = pos->king[0], b = pos->king[1];
    if (a == NO_SQ || b == NO_SQ || pos->profile->game == BR_GAME_MAKRUK) return false;
    int w = pos->t->width;
    if (pos->t->file[a] != pos->t->file[b]) return false;
    int lo = a < b ? a : b, hi = a < b ? b : a;
    for (int s = lo + w; s < hi; s += w)
        if (pos->board[s]) return false;
    return true;
}

/* The janggi ends that stop a game at once (RULES §3.4, §3.6): two passes in a row, and a
 * face-off that outlived the half-move after it. Returns the reason's code or 0. */
int immediate_end(const Position *pos) {
    const BrProfile *p = pos->profile;
    if (p->double_pass_end != BR_END_NONE && pos->pass_run >= 2) return END_DOUBLE_PASS;
    if (p->bikjang_end != BR_END_NONE && pos->facing_before && generals_facing(pos))
        return END_BIKJANG;
    return 0;
}
