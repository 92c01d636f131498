/* movegen.c — pseudo-legal generation from the tables. */
#include "internal.h"

static BrMove *add_leaper_moves(const Position *pos, int from, uint8_t piece, BrMove *out) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    int pi = PIECE_INDEX(piece), us = pos->side;
    const Step *s = t->steps[pi][from];
    for (int i = 0, n = t->step_count[pi][from]; i < n; i++) {
        if (!step_playable(b, us, &s[i])) continue;
        int kind = s[i].mode & STEP_PROMOTES ? BR_MOVE_PROMOTION : BR_MOVE_NORMAL;
        *out++ = BR_MOVE(from, s[i].to, kind);
    }
    return out;
}

/* How many moves add_leaper_moves would write (counted, not written: perft's last ply). */
static int count_leaper_moves(const Position *pos, int from, uint8_t piece) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    int pi = PIECE_INDEX(piece), us = pos->side, n = 0;
    const Step *s = t->steps[pi][from];
    for (int i = 0, c = t->step_count[pi][from]; i < c; i++) n += step_playable(b, us, &s[i]);
    return n;
}

/* A chariot or a cannon: its quiet moves and its capture along each of its directions, as the
 * ray walker (internal.h) reads them. */
static inline BrMove *add_slider_moves(const Position *pos, int from, int type, BrMove *out) {
    const Tables *t = pos->t;
    for (unsigned dirs = t->slider_dirs[type] & t->ray_dirs[from]; dirs; dirs &= dirs - 1) {
        int d = lowest_bit(dirs), n = t->ray_len[from][d];
        const uint8_t *ray = t->ray[from][d];
        Reach r = slider_reach(pos, type, from, ray, n, &out);
        if (r.target != NO_SQ && BR_PIECE_COLOR(pos->board[r.target]) != pos->side)
            *out++ = BR_MOVE(from, r.target, BR_MOVE_NORMAL);
    }
    return out;
}

/* Can the mover swap a horse and an elephant on this wing of its back rank? Only its own
 * horse and elephant swap (a custom start may put other pieces there). */
static bool wing_swappable(const Position *pos, bool right) {
    int us = pos->side, rank = us == BR_WHITE ? 0 : pos->t->height - 1;
    int a = rank * pos->t->width + (right ? 7 : 1), b = a + (right ? -1 : 1);
    uint8_t horse = PIECE(BR_HORSE, us), elephant = PIECE(BR_ELEPHANT, us);
    uint8_t pa = pos->board[a] & 15, pb = pos->board[b] & 15;
    return (pa == horse && pb == elephant) || (pa == elephant && pb == horse);
}

static BrMove *add_setup_moves(const Position *pos, BrMove *out) {
    int k = pos->king[pos->side];
    bool left = wing_swappable(pos, false), right = wing_swappable(pos, true);
    for (int mask = 0; mask < 4; mask++)
        if ((!(mask & BR_SWAP_LEFT) || left) && (!(mask & BR_SWAP_RIGHT) || right))
            *out++ = BR_MOVE(k, mask, BR_MOVE_SETUP);
    return out;
}

/* How far `to` is from `from` along a ray in direction d (in points). */
static inline int ray_distance(const Tables *t, int from, int to, int d) {
    int gap = d == DIR_E || d == DIR_W ? t->file[to] - t->file[from] : t->rank[to] - t->rank[from];
    return gap < 0 ? -gap : gap;
}

/* How many moves a chariot, or a cannon that slides to move and hops to take, has: on each ray,
 * the empty points before the first occupant, and the capture the line rule names (line_target)
 * when it is the other side's. The occupants come from the occupied sets, so no ray is walked.
 * The moves landing on `listed_on` are written to *listed instead of counted. */
static inline int slider_move_count(const Position *pos, int from, int type, bool listing,
                                    const SquareSet *listed_on, BrMove **listed) {
    const Tables *t = pos->t;
    SquareSet all = sets_or(&pos->occupied[0], &pos->occupied[1]);
    int n = 0, them = pos->side ^ 1;
    for (unsigned dirs = t->slider_dirs[type] & t->ray_dirs[from]; dirs; dirs &= dirs - 1) {
        int d = lowest_bit(dirs);
        Occupants o = set_occupants(sets_and(&t->ray_set[from][d], &all), d, line_screens(type));
        int quiet = o.first == NO_SQ ? t->ray_len[from][d] : ray_distance(t, from, o.first, d) - 1;
        int target = line_target(pos, type, o);
        n += quiet;
        if (target != NO_SQ && set_has(&pos->occupied[them], target)) {
            if (listing && set_has(listed_on, target))
                *(*listed)++ = BR_MOVE(from, target, BR_MOVE_NORMAL);
            else
                n++;
        }
        if (!listing) continue;
        SquareSet hit = sets_and(&t->ray_set[from][d], listed_on);
        if (!(hit.w[0] | hit.w[1])) continue;
        for (int w = 0; w < 2; w++)
            for (uint64_t bits = hit.w[w]; bits; bits &= bits - 1) {
                int to = w * 64 + lowest_bit(bits);
                if (ray_distance(t, from, to, d) > quiet) continue;
                *(*listed)++ = BR_MOVE(from, to, BR_MOVE_NORMAL);
                n--;
            }
    }
    return n;
}

/* The normal moves of the mover's pieces standing on `pieces`. */
int generate_moves_of(const Position *pos, SquareSet pieces, BrMove *out) {
    BrMove *start = out;
    const uint8_t *b = pos->board;
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = pieces.w[w]; bits; bits &= bits - 1) {
            int s = w * 64 + lowest_bit(bits);
            switch (BR_PIECE_TYPE(b[s])) {
            case BR_CHARIOT: out = add_slider_moves(pos, s, BR_CHARIOT, out); break;
            case BR_CANNON: out = add_slider_moves(pos, s, BR_CANNON, out); break;
            default: out = add_leaper_moves(pos, s, b[s], out); break;
            }
        }
    return (int)(out - start);
}

/* How many normal moves the mover's pieces on `pieces` have, leaving out those that may land on
 * `listed_on`: these are written to *listed. Chariots and sliding cannons are counted on the
 * occupied sets (slider_move_count); the other pieces' moves are written to *listed when one
 * of their steps ends on `listed_on`, else counted off their steps (a janggi cannon's written
 * past the list: room for BR_MAX_MOVES is needed). */
int count_moves_of(const Position *pos, SquareSet pieces, const SquareSet *listed_on,
                   BrMove **listed) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    int n = 0;
    bool cannons_slide = pos->profile->cannon == BR_CANNON_XIANGQI;
    bool listing = listed_on->w[0] | listed_on->w[1];
    SquareSet sliders = sets_and(&pieces, &pos->sliders[pos->side]), touching = { { 0, 0 } };
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = sliders.w[w]; bits; bits &= bits - 1) {
            int s = w * 64 + lowest_bit(bits), type = BR_PIECE_TYPE(b[s]);
            if (type == BR_CANNON && !cannons_slide) continue;
            n += listing ? slider_move_count(pos, s, type, true, listed_on, listed)
                         : slider_move_count(pos, s, type, false, listed_on, listed);
            set_remove(&pieces, s);
        }
    if (listing) {
        for (int w = 0; w < 2; w++)
            for (uint64_t bits = pieces.w[w]; bits; bits &= bits - 1) {
                int s = w * 64 + lowest_bit(bits);
                if (sets_meet(&t->reach[PIECE_INDEX(b[s])][s], listed_on)) set_add(&touching, s);
            }
        for (int w = 0; w < 2; w++) pieces.w[w] &= ~touching.w[w];
        *listed += generate_moves_of(pos, touching, *listed);
    }
    for (int w = 0; w < 2; w++) /* the rest: counted, or written past the list and not kept */
        for (uint64_t bits = pieces.w[w]; bits; bits &= bits - 1) {
            int s = w * 64 + lowest_bit(bits), type = BR_PIECE_TYPE(b[s]);
            n += type == BR_CHARIOT || type == BR_CANNON
                     ? (int)(add_slider_moves(pos, s, type, *listed) - *listed)
                     : count_leaper_moves(pos, s, b[s]);
        }
    return n;
}

int generate_pseudo(const Position *pos, BrMove *out) {
    if (pos->setup_pending >> pos->side & 1) return (int)(add_setup_moves(pos, out) - out);
    return generate_moves_of(pos, pos->occupied[pos->side], out);
}
