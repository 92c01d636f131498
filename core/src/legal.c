/* legal.c — which pseudo-legal moves are legal: the mover's general is not left attacked, and
 * the profile's facing rules hold (flying general; bikjang answered).
 *
 * Most moves cannot change whether the general is attacked. When it is neither in check nor
 * facing, a move by another piece can expose it only through a point of its king zone (below),
 * and then only along the line through that point or by a leaper whose leg or eye it freed; so
 * only those moves are tried on the board, and only those attacks are looked at. */
#include <string.h>
#include "internal.h"

/* A pass, knowing whether the side to move is in check, or in a face-off it must answer as it
 * would a check (RULES §3.2: a pass keeps the generals facing, so it answers neither). */
static bool pass_allowed(const Position *pos, bool check) {
    if (!pos->profile->pass || pos->king[pos->side] == NO_SQ) return false;
    if (pos->setup_pending >> pos->side & 1) return false;
    /* in a face-off the pass is the way out even in check, because it ends the game */
    if (pass_in_face_off_ends_game(pos->profile) && generals_facing(pos))
        return true;
    return !check;
}

/* A setup swap is legal when it leaves the mover's general unattacked (and, where generals must
 * not face, not facing): a custom start may put an attacker behind a swapped piece. */
static bool setup_is_legal(Position *pos, BrMove m) {
    int us = pos->side;
    Undo u;
    make_move(pos, m, &u);
    bool legal = pos->king[us] == NO_SQ || !square_attacked(pos, pos->king[us], us ^ 1);
    if (legal && pos->profile->flying_general) legal = !generals_facing(pos);
    unmake_move(pos, &u);
    return legal;
}

bool can_pass(const Position *pos) {
    bool answer = pos->profile->bikjang == BR_BIKJANG_ANSWER && generals_facing(pos);
    return pass_allowed(pos, answer || in_check(pos));
}

/* The king zone of a general: the points where a move by another piece can change whether the
 * general is attacked or faces the enemy general. On each line from the general, the first
 * occupants decide its attacks: a chariot (or the general, where generals must not face) attacks
 * when it is first, a cannon when it is second. A move empties one point and fills one, so after
 * it the first occupant is one of the first two before or the mover, and the second one of the
 * first three or the mover: a line matters only up to the farthest of those that is an enemy
 * chariot, cannon or general. The zone also holds the legs and eyes of enemy leapers placed to
 * attack the general. A move that leaves no zone point and enters no line point changes nothing.
 * Scanning the lines also tells whether the general is in check. */
typedef struct KingZone {
    SquareSet line, leg;
    SquareSet from; /* line | leg: the points whose leaving needs a look */
    /* The points of `line` whose filling needs a look: those before an enemy cannon, where a
     * piece that lands may become its screen. Landing anywhere else on a line only blocks it. */
    SquareSet land;
    /* In check: how many pieces give it; where another piece's move must land to answer the
     * only one (take the checker, stand between, or block its leg or eye); and the screen of a
     * checking cannon, which answers by leaving (NO_SQ: none). */
    int checkers;
    SquareSet evade;
    int screen;
} KingZone;

/* The points of the ray from `from` in direction d up to `upto` (included): the ray less the
 * ray beyond `upto` (a ray from a point of it runs on along the same points). */
static inline SquareSet ray_upto(const Tables *t, int from, int d, int upto) {
    const SquareSet *ray = &t->ray_set[from][d], *beyond = &t->ray_set[upto][d];
    return (SquareSet){ { ray->w[0] & ~beyond->w[0], ray->w[1] & ~beyond->w[1] } };
}

/* A check along direction d from the general on `king` by the piece on `checker` (NO_SQ: none):
 * counted, and the points up to the checker answer it. */
static inline void add_line_check(const Tables *t, KingZone *z, int king, int d, int checker) {
    if (checker == NO_SQ) return;
    z->checkers++;
    SquareSet path = ray_upto(t, king, d, checker);
    z->evade = sets_or(&z->evade, &path);
}

/* Scans the lines and leapers around the general on `king`; returns whether it is in check.
 * A line's first occupants are read off the occupied sets, so its empty points are not walked. */
static bool king_zone(const Position *pos, int king, int them, KingZone *z) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    uint8_t chariot = PIECE(BR_CHARIOT, them), cannon = PIECE(BR_CANNON, them);
    uint8_t general = PIECE(BR_KING, them);
    z->line = z->leg = z->evade = z->land = (SquareSet){ { 0, 0 } };
    z->checkers = 0;
    z->screen = NO_SQ;
    unsigned general_dirs = pos->profile->flying_general ? 1u << DIR_N | 1u << DIR_S : 0;
    unsigned dirs = (t->slider_dirs[BR_CHARIOT] | t->slider_dirs[BR_CANNON] | general_dirs) &
                    t->ray_dirs[king];
    SquareSet all = sets_or(&pos->occupied[0], &pos->occupied[1]);
    /* only a line that holds an enemy chariot, cannon or (facing) general matters */
    SquareSet enemy = pos->sliders[them];
    if (general_dirs && pos->king[them] != NO_SQ) set_add(&enemy, pos->king[them]);
    for (; dirs; dirs &= dirs - 1) {
        int d = lowest_bit(dirs);
        if (!sets_meet(&t->ray_set[king][d], &enemy)) continue;
        bool by_chariot = t->slider_dirs[BR_CHARIOT] >> d & 1;
        bool by_cannon = t->slider_dirs[BR_CANNON] >> d & 1;
        bool by_general = general_dirs >> d & 1;
        SquareSet on = sets_and(&t->ray_set[king][d], &all);
        Occupants o = set_occupants(on, d, true);
        int third = NO_SQ;
        if (o.second != NO_SQ) {
            set_remove(&on, o.first);
            set_remove(&on, o.second);
            third = set_nearest(&on, d);
        }
        /* One look at each of the first three occupants: whether it checks by the line rule
         * (line_attacks' test, here fused with the zone's: a chariot first and a cannon over it
         * give two checks), and the zone's part of the line (above): up to the farthest enemy
         * among them that a move could make attack or face. */
        const int seen[3] = { o.first, o.second, third };
        int last = NO_SQ, cannon_at = NO_SQ;
        for (int i = 0; i < 3 && seen[i] != NO_SQ; i++) {
            uint8_t p = b[seen[i]] & 15;
            if (i < 2 && ((by_chariot && p == chariot) || (by_general && p == general))) {
                last = seen[i];
                if (p == chariot && i == line_screens(BR_CHARIOT))
                    add_line_check(t, z, king, d, seen[i]);
            } else if (by_cannon && p == cannon) {
                last = cannon_at = seen[i];
                if (i == line_screens(BR_CANNON) && line_may_take(pos, BR_CANNON, o, king)) {
                    add_line_check(t, z, king, d, seen[i]);
                    z->screen = o.first;
                }
            }
        }
        if (last == NO_SQ) continue;
        SquareSet path = ray_upto(t, king, d, last);
        z->line = sets_or(&z->line, &path);
        if (cannon_at == NO_SQ) continue;
        path = ray_upto(t, king, d, cannon_at);
        z->land = sets_or(&z->land, &path);
    }
    if (sets_meet(&t->leaper_origins[them][king], &pos->occupied[them])) {
        const Attacker *a = t->leaper_attackers[them][king];
        for (int i = 0, n = t->leaper_attacker_count[them][king]; i < n; i++) {
            if ((b[a[i].from] & 15) != a[i].piece) continue;
            bool open = true;
            if (a[i].block1 != NO_SQ) { set_add(&z->leg, a[i].block1); open &= !b[a[i].block1]; }
            if (a[i].block2 != NO_SQ) { set_add(&z->leg, a[i].block2); open &= !b[a[i].block2]; }
            if (!open) continue;
            z->checkers++;
            set_add(&z->evade, a[i].from);
            if (a[i].block1 != NO_SQ) set_add(&z->evade, a[i].block1);
            if (a[i].block2 != NO_SQ) set_add(&z->evade, a[i].block2);
        }
    }
    z->from = (SquareSet){ { z->line.w[0] | z->leg.w[0], z->line.w[1] | z->leg.w[1] } };
    return z->checkers > 0;
}

/* Is the general on `k` attacked after a move from -> to by another piece, the general having
 * been safe before it? Only the lines through the move's ends and the leapers whose leg or eye
 * was `from` can have changed. */
static bool exposed(const Position *pos, int k, int them, const KingZone *z, int from, int to) {
    bool line_from = set_has(&z->line, from), line_to = set_has(&z->line, to);
    const uint8_t *dir = pos->t->direction[k];
    if (line_from && line_attacked(pos, k, dir[from], them)) return true;
    bool same_line = line_from && dir[from] == dir[to];
    if (line_to && !same_line && line_attacked(pos, k, dir[to], them)) return true;
    return set_has(&z->leg, from) && leaper_attacked(pos, k, them);
}

/* Plays a normal move on the board alone (no key, clocks or history), checks the mover's
 * general and the facing rule, and puts everything back. With a zone (the general safe and not
 * facing before a move by another piece), only the attacks the move can open are looked at. */
static bool board_test(Position *pos, BrMove m, bool facing_rule, const KingZone *z) {
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m), us = pos->side, them = us ^ 1;
    uint8_t *b = pos->board;
    uint8_t piece = b[from], captured = b[to];
    uint8_t king_us = pos->king[us], king_them = pos->king[them];
    /* a Ply Yard face-off may be answered by taking the piece that opened it */
    if (facing_rule && !pos->profile->flying_general && pos->profile->bikjang == BR_BIKJANG_ANSWER &&
        to == pos->last_to)
        facing_rule = false;
    /* with a zone, the generals can come to face only when a piece leaves the line between */
    if (z && !set_has(&z->line, from)) facing_rule = false;
    b[from] = 0;
    b[to] = BR_MOVE_KIND(m) == BR_MOVE_PROMOTION
                ? (uint8_t)(PIECE(BR_ADVISOR, us) | BR_PIECE_PROMOTED) : piece;
    if (BR_PIECE_TYPE(piece) == BR_KING) pos->king[us] = (uint8_t)to;
    if (captured && BR_PIECE_TYPE(captured) == BR_KING) pos->king[them] = NO_SQ;
    int k = pos->king[us];
    bool attacked = k != NO_SQ && (z ? exposed(pos, k, them, z, from, to)
                                     : square_attacked(pos, k, them));
    bool legal = !attacked && !(facing_rule && generals_facing(pos));
    b[from] = piece;
    b[to] = captured;
    pos->king[us] = king_us;
    pos->king[them] = king_them;
    return legal;
}

/* The facing rule that applies to every move from this position: the generals must not face
 * after it (flying general, or a face-off that must be answered). */
static bool must_not_face(const Position *pos, bool *facing_before) {
    const BrProfile *p = pos->profile;
    bool answer_rule = p->bikjang == BR_BIKJANG_ANSWER || p->bikjang == BR_BIKJANG_STANDARD;
    *facing_before = answer_rule && generals_facing(pos);
    return p->flying_general || *facing_before;
}

bool move_is_legal_after_pseudo(Position *pos, BrMove m) {
    int kind = BR_MOVE_KIND(m);
    if (kind == BR_MOVE_SETUP) return setup_is_legal(pos, m);
    if (kind == BR_MOVE_PASS) return can_pass(pos);
    bool facing_before;
    return board_test(pos, m, must_not_face(pos, &facing_before), NULL);
}

/* The moves of the pieces other than the general that may be legal, filtered in place: those
 * that touch the general's zone are tried on the board (with the zone: only the attacks the move
 * can open are looked at) and the rest are legal. In a single check (the evasions), only the
 * moves that land where they answer it, or move a checking cannon's screen away, are kept or
 * tried: such a move takes the checker, or blocks its line, leg or eye, or (the screen) is
 * tried, so the zone's look at the lines through the move's ends still decides. */
static int filter_other_moves(Position *pos, BrMove *out, int n, const KingZone *z, bool check,
                              bool facing_rule) {
    int k = 0;
    if (!check && !(z->from.w[0] | z->from.w[1])) return n;
    for (int i = 0; i < n; i++) {
        BrMove m = out[i];
        int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
        if (check && !set_has(&z->evade, to) && from != z->screen) continue;
        if ((!set_has(&z->from, from) && !set_has(&z->land, to)) || board_test(pos, m, facing_rule, z))
            out[k++] = m;
    }
    return k;
}

/* In a single check, the pieces of `pieces` whose moves may answer it: those that could land
 * where a move answers (their reach meets the zone's `evade`), and a checking cannon's screen.
 * The others' moves would all be filtered out: they are not generated. */
static SquareSet evading_pieces(const Position *pos, SquareSet pieces, const KingZone *z) {
    const Tables *t = pos->t;
    SquareSet out = { { 0, 0 } };
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = pieces.w[w]; bits; bits &= bits - 1) {
            int s = w * 64 + lowest_bit(bits);
            if (s == z->screen || sets_meet(&t->reach[PIECE_INDEX(pos->board[s])][s], &z->evade))
                set_add(&out, s);
        }
    return out;
}

/* The points of `s` below `sq`. */
static SquareSet points_below(SquareSet s, int sq) {
    if (sq < 64) {
        s.w[0] &= (1ull << sq) - 1;
        s.w[1] = 0;
    } else {
        s.w[1] &= (1ull << (sq - 64)) - 1;
    }
    return s;
}

/* Whether a general stepping from -> to faces the enemy general (of side `them`): the same file, and
 * nothing between but the point it left (read off the occupied sets, which still hold it). */
static inline bool faces_after_step(const Position *pos, int from, int to, int them) {
    const Tables *t = pos->t;
    int other = pos->king[them];
    if (other == NO_SQ || t->file[to] != t->file[other]) return false;
    int lo = to < other ? to : other, hi = to < other ? other : to; /* numbered upward */
    SquareSet between = sets_and(&t->ray_set[lo][DIR_N], &t->ray_set[hi][DIR_S]);
    SquareSet all = sets_or(&pos->occupied[0], &pos->occupied[1]);
    set_remove(&all, from);
    return !sets_meet(&between, &all);
}

/* How many steps of the general on `from` are legal (perft's last ply: none written), in check
 * or not, with no face-off to answer (so board_test's exception for answering one cannot apply):
 * a step is legal when its new point is not attacked with its old one empty and, under the
 * flying-general rule, the generals do not face after it. The steps are read off the table and
 * tried in place: the general's tries are a quarter of the cost of sparse xiangqi positions. */
PERFT_ONLY static int count_general_steps(Position *pos, int from, bool facing_rule) {
    const Tables *t = pos->t;
    uint8_t *b = pos->board;
    int us = pos->side, n = 0;
    uint8_t general = b[from];
    const Step *s = t->steps[PIECE_INDEX(general)][from];
    for (int i = 0, c = t->step_count[PIECE_INDEX(general)][from]; i < c; i++) {
        if (!step_playable(b, us, &s[i])) continue;
        int to = s[i].to;
        uint8_t captured = b[to];
        if (captured && BR_PIECE_TYPE(captured) == BR_KING) {
            n += board_test(pos, BR_MOVE(from, to, BR_MOVE_NORMAL), facing_rule, NULL);
            continue;
        }
        b[from] = 0;
        b[to] = general;
        n += !square_attacked_without(pos, from, to, us ^ 1) &&
             !(facing_rule && faces_after_step(pos, from, to, us ^ 1));
        b[from] = general;
        b[to] = captured;
    }
    return n;
}

/* The legal moves' count, but the general's, with the general safe (on the board, not in check,
 * no face-off to answer). The moves of pieces off its zone that cannot land where they could
 * screen a cannon (the zone's `land`) are all legal, and counted in bulk (count_moves_of); the
 * others are listed and filtered. */
PERFT_ONLY static int count_when_safe(Position *pos, BrMove *scratch, const KingZone *z, bool facing_rule) {
    /* no face-off to answer: facing_rule is the flying-general rule */
    int us = pos->side, king = pos->king[us];
    SquareSet free = pos->occupied[us], on_zone = sets_and(&free, &z->from), general = { { 0, 0 } };
    set_add(&general, king);
    for (int w = 0; w < 2; w++) free.w[w] &= ~(on_zone.w[w] | general.w[w]);
    BrMove *listed = scratch;
    int k = count_moves_of(pos, free, &z->land, &listed);
    listed += generate_moves_of(pos, on_zone, listed);
    k += filter_other_moves(pos, scratch, (int)(listed - scratch), z, false, facing_rule);
    return k;
}

/* Pseudo-legal moves are written to `out` and filtered in place (with `count_only`, `out` is
 * scratch and only the count is exact). With the general on the board, no face-off to answer and
 * at most one check, the general's moves are tried on the board (counted in place:
 * count_general_steps) and the others filtered by its zone (filter_other_moves;
 * count_when_safe); otherwise every move is tried. */
static int legal_moves(Position *pos, BrMove *out, bool count_only) {
    if (end_stops_moves(pos)) return 0;
    int us = pos->side, king = pos->king[us], k = 0;
    if (pos->setup_pending >> us & 1) { /* setup turns: only swaps, rarely more than four */
        int n = generate_pseudo(pos, out);
        for (int i = 0; i < n; i++)
            if (setup_is_legal(pos, out[i])) out[k++] = out[i];
        return k;
    }
    bool facing_before, facing_rule = must_not_face(pos, &facing_before);
    KingZone zone;
    bool check = king != NO_SQ && king_zone(pos, king, us ^ 1, &zone);
    if (king == NO_SQ || facing_before || zone.checkers > 1) {
        int n = generate_pseudo(pos, out);
        for (int i = 0; i < n; i++)
            if (board_test(pos, out[i], facing_rule, NULL)) out[k++] = out[i];
    } else if (!check && count_only) {
        k = count_when_safe(pos, out, &zone, facing_rule);
    } else {
        /* the pieces below the general, its own moves, the pieces above: the order of a plain
         * walk over the board, so that lists stay as they were */
        SquareSet below = points_below(pos->occupied[us], king), above = pos->occupied[us];
        set_remove(&above, king);
        for (int w = 0; w < 2; w++) above.w[w] &= ~below.w[w];
        if (check) {
            below = evading_pieces(pos, below, &zone);
            above = evading_pieces(pos, above, &zone);
        }
        k = filter_other_moves(pos, out, generate_moves_of(pos, below, out), &zone, check,
                               facing_rule);
        if (!count_only) { /* the general's moves, each tried on the board (counted below) */
            BrMove *own = out + k;
            SquareSet general = { { 0, 0 } };
            set_add(&general, king);
            for (int i = 0, g = generate_moves_of(pos, general, own); i < g; i++) {
                BrMove m = own[i];
                if (board_test(pos, m, facing_rule, NULL)) out[k++] = m;
            }
        }
        k += filter_other_moves(pos, out + k, generate_moves_of(pos, above, out + k), &zone, check,
                                facing_rule);
    }
    /* counted apart, in check or not: one call (inlined natively; out of line in wasm: PERFT_ONLY) */
    if (count_only && king != NO_SQ && !facing_before && zone.checkers <= 1)
        k += count_general_steps(pos, king, facing_rule);
    bool answer = facing_before && pos->profile->bikjang == BR_BIKJANG_ANSWER;
    if (pass_allowed(pos, check || answer)) out[k++] = BR_MOVE(king, king, BR_MOVE_PASS);
    return k;
}

int generate_legal(Position *pos, BrMove *out) { return legal_moves(pos, out, false); }

int count_legal(Position *pos, BrMove *scratch) { return legal_moves(pos, scratch, true); }
