/* game.c — a game: a profile copy, the position, and the history that undo and the end rules
 * read. The only allocations in the core happen here. */
#include <stdlib.h>
#include <string.h>
#include "game.h"

long game_allocations_left = -1;

static bool may_allocate(void) {
    if (game_allocations_left < 0) return true;
    if (game_allocations_left == 0) return false;
    game_allocations_left--;
    return true;
}

BrGame *br_game_new(const BrProfile *profile, const char *fen, BrError *err) {
    /* The FEN is read before the game is allocated: whether it is valid never depends on free
     * memory, and out-of-memory is reported only when an allocation fails. It is read once and
     * installed as read (reading it twice was ~15k instructions a game, ~75 a ply of a replay). */
    if (!profile) {
        if (err) *err = (BrError){ BR_ERR_UNKNOWN_PROFILE, -1, -1, -1, 0 };
        return NULL;
    }
    if (err) *err = (BrError){ BR_OK, -1, -1, -1, 0 };
    BrProfile copy;
    Position pos;
    if (game_read_start(profile, fen, &copy, &pos, err)) return NULL;
    BrGame *g = may_allocate() ? calloc(1, sizeof *g) : NULL;
    if (!g) {
        if (err) *err = (BrError){ BR_ERR_OUT_OF_MEMORY, -1, -1, -1, 0 };
        return NULL;
    }
    game_install(g, &copy, &pos, !fen || !*fen);
    return g;
}

void br_game_delete(BrGame *g) {
    if (!g) return;
    free(g->history);
    free(g);
}

const BrProfile *br_game_profile(const BrGame *g) { return &g->profile; }
int br_game_turn(const BrGame *g) { return g->pos.side; }
int br_game_width(const BrGame *g) { return g->pos.t->width; }
int br_game_height(const BrGame *g) { return g->pos.t->height; }
int br_game_ply(const BrGame *g) { return g->ply; }

const uint8_t *br_game_board(const BrGame *g) { return g->pos.board; }

int br_game_piece_at(const BrGame *g, int sq) {
    return sq >= 0 && sq < g->pos.t->squares ? g->pos.board[sq] : 0;
}

int br_game_in_check(const BrGame *g) { return in_check(&g->pos); }
int br_game_generals_facing(const BrGame *g) { return generals_facing(&g->pos); }

size_t br_game_fen(const BrGame *g, char *out, size_t cap) { return fen_write(&g->pos, out, cap); }

BrMove br_game_history_move(const BrGame *g, int i) {
    return i >= 0 && i < g->ply ? g->history[i].move : 0;
}

int br_game_history_record(const BrGame *g, int i) {
    if (i < 0 || i >= g->ply) return 0;
    const Undo *u = &g->history[i];
    return u->moved | u->captured << 8 | u->flags << 16;
}

void br_game_set_play_past_end(BrGame *g, int on) {
    g->pos.plays_past_end = on != 0;
    game_invalidate(g); /* at an immediate end the list differs */
}
int br_game_plays_past_end(const BrGame *g) { return g->pos.plays_past_end; }

int br_game_legal_moves(BrGame *g, BrMove *out) {
    game_refresh(g); /* first: the list gives the outcome too */
    if (end_stops_play(g)) return 0;
    memcpy(out, g->legal, (size_t)g->legal_count * sizeof *out);
    return g->legal_count;
}

/* A makruk pawn reaching its promotion zone always promotes: accept the move with or without
 * the promotion mark. */
static BrMove normalize(const Position *pos, BrMove m) {
    if (BR_MOVE_KIND(m) != BR_MOVE_NORMAL || pos->profile->game != BR_GAME_MAKRUK) return m;
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    if (from >= pos->t->squares || to >= pos->t->squares) return m;
    uint8_t p = pos->board[from];
    if (BR_PIECE_TYPE(p) == BR_SOLDIER && !(p & BR_PIECE_PROMOTED) &&
        pos->t->promotes[BR_PIECE_COLOR(p)][to])
        return BR_MOVE(from, to, BR_MOVE_PROMOTION);
    return m;
}

static bool is_legal_now(const BrGame *g, BrMove m) {
    for (int i = 0; i < g->legal_count; i++)
        if (g->legal[i] == m) return true;
    return false;
}

/* Whether a move is legal without listing every legal move (when no list is cached): a normal
 * move by one of the mover's pieces is judged alone (one_move.c); the rest (passes, setup
 * swaps) are looked up in the list. */
static bool is_legal_move(BrGame *g, BrMove m) {
    const Position *pos = &g->pos;
    int kind = BR_MOVE_KIND(m), from = BR_MOVE_FROM(m);
    bool normal = kind == BR_MOVE_NORMAL || kind == BR_MOVE_PROMOTION;
    bool own = from < pos->t->squares && pos->board[from] && BR_PIECE_COLOR(pos->board[from]) == pos->side;
    if (g->cache_valid || !normal || !own || (pos->setup_pending >> pos->side & 1)) {
        game_refresh(g);
        return is_legal_now(g, m);
    }
    return one_move_is_legal(g, m);
}

/* Why *m may not be played now (0: it may), with *m normalized: play reads it once. */
static int judge(BrGame *g, BrMove *m) {
    if (end_stops_play(g)) return BR_ERR_GAME_OVER;
    *m = normalize(&g->pos, *m);
    if (is_legal_move(g, *m)) return BR_OK;
    if (game_finished(g)) return BR_ERR_GAME_OVER; /* past an end, mate is over still */
    int reason = explain_move(&g->pos, *m);
    return reason ? reason : BR_ERR_ILLEGAL;
}

int br_game_explain(BrGame *g, BrMove m) { return judge(g, &m); }

static bool grow_history(BrGame *g) {
    if (g->ply >= BR_MAX_PLIES) return false;
    return g->ply < g->cap || (may_allocate() && game_reserve_history(g, g->ply + 1));
}

int br_game_play(BrGame *g, BrMove m) {
    int rc = judge(g, &m);
    if (rc) return rc;
    if (!grow_history(g)) return BR_ERR_OUT_OF_MEMORY;
    Position *pos = &g->pos;
    bool normal = BR_MOVE_KIND(m) == BR_MOVE_NORMAL || BR_MOVE_KIND(m) == BR_MOVE_PROMOTION;
    int flags = normal && pos->board[BR_MOVE_TO(m)] ? BR_FLAG_CAPTURE : 0;
    /* chases are judged when a rule or a caller reads them (chase.c), not here */
    Undo *u = &g->history[g->ply++];
    game_invalidate(g);
    make_move(pos, m, u);
    if (normal ? move_gives_check(pos, m) : in_check(pos)) flags |= BR_FLAG_CHECK;
    u->flags = (uint8_t)flags;
    if (g->profile.counting == BR_COUNTING_MAKRUK && !counting_step(pos, m, u)) counting_update(pos, m, u);
    key_count_add(g, pos->key);
    return BR_OK;
}

int br_game_history_flags(const BrGame *g, int i) {
    if (i < 0 || i >= g->ply) return 0;
    if (judges_chases(&g->profile)) chase_judged(g, i); /* cached per move */
    return g->history[i].flags & PUBLIC_FLAGS;
}

int br_game_can_pass(BrGame *g) { return !end_stops_play(g) && can_pass(&g->pos); }

int br_game_undo(BrGame *g) {
    g->declared_reason = BR_REASON_NONE;
    g->declared_winner = BR_NO_WINNER;
    if (g->ply == 0) return BR_ERR_NO_HISTORY;
    game_invalidate(g);
    key_count_remove(g, g->pos.key);
    unmake_move(&g->pos, &g->history[--g->ply]);
    return BR_OK;
}

double br_game_perft(BrGame *g, int depth) {
    if (depth < 0 || depth > BR_MAX_PERFT_DEPTH) return -1;
    Position pos = g->pos; /* perft counts the rules' tree: its immediate ends stop it */
    pos.plays_past_end = 0;
    return (double)perft(&pos, depth);
}
