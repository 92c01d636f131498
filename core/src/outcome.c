/* outcome.c — whether a game has ended, and how (RULES §4). Ends are checked in the rule
 * book's order: immediate janggi ends, insufficient material, no legal move, move limit,
 * repetition, counting. */
#include "game.h"

static const char *const reason_names[BR_REASON_COUNT] = {
    [BR_REASON_NONE] = "",
    [BR_REASON_CHECKMATE] = "checkmate",
    [BR_REASON_STALEMATE] = "stalemate",
    [BR_REASON_NO_MOVES] = "no-moves",
    [BR_REASON_BIKJANG] = "bikjang",
    [BR_REASON_DOUBLE_PASS] = "double-pass",
    [BR_REASON_MOVE_LIMIT] = "move-limit",
    [BR_REASON_REPETITION] = "repetition",
    [BR_REASON_PERPETUAL_CHECK] = "perpetual-check",
    [BR_REASON_PERPETUAL_CHASE] = "perpetual-chase",
    [BR_REASON_INSUFFICIENT_MATERIAL] = "insufficient-material",
    [BR_REASON_MATERIAL_COUNT] = "material-count",
    [BR_REASON_COUNTING] = "counting",
    [BR_REASON_RESIGNATION] = "resignation",
    [BR_REASON_TIMEOUT] = "timeout",
    [BR_REASON_AGREEMENT] = "agreement",
};

const char *br_reason_name(int reason) {
    return reason >= 0 && reason < BR_REASON_COUNT ? reason_names[reason] : "";
}

static BrOutcome scored_end(const Position *pos, BrEndScoring scoring, int reason) {
    return scoring == BR_END_MATERIAL ? material_count(pos, reason) : ended(BR_NO_WINNER, reason);
}

/* The usual case of makruk_can_mate, seen on the first few pieces (the occupied sets, not a
 * board scan): a khon mates; so does any piece but a met when another piece besides the kings
 * is on the board (a second piece: makruk_can_mate's "others >= 2"). */
static bool makruk_surely_mates(const Position *pos) {
    SquareSet all = sets_or(&pos->occupied[0], &pos->occupied[1]);
    int others = 0;
    bool strong = false; /* a piece other than a met seen */
    for (int w = 0; w < 2; w++)
        for (uint64_t bits = all.w[w]; bits; bits &= bits - 1) {
            int type = BR_PIECE_TYPE(pos->board[w * 64 + lowest_bit(bits)]);
            if (type == BR_KING) continue;
            if (type == BR_CHARIOT || type == BR_ELEPHANT) return true;
            strong |= type != BR_ADVISOR;
            if (++others >= 2 && strong) return true;
        }
    return false;
}

/* Xiangqi and janggi (Fairy-Stockfish): drawn at once when nothing is left but pieces that can
 * never reach the other general: generals and guards (janggi), and in xiangqi the advisors and
 * the elephants, which stay on their own side of the river. Bit per piece type. */
static const unsigned confined_types[] = {
    [BR_MATERIAL_JANGGI] = 1u << BR_KING | 1u << BR_ADVISOR,
    [BR_MATERIAL_XIANGQI] = 1u << BR_KING | 1u << BR_ADVISOR | 1u << BR_ELEPHANT,
};
static bool any_slider(const Position *pos) {
    return (pos->sliders[0].w[0] | pos->sliders[0].w[1] | pos->sliders[1].w[0] | pos->sliders[1].w[1]) != 0;
}
static bool only_confined_left(const Position *pos, unsigned types) {
    if (any_slider(pos)) return false; /* the usual case, seen at once: a chariot or a cannon */
    for (int s = 0; s < pos->t->squares; s++)
        if (pos->board[s] && !(types >> BR_PIECE_TYPE(pos->board[s]) & 1)) return false;
    return true;
}

static bool insufficient_material(const Position *pos) {
    switch (pos->profile->insufficient_material) {
    case BR_MATERIAL_MAKRUK:
        /* the usual case first, seen at a ruea (a slider) or at the first khon: its side can mate */
        if (any_slider(pos)) return false;
        if (makruk_surely_mates(pos)) return false;
        return !makruk_can_mate(pos, BR_WHITE) && !makruk_can_mate(pos, BR_BLACK);
    case BR_MATERIAL_JANGGI:
    case BR_MATERIAL_XIANGQI: return only_confined_left(pos, confined_types[pos->profile->insufficient_material]);
    default: return false;
    }
}

/* Whether the profile has an immediate end (position.c immediate_end) at all: xiangqi and makruk
 * have none, and a replay asks twice a ply. */
static bool ends_at_once(const BrProfile *p) {
    return p->double_pass_end != BR_END_NONE || p->bikjang_end != BR_END_NONE;
}

/* Whether checks push a move limit back past the clock, `room` half-moves past it
 * (checks_extend_move_limit), as Fairy-Stockfish's xiangqi counts them after the AXF's rules: over
 * the positions of the plies the clock counts (those the game holds, at least 20), the side that
 * gave more checks gives two half-moves for each past ten. Positions a ply apart are the two
 * sides' checks: those with the side to move now in check, the ply before, and the other side's
 * from one ply back, to the window's end (the start position's own check too, when the window
 * reaches it). The count stops once the answer is known (a game played on past the limit asks
 * it every ply, over a window as long as the game). */
static bool checks_hold_limit(const BrGame *g, int room) {
    if (!g->profile.checks_extend_move_limit || g->ply < 20) return false;
    int window = (int)g->pos.clock < g->ply ? (int)g->pos.clock : g->ply;
    int allowed = 10 + room / 2; /* the most checks whose push back, 2 * (checks - 10), fits in room */
    int checks[2] = { 0, 0 }; /* [0]: at even distances from now, below the window's end; [1]: odd, to it */
    for (int back = 0; back <= window; back++) {
        if (back % 2 == 0 && back >= window) break;
        bool check = back < g->ply ? (g->history[g->ply - 1 - back].flags & BR_FLAG_CHECK) != 0 : g->start_in_check;
        if (check && ++checks[back % 2] > allowed) return true;
        int left = (window - back) / 2 + 1; /* at least the positions of a parity still to count */
        if (checks[0] + left <= allowed && checks[1] + left <= allowed) return false;
    }
    return false;
}

static BrOutcome rules_outcome(BrGame *g, int legal_count) {
    Position *pos = &g->pos;
    const BrProfile *p = &g->profile;
    switch (ends_at_once(p) ? immediate_end(pos) : 0) {
    case END_DOUBLE_PASS: return scored_end(pos, p->double_pass_end, BR_REASON_DOUBLE_PASS);
    case END_BIKJANG: return scored_end(pos, p->bikjang_end, BR_REASON_BIKJANG);
    default: break;
    }
    if (insufficient_material(pos)) return ended(BR_NO_WINNER, BR_REASON_INSUFFICIENT_MATERIAL);
    if (legal_count == 0) {
        int loser = pos->side;
        if (in_check(pos)) return ended(loser ^ 1, BR_REASON_CHECKMATE);
        int reason = p->no_moves_reason ? BR_REASON_NO_MOVES : BR_REASON_STALEMATE;
        return p->stalemate == BR_RESULT_DRAW ? ended(BR_NO_WINNER, reason) : ended(loser ^ 1, reason);
    }
    if (p->move_limit > 0 && pos->clock >= (uint32_t)p->move_limit &&
        !checks_hold_limit(g, (int)pos->clock - p->move_limit)) {
        if (p->draws_by_material) return material_count(pos, BR_REASON_MOVE_LIMIT);
        return ended(BR_NO_WINNER, BR_REASON_MOVE_LIMIT);
    }
    /* a position occurs a third time only where its key's bucket counts three (game.h) */
    if (p->repetition != BR_REPETITION_NONE && g->key_count[key_bucket(pos->key)] >= 3) {
        BrOutcome rep = repetition_outcome(g);
        if (rep.over) return rep;
    }
    if (p->counting == BR_COUNTING_MAKRUK && pos->count_limit && pos->count > pos->count_limit)
        return ended(BR_NO_WINNER, BR_REASON_COUNTING);
    return ongoing();
}

void game_refresh(BrGame *g) {
    if (g->cache_valid) return;
    g->legal_count = generate_legal(&g->pos, g->legal);
    g->rules_outcome = rules_outcome(g, g->legal_count);
    g->cache_valid = g->outcome_valid = true;
}

/* Whether the pieces on `pieces` have a legal move, the first legal one ending the search. With
 * the shield (the pieces free to leave their points), a quiet move off the shield's lines is
 * looked for first, without generating the piece's moves. */
static bool pieces_can_move(BrGame *g, SquareSet pieces, const Shield *shield) {
    Position *pos = &g->pos;
    BrMove moves[BR_MAX_MOVES];
    for (int w = 0; w < 2; w++) {
        for (uint64_t bits = pieces.w[w]; bits; bits &= bits - 1) {
            int sq = w * 64 + lowest_bit(bits);
            if (shield && piece_has_quiet_move(pos, sq, &shield->enter)) return true;
            SquareSet piece = { { 0, 0 } };
            set_add(&piece, sq);
            for (int i = 0, n = generate_moves_of(pos, piece, moves); i < n; i++)
                if ((shield && shield_holds(shield, pos, moves[i])) || move_is_legal_after_pseudo(pos, moves[i]))
                    return true;
        }
    }
    return false;
}

/* Whether a piece off the lines from the guarded general (one_move.c general_guarded) has a quiet
 * move, entering no such line where cannons take screens: such a move is legal. A replay's outcome
 * needs no more than this after most moves (false: ask the shield). */
static bool quiet_move_off_general_lines(BrGame *g) {
    const Position *pos = &g->pos;
    const Tables *t = pos->t;
    int king = pos->king[pos->side];
    SquareSet pieces = pos->occupied[pos->side], avoid = { { 0, 0 } };
    if (t->slider_dirs[BR_CANNON]) avoid = t->lines[king];
    for (int w = 0; w < 2; w++) {
        pieces.w[w] &= ~t->lines[king].w[w];
        for (uint64_t bits = pieces.w[w]; bits; bits &= bits - 1) {
            int sq = w * 64 + lowest_bit(bits);
            if (sq != king && piece_has_quiet_move(pos, sq, &avoid)) return true;
        }
    }
    return false;
}

/* Whether the side to move has a legal move, found without listing them all: piece by piece,
 * the first legal one ends the search. With the general's shield up (one_move.c), the pieces
 * free to leave their points come first: their moves that enter no shield line need no trial on
 * the board. In check, the general's own steps are tried first; if none is legal, the list (its
 * evasion filter is faster than trying every move, and the next move is looked up in it), as
 * on setup turns. */
static bool has_legal_move(BrGame *g) {
    Position *pos = &g->pos;
    if (ends_at_once(&g->profile) && immediate_end(pos)) return false;
    bool setup_due = pos->setup_pending >> pos->side & 1;
    if (!g->cache_valid && !setup_due && general_guarded(g) && quiet_move_off_general_lines(g)) return true;
    const Shield *shield = g->cache_valid ? NULL : general_shield(g);
    bool setup = pos->setup_pending >> pos->side & 1;
    if (shield && !shield->up && !setup && pos->king[pos->side] != NO_SQ) {
        /* in check a general's step is the likeliest answer: tried before the list is made */
        SquareSet general = { { 0, 0 } };
        set_add(&general, pos->king[pos->side]);
        if (pieces_can_move(g, general, NULL)) return true;
    }
    if (!shield || !shield->up || setup) {
        game_refresh(g);
        return g->legal_count > 0;
    }
    SquareSet own = pos->occupied[pos->side], free = own;
    for (int w = 0; w < 2; w++) free.w[w] &= ~shield->leave.w[w];
    set_remove(&free, pos->king[pos->side]);
    if (pieces_can_move(g, free, shield)) return true;
    for (int w = 0; w < 2; w++) own.w[w] &= ~free.w[w];
    return pieces_can_move(g, own, NULL) || can_pass(pos);
}

BrOutcome br_game_outcome(BrGame *g) {
    if (g->declared_reason) return ended(g->declared_winner, g->declared_reason);
    if (!g->outcome_valid) {
        g->rules_outcome = rules_outcome(g, has_legal_move(g) ? 1 : 0);
        g->outcome_valid = true;
    }
    return g->rules_outcome;
}

bool game_over(BrGame *g) {
    /* play asks before every move: the outcome the last one left, without a call */
    if (g->outcome_valid && !g->declared_reason) return g->rules_outcome.over;
    return br_game_outcome(g).over;
}

bool past_end_stops_play(const BrGame *g) {
    const Position *pos = &g->pos;
    int them = pos->side ^ 1;
    return g->declared_reason != BR_REASON_NONE ||
           (pos->king[them] != NO_SQ && square_attacked(pos, pos->king[them], pos->side));
}

bool game_finished(BrGame *g) {
    if (end_stops_play(g)) return true;
    if (!game_over(g)) return false;
    game_refresh(g);
    return g->legal_count == 0;
}

int br_game_declare(BrGame *g, int reason, int winner) {
    bool decisive = reason == BR_REASON_RESIGNATION || reason == BR_REASON_TIMEOUT;
    if (!decisive && reason != BR_REASON_AGREEMENT) return BR_ERR_ARGUMENT;
    if (decisive ? (winner != BR_WHITE && winner != BR_BLACK) : winner != BR_NO_WINNER)
        return BR_ERR_ARGUMENT;
    if (game_finished(g)) return BR_ERR_GAME_OVER; /* past a rules' end with moves left, it may */
    g->declared_reason = reason;
    g->declared_winner = winner;
    return BR_OK;
}
