/* tables.c — per-profile geometry: leaper steps with their blocking points, their reverse
 * (who attacks a point), rays, promotion zones and allowed points, so that move generation is
 * table walks rather than geometry. */
#include <stdlib.h>
#include <string.h>
#include "internal.h"

typedef struct Geometry {
    int width, height;
    BrGameKind game;
} Geometry;

static bool on_board(const Geometry *g, int f, int r) {
    return f >= 0 && f < g->width && r >= 0 && r < g->height;
}
static int square_of(const Geometry *g, int f, int r) { return r * g->width + f; }

/* Palace of colour c (xiangqi and janggi): files d-f, ranks 1-3 or 8-10. */
static bool in_palace(const Geometry *g, int c, int f, int r) {
    if (g->game == BR_GAME_MAKRUK || f < 3 || f > 5) return false;
    return c == BR_WHITE ? r <= 2 : r >= g->height - 3;
}
static bool is_palace_centre(const Geometry *g, int f, int r) {
    return f == 4 && (r == 1 || r == g->height - 2) && g->game != BR_GAME_MAKRUK;
}
/* A diagonal step lies on a drawn palace line when both ends are in one palace and one end is
 * its centre. */
static bool palace_diagonal_step(const Geometry *g, int f, int r, int df, int dr) {
    int tf = f + df, tr = r + dr;
    bool same_palace = (in_palace(g, BR_WHITE, f, r) && in_palace(g, BR_WHITE, tf, tr)) ||
                       (in_palace(g, BR_BLACK, f, r) && in_palace(g, BR_BLACK, tf, tr));
    return same_palace && (is_palace_centre(g, f, r) || is_palace_centre(g, tf, tr));
}

static const int dir_df[DIR_NB] = { 0, 0, 1, -1, 1, -1, 1, -1 };
static const int dir_dr[DIR_NB] = { 1, -1, 0, 0, 1, 1, -1, -1 };

static void add_step(Tables *t, int pi, int from, int to, int b1, int b2, int mode) {
    int n = t->step_count[pi][from]++;
    t->steps[pi][from][n] = (Step){ (uint8_t)to, (uint8_t)b1, (uint8_t)b2, (uint8_t)mode };
}

/* Leaper steps of one piece (type, colour) from (f, r), one function per kind of mover. */

/* General and advisor: one step, inside the palace in xiangqi and janggi. */
static void general_steps(Tables *t, const Geometry *g, int type, int c, int f, int r) {
    int pi = PIECE(type, c), from = square_of(g, f, r);
    bool janggi = g->game == BR_GAME_JANGGI, makruk = g->game == BR_GAME_MAKRUK;
    for (int d = 0; d < DIR_NB; d++) {
        int tf = f + dir_df[d], tr = r + dir_dr[d];
        if (!on_board(g, tf, tr)) continue;
        bool diagonal = d >= DIR_NE;
        bool ok;
        if (makruk) ok = type == BR_KING || diagonal;
        else if (!in_palace(g, c, tf, tr) || !in_palace(g, c, f, r)) ok = false;
        else if (janggi) ok = !diagonal || palace_diagonal_step(g, f, r, dir_df[d], dir_dr[d]);
        else ok = (type == BR_KING) != diagonal &&
                  (!diagonal || palace_diagonal_step(g, f, r, dir_df[d], dir_dr[d]));
        if (ok) add_step(t, pi, from, square_of(g, tf, tr), NO_SQ, NO_SQ, STEP_BOTH);
    }
}

static void elephant_steps(Tables *t, const Geometry *g, int c, int f, int r) {
    int pi = PIECE(BR_ELEPHANT, c), from = square_of(g, f, r);
    int fwd = c == BR_WHITE ? 1 : -1;
    if (g->game == BR_GAME_MAKRUK) { /* khon: the four diagonals and straight forward */
        for (int d = DIR_NE; d < DIR_NB; d++)
            if (on_board(g, f + dir_df[d], r + dir_dr[d]))
                add_step(t, pi, from, square_of(g, f + dir_df[d], r + dir_dr[d]), NO_SQ, NO_SQ,
                         STEP_BOTH);
        if (on_board(g, f, r + fwd))
            add_step(t, pi, from, square_of(g, f, r + fwd), NO_SQ, NO_SQ, STEP_BOTH);
    } else if (g->game == BR_GAME_JANGGI) { /* one orthogonal, then two diagonal outward */
        for (int o = DIR_N; o <= DIR_W; o++)
            for (int side = -1; side <= 1; side += 2) {
                int of = dir_df[o], orr = dir_dr[o];
                int df = of ? of : side, dr = orr ? orr : side;
                int f1 = f + of, r1 = r + orr, f2 = f1 + df, r2 = r1 + dr;
                int tf = f2 + df, tr = r2 + dr;
                if (!on_board(g, tf, tr)) continue;
                add_step(t, pi, from, square_of(g, tf, tr), square_of(g, f1, r1),
                         square_of(g, f2, r2), STEP_BOTH);
            }
    } else { /* xiangqi: two diagonal, eye in between, own side of the river */
        for (int d = DIR_NE; d < DIR_NB; d++) {
            int tf = f + 2 * dir_df[d], tr = r + 2 * dir_dr[d];
            if (!on_board(g, tf, tr)) continue;
            if (c == BR_WHITE ? tr > 4 : tr < 5) continue;
            add_step(t, pi, from, square_of(g, tf, tr),
                     square_of(g, f + dir_df[d], r + dir_dr[d]), NO_SQ, STEP_BOTH);
        }
    }
}

static void horse_steps(Tables *t, const Geometry *g, int c, int f, int r) {
    int pi = PIECE(BR_HORSE, c), from = square_of(g, f, r);
    for (int o = DIR_N; o <= DIR_W; o++)
        for (int side = -1; side <= 1; side += 2) {
            int of = dir_df[o], orr = dir_dr[o];
            int tf = f + 2 * of + (of ? 0 : side), tr = r + 2 * orr + (orr ? 0 : side);
            if (!on_board(g, tf, tr)) continue;
            int leg = g->game == BR_GAME_MAKRUK ? NO_SQ : square_of(g, f + of, r + orr);
            add_step(t, pi, from, square_of(g, tf, tr), leg, NO_SQ, STEP_BOTH);
        }
}

static void soldier_steps(Tables *t, const Geometry *g, const BrProfile *p, int c, int f, int r) {
    int pi = PIECE(BR_SOLDIER, c), from = square_of(g, f, r);
    int fwd = c == BR_WHITE ? 1 : -1;
    bool janggi = g->game == BR_GAME_JANGGI;
    if (g->game == BR_GAME_MAKRUK) {
        if (on_board(g, f, r + fwd))
            add_step(t, pi, from, square_of(g, f, r + fwd), NO_SQ, NO_SQ, STEP_QUIET);
        for (int s = -1; s <= 1; s += 2)
            if (on_board(g, f + s, r + fwd))
                add_step(t, pi, from, square_of(g, f + s, r + fwd), NO_SQ, NO_SQ, STEP_CAPTURE);
        return;
    }
    if (on_board(g, f, r + fwd))
        add_step(t, pi, from, square_of(g, f, r + fwd), NO_SQ, NO_SQ, STEP_BOTH);
    bool crossed = c == BR_WHITE ? r >= 5 : r <= 4;
    if (janggi || crossed)
        for (int s = -1; s <= 1; s += 2)
            if (on_board(g, f + s, r))
                add_step(t, pi, from, square_of(g, f + s, r), NO_SQ, NO_SQ, STEP_BOTH);
    if (janggi && (p->palace_diagonals & BR_DIAG_SOLDIER))
        for (int s = -1; s <= 1; s += 2)
            if (on_board(g, f + s, r + fwd) && palace_diagonal_step(g, f, r, s, fwd))
                add_step(t, pi, from, square_of(g, f + s, r + fwd), NO_SQ, NO_SQ, STEP_BOTH);
}

static void build_rays(Tables *t, const Geometry *g) {
    memset(t->direction, DIR_NB, sizeof t->direction);
    for (int r = 0; r < g->height; r++)
        for (int f = 0; f < g->width; f++) {
            int s = square_of(g, f, r);
            for (int d = 0; d < DIR_NB; d++) {
                int n = 0, cf = f, cr = r;
                for (;;) {
                    int nf = cf + dir_df[d], nr = cr + dir_dr[d];
                    if (!on_board(g, nf, nr)) break;
                    if (d >= DIR_NE && !palace_diagonal_step(g, cf, cr, dir_df[d], dir_dr[d]))
                        break;
                    t->ray[s][d][n++] = (uint8_t)square_of(g, nf, nr);
                    set_add(&t->ray_set[s][d], square_of(g, nf, nr));
                    cf = nf, cr = nr;
                }
                for (int i = 0; i < n; i++) t->direction[s][t->ray[s][d][i]] = (uint8_t)d;
                t->ray_len[s][d] = (uint8_t)n;
                if (n) t->ray_dirs[s] |= (uint8_t)(1u << d);
            }
        }
}

/* Points a piece may ever stand on: the tightest set that holds in every legal game. */
static bool allowed_point(const Geometry *g, int type, int c, int f, int r) {
    int own_rank = c == BR_WHITE ? r : g->height - 1 - r; /* rank counted from its own side */
    switch (g->game) {
    case BR_GAME_MAKRUK:
        return type != BR_SOLDIER || (own_rank >= 2 && own_rank <= 4);
    case BR_GAME_JANGGI:
        if (type == BR_KING || type == BR_ADVISOR) return in_palace(g, c, f, r);
        if (type == BR_SOLDIER) return own_rank >= 3;
        return true;
    case BR_GAME_XIANGQI:
        if (type == BR_KING) return in_palace(g, c, f, r);
        if (type == BR_ADVISOR) return in_palace(g, c, f, r) && (f + own_rank) % 2 == 1;
        if (type == BR_ELEPHANT)
            return own_rank <= 4 && own_rank % 2 == 0 && (f + own_rank) % 4 == 2;
        if (type == BR_SOLDIER) return own_rank >= 5 || (own_rank >= 3 && f % 2 == 0);
        return true;
    }
    return true;
}

static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The tables are built when the first game of a geometry is made, so their loops stay small
 * and apart: big loop bodies would make V8 recompile the builder while a page starts. */

/* Steps of each leaper from every point it may stand on (it never stands elsewhere: FEN
 * validation refuses it, and no move leads there), and the points each piece may stand on. */
static void build_leapers(Tables *t, const Geometry *g, const BrProfile *p) {
    for (int c = 0; c < 2; c++)
        for (int type = BR_KING; type <= BR_SOLDIER; type++)
            for (int r = 0; r < g->height; r++)
                for (int f = 0; f < g->width; f++) {
                    bool allowed = allowed_point(g, type, c, f, r) &&
                                   (g->game != BR_GAME_MAKRUK || type != BR_CANNON);
                    t->allowed[PIECE(type, c)][square_of(g, f, r)] = allowed;
                    if (!allowed) continue;
                    switch (type) {
                    case BR_KING:
                    case BR_ADVISOR: general_steps(t, g, type, c, f, r); break;
                    case BR_ELEPHANT: elephant_steps(t, g, c, f, r); break;
                    case BR_HORSE: horse_steps(t, g, c, f, r); break;
                    case BR_SOLDIER: soldier_steps(t, g, p, c, f, r); break;
                    default: break; /* chariots and cannons slide: rays, not steps */
                    }
                }
}

/* The leaper steps reversed (captures only): who can capture on each point, and from where. */
static void build_attackers(Tables *t) {
    for (int pi = 0; pi < 16; pi++)
        for (int from = 0; from < t->squares; from++)
            for (int i = 0; i < t->step_count[pi][from]; i++) {
                const Step *s = &t->steps[pi][from][i];
                if (!(s->mode & STEP_CAPTURE)) continue;
                LeaperLink *link = &t->leaper_link[from][s->to];
                link->pieces |= (uint16_t)(1u << pi);
                link->block1 = s->block1, link->block2 = s->block2;
                int c = BR_PIECE_COLOR(pi), n = t->leaper_attacker_count[c][s->to]++;
                Attacker a = { (uint8_t)from, s->block1, s->block2, (uint8_t)pi };
                t->leaper_attackers[c][s->to][n] = a;
                set_add(&t->leaper_origins[c][s->to], from);
                if (a.block1 == NO_SQ) continue; /* a subset of the list above: it fits */
                t->legged_attackers[c][s->to][t->legged_attacker_count[c][s->to]++] = a;
                set_add(&t->legged_origins[c][s->to], from);
                t->legged_piece[pi] = true;
            }
}

/* Where each piece index could move from each point: a leaper's step ends, a slider's lines. */
static void build_reach(Tables *t) {
    for (int pi = 0; pi < 16; pi++)
        for (int from = 0; from < t->squares; from++) {
            int type = BR_PIECE_TYPE(pi);
            if (type == BR_CHARIOT || type == BR_CANNON) t->reach[pi][from] = t->lines[from];
            for (int i = 0; i < t->step_count[pi][from]; i++)
                set_add(&t->reach[pi][from], t->steps[pi][from][i].to);
        }
}

/* A soldier's step into its promotion zone promotes: generation reads the flag off the step. */
static void mark_promotions(Tables *t) {
    for (int c = 0; c < 2; c++)
        for (int from = 0; from < t->squares; from++) {
            int pi = PIECE(BR_SOLDIER, c);
            for (int i = 0; i < t->step_count[pi][from]; i++)
                if (t->promotes[c][t->steps[pi][from][i].to])
                    t->steps[pi][from][i].mode |= STEP_PROMOTES;
        }
}

static void build_lines(Tables *t) {
    uint8_t dirs = t->slider_dirs[BR_CHARIOT] | t->slider_dirs[BR_CANNON];
    for (int s = 0; s < t->squares; s++)
        for (int d = 0; d < DIR_NB; d++)
            if (dirs >> d & 1)
                for (int i = 0; i < t->ray_len[s][d]; i++) set_add(&t->lines[s], t->ray[s][d][i]);
}

static void build_zobrist(Tables *t) {
    uint64_t seed = 0x5EED0F7AB1E5ull;
    for (int pc = 0; pc < 32; pc++)
        for (int s = 0; s < BR_MAX_SQUARES; s++) t->zobrist[pc][s] = splitmix64(&seed);
    t->zobrist_side = splitmix64(&seed);
}

void tables_build(Tables *t, const BrProfile *p) {
    memset(t, 0, sizeof *t);
    Geometry g = { p->game == BR_GAME_MAKRUK ? 8 : 9, p->game == BR_GAME_MAKRUK ? 8 : 10, p->game };
    t->width = g.width, t->height = g.height, t->squares = g.width * g.height;
    build_leapers(t, &g, p);
    build_attackers(t);
    build_rays(t, &g);
    uint8_t orthogonal = 1 << DIR_N | 1 << DIR_S | 1 << DIR_E | 1 << DIR_W;
    uint8_t diagonal = 1 << DIR_NE | 1 << DIR_NW | 1 << DIR_SE | 1 << DIR_SW;
    bool janggi = g.game == BR_GAME_JANGGI;
    t->slider_dirs[BR_CHARIOT] =
        orthogonal | (janggi && (p->palace_diagonals & BR_DIAG_CHARIOT) ? diagonal : 0);
    t->slider_dirs[BR_CANNON] = g.game == BR_GAME_MAKRUK ? 0 :
        orthogonal | (janggi && (p->palace_diagonals & BR_DIAG_CANNON) ? diagonal : 0);
    build_lines(t);
    for (int s = 0; s < t->squares; s++) {
        t->file[s] = (uint8_t)(s % g.width);
        t->rank[s] = (uint8_t)(s / g.width);
    }
    if (g.game == BR_GAME_MAKRUK)
        for (int s = 0; s < t->squares; s++) {
            t->promotes[BR_WHITE][s] = s / g.width >= 5;
            t->promotes[BR_BLACK][s] = s / g.width <= 2;
        }
    mark_promotions(t);
    build_reach(t);
    build_zobrist(t);
}

/* Tables are shared by every profile with the same geometry-relevant choices; built on first
 * use and kept for the life of the process (a handful at most). */
typedef struct CacheEntry {
    BrGameKind game;
    unsigned diagonals;
    Tables *tables;
} CacheEntry;

const Tables *tables_for(const BrProfile *p) {
    static CacheEntry cache[16];
    static int used;
    unsigned diagonals = p->game == BR_GAME_JANGGI ? p->palace_diagonals & 7 : 0;
    for (int i = 0; i < used; i++)
        if (cache[i].game == p->game && cache[i].diagonals == diagonals) return cache[i].tables;
    if (used == (int)(sizeof cache / sizeof cache[0])) return NULL; /* cannot happen: 3 x 8 */
    Tables *t = malloc(sizeof *t);
    if (!t) return NULL;
    BrProfile key = *p;
    key.palace_diagonals = diagonals;
    tables_build(t, &key);
    cache[used++] = (CacheEntry){ p->game, diagonals, t };
    return t;
}
