/* legal.c — which pseudo-legal moves are legal: the mover's general is not left attacked, and
 * the profile's facing rules hold (flying general; bikjang answered).
 *
 * Most moves cannot change whether the general is attacked. When it is neither in check nor
 * facing, a move by another piece can expose it only through a point of its king zone (below),
 * and then only along the line through that point or by a leaper whose leg or eye it freed; so
 * only those moves are tried on the board, and only those attacks are looked at. */
#include <string.h>
#include "internal.h"

/* A pass, knowing whether the side to move is in check. */
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

bool can_pass(const Position *pos) { return pass_allowed(pos, in_check(pos)); }

/* The king zone of a general, given where the enemy stands: on each line from the general, the
 * points up to the farthest enemy piece that could attack along it (a chariot, a cannon, or the
 * general where generals must not face), marked with the line's direction; and the legs and
 * eyes of the enemy leapers placed to attack it. A move that neither leaves nor enters a line
 * point, nor leaves a leg, changes no attack on the general and cannot make the generals face. */
enum { ZONE_LEG = 1, ZONE_LINE = 2, ZONE_DIR_SHIFT = 4 };
typedef struct KingZone {
    uint8_t mark[BR_MAX_SQUARES]; /* ZONE_* bits, and the line's direction << ZONE_DIR_SHIFT */
} KingZone;

static void king_zone(const Position *pos, int king, int them, KingZone *z) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    uint8_t chariot = PIECE(BR_CHARIOT, them), cannon = PIECE(BR_CANNON, them);
    uint8_t general = PIECE(BR_KING, them);
    memset(z->mark, 0, sizeof z->mark);
    for (int d = 0; d < DIR_NB; d++) {
        bool by_chariot = t->slider_dirs[BR_CHARIOT] >> d & 1;
        bool by_cannon = t->slider_dirs[BR_CANNON] >> d & 1;
        bool by_general = pos->profile->flying_general && (d == DIR_N || d == DIR_S);
        if (!by_chariot && !by_cannon && !by_general) continue;
        const uint8_t *ray = t->ray[king][d];
        int last = -1;
        for (int i = 0, n = t->ray_len[king][d]; i < n; i++) {
            uint8_t p = b[ray[i]] & 15;
            if ((by_chariot && p == chariot) || (by_cannon && p == cannon) ||
                (by_general && p == general))
                last = i;
        }
        for (int i = 0; i <= last; i++) z->mark[ray[i]] = (uint8_t)(ZONE_LINE | d << ZONE_DIR_SHIFT);
    }
    const Attacker *a = t->leaper_attackers[them][king];
    for (int i = 0, n = t->leaper_attacker_count[them][king]; i < n; i++) {
        if ((b[a[i].from] & 15) != a[i].piece) continue;
        if (a[i].block1 != NO_SQ) z->mark[a[i].block1] |= ZONE_LEG;
        if (a[i].block2 != NO_SQ) z->mark[a[i].block2] |= ZONE_LEG;
    }
}

/* Is the general on `k` attacked after a move from -> to by another piece, the general having
 * been safe before it? Only the lines through the move's ends and the leapers whose leg or eye
 * was `from` can have changed. */
static bool exposed(const Position *pos, int k, int them, const KingZone *z, int from, int to) {
    int mf = z->mark[from], mt = z->mark[to];
    if ((mf & ZONE_LINE) && line_attacked(pos, k, mf >> ZONE_DIR_SHIFT, them)) return true;
    bool same_line = (mf & ZONE_LINE) && mf >> ZONE_DIR_SHIFT == mt >> ZONE_DIR_SHIFT;
    if ((mt & ZONE_LINE) && !same_line && line_attacked(pos, k, mt >> ZONE_DIR_SHIFT, them))
        return true;
    return (mf & ZONE_LEG) && leaper_attacked(pos, k, them);
}

/* The points of the enemy chariots and cannons: where no line from the general meets one, only
 * leapers can attack it. */
static SquareSet enemy_sliders(const Position *pos, int them) {
    SquareSet sliders = { { 0, 0 } };
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = pos->occupied[them].w[w]; bits; bits &= bits - 1) {
            int s = w * 64 + lowest_bit(bits), type = BR_PIECE_TYPE(pos->board[s]);
            if (type == BR_CHARIOT || type == BR_CANNON) set_add(&sliders, s);
        }
    return sliders;
}

/* Is the general on k attacked? With the enemy sliders known (from before the move tried: a
 * slider it takes still counts, which only costs a look), lines that meet none are skipped. */
static bool general_attacked(const Position *pos, int k, int them, const SquareSet *sliders) {
    if (sliders && !sets_meet(&pos->t->lines[k], sliders)) return leaper_attacked(pos, k, them);
    return square_attacked(pos, k, them);
}

/* Plays a normal move on the board alone (no key, clocks or history), checks the mover's
 * general and the facing rule, and puts everything back. With a zone (the general safe and not
 * facing before a move by another piece), only the attacks the move can open are looked at. */
static bool board_test(Position *pos, BrMove m, bool facing_rule, const KingZone *z,
                       const SquareSet *sliders) {
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m), us = pos->side, them = us ^ 1;
    uint8_t *b = pos->board;
    uint8_t piece = b[from], captured = b[to];
    uint8_t king_us = pos->king[us], king_them = pos->king[them];
    /* a Ply Yard face-off may be answered by taking the piece that opened it */
    if (facing_rule && !pos->profile->flying_general && pos->profile->bikjang == BR_BIKJANG_ANSWER &&
        to == pos->last_to)
        facing_rule = false;
    /* with a zone, the generals can come to face only when a piece leaves the line between */
    if (z && !(z->mark[from] & ZONE_LINE)) facing_rule = false;
    b[from] = 0;
    b[to] = BR_MOVE_KIND(m) == BR_MOVE_PROMOTION
                ? (uint8_t)(PIECE(BR_ADVISOR, us) | BR_PIECE_PROMOTED) : piece;
    if (BR_PIECE_TYPE(piece) == BR_KING) pos->king[us] = (uint8_t)to;
    if (captured && BR_PIECE_TYPE(captured) == BR_KING) pos->king[them] = NO_SQ;
    int k = pos->king[us];
    bool attacked = k != NO_SQ && (z ? exposed(pos, k, them, z, from, to)
                                     : general_attacked(pos, k, them, sliders));
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
    return board_test(pos, m, must_not_face(pos, &facing_before), NULL, NULL);
}

/* Pseudo-legal moves are written to `out` and filtered in place. */
int generate_legal(Position *pos, BrMove *out) {
    if (immediate_end(pos)) return 0;
    int n = generate_pseudo(pos, out);
    int us = pos->side, king = pos->king[us], k = 0;
    if (pos->setup_pending >> us & 1) { /* setup turns: only swaps, rarely more than four */
        for (int i = 0; i < n; i++)
            if (setup_is_legal(pos, out[i])) out[k++] = out[i];
        return k;
    }
    bool facing_before, facing_rule = must_not_face(pos, &facing_before);
    SquareSet sliders = enemy_sliders(pos, us ^ 1);
    bool check = king != NO_SQ && general_attacked(pos, king, us ^ 1, &sliders);
    if (king == NO_SQ || check || facing_before) {
        for (int i = 0; i < n; i++)
            if (board_test(pos, out[i], facing_rule, NULL, &sliders)) out[k++] = out[i];
    } else {
        KingZone zone;
        king_zone(pos, king, us ^ 1, &zone);
        for (int i = 0; i < n; i++) {
            BrMove m = out[i];
            int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
            bool quiet = from != king && !(zone.mark[from] | (zone.mark[to] & ZONE_LINE));
            if (quiet || board_test(pos, m, facing_rule, from == king ? NULL : &zone, &sliders))
                out[k++] = m;
        }
    }
    if (pass_allowed(pos, check)) out[k++] = BR_MOVE(king, king, BR_MOVE_PASS);
    return k;
}
