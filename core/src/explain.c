/* explain.c — why a move is refused: the first rule it breaks, named by an error code.
 * Legal moves come from the generator; this file only classifies the others. */
#include <stdlib.h>
#include "internal.h"

static bool pseudo_contains(const Position *pos, BrMove m) {
    BrMove list[BR_MAX_MOVES];
    int n = generate_pseudo(pos, list);
    for (int i = 0; i < n; i++)
        if (list[i] == m) return true;
    return false;
}

/* The one-step shapes the general and the advisor make, by game: such a step landing outside
 * the palace is refused for leaving it; other steps (inside the palace off its lines too) are
 * steps the piece does not make. */
enum { SHAPE_STRAIGHT = 1, SHAPE_DIAGONAL = 2 };
static const uint8_t palace_step_shapes[3][8] = {
    [BR_GAME_XIANGQI] = { [BR_KING] = SHAPE_STRAIGHT, [BR_ADVISOR] = SHAPE_DIAGONAL },
    [BR_GAME_JANGGI] = { [BR_KING] = SHAPE_STRAIGHT | SHAPE_DIAGONAL, [BR_ADVISOR] = SHAPE_STRAIGHT | SHAPE_DIAGONAL },
    /* makruk: no palace */
};

static int explain_leaper(const Position *pos, int from, int to, uint8_t piece) {
    const Tables *t = pos->t;
    int type = BR_PIECE_TYPE(piece), us = BR_PIECE_COLOR(piece);
    const Step *s = t->steps[PIECE_INDEX(piece)][from];
    for (int i = 0; i < t->step_count[PIECE_INDEX(piece)][from]; i++)
        if (s[i].to == to) {
            if (type == BR_HORSE) return BR_ERR_HORSE_LEG;
            if (type == BR_ELEPHANT) return BR_ERR_ELEPHANT_BLOCKED;
            return BR_ERR_UNREACHABLE; /* a pawn step of the wrong kind (quiet vs capture) */
        }
    int w = t->width, df = abs(to % w - from % w), dr = to / w - from / w;
    unsigned shape = df + abs(dr) == 1 ? SHAPE_STRAIGHT : df == 1 && abs(dr) == 1 ? SHAPE_DIAGONAL : 0;
    /* the palace: the points the side's general may stand on */
    bool outside = !t->allowed[PIECE(BR_KING, us)][to];
    if (outside && (palace_step_shapes[pos->profile->game][type] & shape)) return BR_ERR_OUTSIDE_PALACE;
    if (type == BR_SOLDIER && (us == BR_WHITE ? dr < 0 : dr > 0)) return BR_ERR_SOLDIER_BACKWARD;
    return BR_ERR_UNREACHABLE;
}

static int explain_slider(const Position *pos, int from, int to, int type) {
    const Tables *t = pos->t;
    int d = t->direction[from][to];
    if (d == DIR_NB || !(t->slider_dirs[type] >> d & 1)) return BR_ERR_UNREACHABLE;
    /* the pieces between, from the ray's first two occupants: none, one (the screen) or more */
    Occupants o = ray_occupants(pos->board, t->ray[from][d], t->ray_len[from][d], true);
    int screens = (o.first != NO_SQ && set_has(&t->ray_set[o.first][d], to)) +
                  (o.second != NO_SQ && set_has(&t->ray_set[o.second][d], to));
    if (type == BR_CHARIOT) return screens ? BR_ERR_PATH_BLOCKED : BR_ERR_ILLEGAL;

    BrCannonKind kind = pos->profile->cannon;
    bool capture = pos->board[to] != 0;
    if (!capture && kind != BR_CANNON_JANGGI) return screens ? BR_ERR_PATH_BLOCKED : BR_ERR_ILLEGAL;
    if (screens == 0) return BR_ERR_CANNON_NO_SCREEN;
    if (screens > 1) return BR_ERR_CANNON_TWO_SCREENS;
    /* over one screen: which half of the cannon's hop (cannon_may_hop) the move breaks */
    uint8_t screen = pos->board[o.first];
    if (!cannon_may_hop(pos, screen, 0)) return BR_ERR_CANNON_SCREEN_IS_CANNON;
    if (capture && !cannon_may_hop(pos, screen, pos->board[to])) return BR_ERR_CANNON_TAKES_CANNON;
    return BR_ERR_ILLEGAL;
}

/* Whether the piece on m's origin moves that way at all, whatever stands in between or on the
 * point: a text that names a kind and a point names the one piece of the kind that does. */
bool move_has_shape(const Position *pos, BrMove m) {
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m), type = BR_PIECE_TYPE(pos->board[from]);
    const Tables *t = pos->t;
    if (type == BR_CHARIOT || type == BR_CANNON) {
        int d = t->direction[from][to];
        return d != DIR_NB && (t->slider_dirs[type] >> d & 1);
    }
    int piece = PIECE_INDEX(pos->board[from]);
    for (int i = 0; i < t->step_count[piece][from]; i++)
        if (t->steps[piece][from][i].to == to) return true;
    return false;
}

/* The reason a pseudo-legal move is illegal: it exposes the general or ignores a face-off. */
static int explain_exposure(Position *pos, BrMove m) {
    const BrProfile *p = pos->profile;
    int us = pos->side;
    bool facing_before = generals_facing(pos);
    Undo u;
    make_move(pos, m, &u);
    bool attacked = pos->king[us] != NO_SQ && square_attacked(pos, pos->king[us], us ^ 1);
    bool facing_after = generals_facing(pos);
    unmake_move(pos, &u);
    if (attacked) return BR_ERR_SELF_CHECK;
    if (p->flying_general && facing_after) return BR_ERR_FLYING_GENERAL;
    if (facing_before && facing_after) return BR_ERR_BIKJANG_UNANSWERED;
    return BR_ERR_ILLEGAL;
}

int explain_move(Position *pos, BrMove m) {
    int kind = BR_MOVE_KIND(m), from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    bool setup_turn = pos->setup_pending >> pos->side & 1;
    if (kind == BR_MOVE_SETUP) {
        if (!setup_turn) return BR_ERR_NOT_SETUP_TURN;
        return from == pos->king[pos->side] && to < 4 ? BR_OK : BR_ERR_ILLEGAL;
    }
    if (kind == BR_MOVE_PASS) {
        if (from != pos->king[pos->side] || to != from) return BR_ERR_MOVE_SYNTAX;
        if (setup_turn) return BR_ERR_SETUP_PENDING; /* the readers make a pass text the keep */
        if (can_pass(pos)) return BR_OK;
        bool answer = pos->profile->pass && pos->profile->bikjang == BR_BIKJANG_ANSWER;
        return answer && generals_facing(pos) ? BR_ERR_BIKJANG_UNANSWERED : BR_ERR_PASS_NOT_ALLOWED;
    }
    if (from >= pos->t->squares || to >= pos->t->squares) return BR_ERR_MOVE_SYNTAX;
    uint8_t piece = pos->board[from];
    if (!piece) return BR_ERR_NO_PIECE;
    if (BR_PIECE_COLOR(piece) != pos->side) return BR_ERR_WRONG_SIDE;
    if (setup_turn) return BR_ERR_SETUP_PENDING; /* a move of one's own piece, before its setup */
    if (from == to) return BR_ERR_UNREACHABLE;
    if (pos->board[to] && BR_PIECE_COLOR(pos->board[to]) == pos->side) return BR_ERR_OWN_PIECE;
    if (kind == BR_MOVE_PROMOTION && (BR_PIECE_TYPE(piece) != BR_SOLDIER || !pos->t->promotes[pos->side][to]))
        return BR_ERR_NOT_PROMOTION;
    if (pseudo_contains(pos, m))
        return move_is_legal_after_pseudo(pos, m) ? BR_OK : explain_exposure(pos, m);
    int type = BR_PIECE_TYPE(piece);
    int reason = type == BR_CHARIOT || type == BR_CANNON ? explain_slider(pos, from, to, type)
                                                         : explain_leaper(pos, from, to, piece);
    return reason == BR_ERR_ILLEGAL ? BR_ERR_UNREACHABLE : reason;
}
