/* one_move.c — whether one move is legal, without listing the legal moves. A replay plays one
 * move a ply and then asks whether the other side has any legal move: listing them all (or even
 * one piece's, and trying each on the board) costs far more than these two questions need.
 *
 * Pseudo-legality: a slider's move is looked up along the one ray from its origin that holds the
 * destination, with the same ray walker generation uses (internal.h); a leaper's among its few
 * steps. Legality: most moves cannot expose the general (the shield, game.h), and need no trial
 * on the board; the others are tried as the list's filter tries them (legal.c). And whether a
 * move just made gives check, from what it changed (move_gives_check). */
#include "game.h"

bool game_in_check(const BrGame *g) {
    /* br_game_play stores in_check after each move in the move's record (BR_FLAG_CHECK) */
    return g->ply > 0 ? (g->history[g->ply - 1].flags & BR_FLAG_CHECK) != 0 : in_check(&g->pos);
}

/* Whether every step of a leaper both moves and takes, and nothing blocks it (all but soldiers
 * and the legged pieces: makruk's pieces, the generals and guards): where it can go is then
 * its reach, without a walk over its steps. */
static bool steps_free(const Tables *t, int pi) {
    return BR_PIECE_TYPE(pi) != BR_SOLDIER && !t->legged_piece[pi];
}

/* A move by a piece other than the general changes the general's attacks only along the lines
 * through the points it leaves and enters (and, under the flying-general rule, the enemy general
 * counts as a slider there), or by freeing a leaper's leg or eye. Lines without an enemy slider and
 * leapers not placed to attack stay harmless whatever that move does. */
static bool legged_piece_on(const Tables *t, const Position *pos, const SquareSet *points) {
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = points->w[w]; bits; bits &= bits - 1)
            if (t->legged_piece[pos->board[w * 64 + lowest_bit(bits)] & 15]) return true;
    return false;
}

/* Whether the generals face at the start of a turn: never where they must never face (the move
 * before would have been refused, and a FEN that has them facing is), nor on different files. */
static bool facing_now(const Position *pos, int king, int other) {
    if (other == NO_SQ || pos->profile->flying_general || pos->t->file[other] != pos->t->file[king])
        return false;
    return generals_facing(pos);
}

/* The shield's first part, cheap and enough for most moves: whether it is up, and whether the
 * general is guarded (no enemy leaper with a leg or an eye placed to attack it). Then a move by
 * another piece can expose it only by leaving a line from it, or entering one where cannons take
 * screens; the lines part (general_shield) narrows these lines to those holding an enemy slider,
 * and is built only for the moves that touch them. */
static Shield *shield_first_look(BrGame *g) {
    Shield *s = &g->shield;
    if (s->valid) return s;
    const Position *pos = &g->pos;
    const Tables *t = pos->t;
    int us = pos->side, them = us ^ 1, king = pos->king[us];
    s->valid = true;
    s->lines_ready = s->guarded = false;
    s->up = king != NO_SQ && !game_in_check(g) && !facing_now(pos, king, pos->king[them]);
    if (s->up) {
        SquareSet placed = sets_and(&t->legged_origins[them][king], &pos->occupied[them]);
        s->guarded = !(placed.w[0] | placed.w[1]);
    }
    return s;
}

bool move_off_general_lines(BrGame *g, BrMove m) {
    const Position *pos = &g->pos;
    int king = pos->king[pos->side], from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    if (!shield_first_look(g)->guarded || from == king) return false;
    const SquareSet *lines = &pos->t->lines[king];
    return !set_has(lines, from) && (!pos->t->slider_dirs[BR_CANNON] || !set_has(lines, to));
}

bool general_guarded(BrGame *g) { return shield_first_look(g)->guarded; }

const Shield *general_shield(BrGame *g) {
    Shield *s = shield_first_look(g);
    if (!s->up || s->lines_ready) return s;
    s->lines_ready = true;
    const Position *pos = &g->pos;
    const Tables *t = pos->t;
    int us = pos->side, them = us ^ 1, king = pos->king[us], other = pos->king[them];
    /* the enemy general counts only where generals must never face: elsewhere a move that opens
     * the file between them is legal (janggi's bikjang follows it; makruk's kings do not face) */
    SquareSet enemy = pos->sliders[them], lines = { { 0, 0 } };
    if (other != NO_SQ && pos->profile->flying_general) set_add(&enemy, other);
    if (sets_meet(&t->lines[king], &enemy)) {
        unsigned dirs = (t->slider_dirs[BR_CHARIOT] | t->slider_dirs[BR_CANNON]) & t->ray_dirs[king];
        for (; dirs; dirs &= dirs - 1) {
            const SquareSet *ray = &t->ray_set[king][lowest_bit(dirs)];
            if (sets_meet(ray, &enemy)) lines = sets_or(&lines, ray);
        }
    }
    /* entering a line only blocks it, but for a cannon's screen: without cannons, none matters */
    s->leave = lines;
    s->enter = t->slider_dirs[BR_CANNON] ? lines : (SquareSet){ { 0, 0 } };
    if (s->guarded) return s;
    /* only leapers with a leg or an eye can be freed by a move (tables.c: legged_attackers);
     * the enemy pieces on their points seldom have such a step: looked at first */
    SquareSet placed = sets_and(&t->legged_origins[them][king], &pos->occupied[them]);
    if (legged_piece_on(t, pos, &placed)) {
        const Attacker *a = t->legged_attackers[them][king];
        for (int i = 0, n = t->legged_attacker_count[them][king]; i < n; i++) {
            if ((pos->board[a[i].from] & 15) != a[i].piece) continue;
            set_add(&s->leave, a[i].block1);
            if (a[i].block2 != NO_SQ) set_add(&s->leave, a[i].block2);
        }
    }
    return s;
}

bool piece_generates(const Position *pos, BrMove m) {
    const Tables *t = pos->t;
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m), type = BR_PIECE_TYPE(pos->board[from]);
    if (type == BR_CHARIOT || type == BR_CANNON) {
        if (BR_MOVE_KIND(m) != BR_MOVE_NORMAL) return false;
        for (unsigned dirs = t->slider_dirs[type] & t->ray_dirs[from]; dirs; dirs &= dirs - 1) {
            int d = lowest_bit(dirs), n = t->ray_len[from][d];
            if (!set_has(&t->ray_set[from][d], to)) continue;
            /* a point lies on one ray from `from` at most: this one decides */
            const uint8_t *ray = t->ray[from][d];
            BrMove quiet[MAX_RAY], *end = quiet;
            Reach r = slider_reach(pos, type, from, ray, n, &end);
            if (r.target == to) return BR_PIECE_COLOR(pos->board[to]) != pos->side;
            for (const BrMove *q = quiet; q < end; q++)
                if (*q == m) return true;
            return false;
        }
        return false;
    }
    /* a leaper's steps, as generation reads them (movegen.c add_leaper_moves) */
    int pi = PIECE_INDEX(pos->board[from]);
    bool promotes = BR_MOVE_KIND(m) == BR_MOVE_PROMOTION;
    if (steps_free(t, pi)) { /* the step's end is enough, without the walk */
        uint8_t target = pos->board[to];
        return !promotes && set_has(&t->reach[pi][from], to) && (!target || BR_PIECE_COLOR(target) != pos->side);
    }
    const Step *st = t->steps[pi][from];
    for (int i = 0, n = t->step_count[pi][from]; i < n; i++)
        if (st[i].to == to && !(st[i].mode & STEP_PROMOTES) == !promotes && step_playable(pos->board, pos->side, &st[i])) return true;
    return false;
}

bool piece_has_quiet_move(const Position *pos, int sq, const SquareSet *avoid) {
    const Tables *t = pos->t;
    const uint8_t *b = pos->board;
    int type = BR_PIECE_TYPE(b[sq]);
    if (type == BR_CANNON && pos->profile->cannon != BR_CANNON_XIANGQI) return false; /* it jumps */
    if (type == BR_CHARIOT || type == BR_CANNON) { /* slides: the first point of a ray */
        for (unsigned dirs = t->slider_dirs[type] & t->ray_dirs[sq]; dirs; dirs &= dirs - 1) {
            int first = t->ray[sq][lowest_bit(dirs)][0];
            if (!b[first] && !set_has(avoid, first)) return true;
        }
        return false;
    }
    int pi = PIECE_INDEX(b[sq]);
    if (steps_free(t, pi)) {
        SquareSet open = t->reach[pi][sq];
        for (int w = 0; w < 2; w++) open.w[w] &= ~(pos->occupied[0].w[w] | pos->occupied[1].w[w] | avoid->w[w]);
        return open.w[0] | open.w[1];
    }
    const Step *st = t->steps[pi][sq];
    for (int i = 0, n = t->step_count[pi][sq]; i < n; i++)
        if (!b[st[i].to] && !set_has(avoid, st[i].to) && step_playable(pos->board, pos->side, &st[i])) return true;
    return false;
}

/* After make_move: only what the move changed can attack the general of the side now to move, which
 * stood unattacked before it (FEN reading refuses a side not to move in check, but for the face-off
 * pass that ends the game; play never leaves one). What changed: the moved piece on its new point,
 * the lines through the two points the move emptied and filled (a chariot uncovered, a cannon given
 * or taken a screen), and the leapers whose leg or eye was the emptied point. Each is looked at
 * only where the tables say it could reach the general: most moves end at the first set test. */
bool move_gives_check(const Position *pos, BrMove m) {
    const Tables *t = pos->t;
    int k = pos->king[pos->side], by = pos->side ^ 1, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    if (k == NO_SQ) return false;
    SquareSet sliders = sets_and(&t->lines[k], &pos->sliders[by]);
    if (sliders.w[0] | sliders.w[1]) { /* the lines from the general through the move's two ends */
        unsigned dirs = t->slider_dirs[BR_CHARIOT] | t->slider_dirs[BR_CANNON];
        int d_from = t->direction[k][from], d_to = t->direction[k][to];
        if (d_from != DIR_NB && (dirs >> d_from & 1) && sets_meet(&t->ray_set[k][d_from], &sliders) &&
            line_attacked(pos, k, d_from, by))
            return true;
        if (d_to != DIR_NB && d_to != d_from && (dirs >> d_to & 1) && sets_meet(&t->ray_set[k][d_to], &sliders) &&
            line_attacked(pos, k, d_to, by))
            return true;
    }
    /* a leaper attacks anew only as the moved piece, or through a leg or eye the move freed:
     * where neither can be, no leaper is looked at */
    SquareSet placed = sets_and(&t->legged_origins[by][k], &pos->occupied[by]);
    return (set_has(&t->leaper_origins[by][k], to) || (placed.w[0] | placed.w[1])) &&
           leaper_attacked(pos, k, by);
}

bool one_move_is_legal(BrGame *g, BrMove m) {
    Position *pos = &g->pos;
    if (!piece_generates(pos, m)) return false;
    if (move_off_general_lines(g, m)) return true;
    return shield_holds(general_shield(g), pos, m) || move_is_legal_after_pseudo(pos, m);
}
