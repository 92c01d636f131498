/* fuzz_common.h — shared by the libFuzzer harnesses in tests/fuzz/: a byte reader, profile and
 * start-position choice, and the invariants every reachable game must hold (check_game).
 *
 * The harnesses link against the whole core (core/src/unity.c) and read its internals
 * (internal.h, game.h) to check what the public API cannot show: make/unmake restoring the
 * Position byte for byte, the incremental key, perft(1).
 *
 * BR_FUZZ_SKIP_KNOWN=1 in the environment makes the harnesses step around the bugs already
 * reported (see tests/fuzz/regressions/README.md), so that a long run can look for new ones.
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "boardrules.h"
#include "internal.h"
#include "game.h"

/* ---- failures ------------------------------------------------------------------------ */

static char fuzz_context[512]; /* what the harness was doing, printed on a failure */

#define FUZZ_CHECK(cond, ...)                                                              \
    do {                                                                                   \
        if (!(cond)) {                                                                     \
            fprintf(stderr, "\nFUZZ INVARIANT FAILED at %s:%d: %s\n  ", __FILE__, __LINE__, \
                    #cond);                                                                \
            fprintf(stderr, __VA_ARGS__);                                                  \
            fprintf(stderr, "\n  context: %s\n", fuzz_context);                            \
            abort();                                                                       \
        }                                                                                  \
    } while (0)

static inline int fuzz_skip_known(void) {
    static int cached = -1;
    if (cached < 0) {
        const char *v = getenv("BR_FUZZ_SKIP_KNOWN");
        cached = v && *v && strcmp(v, "0") != 0;
    }
    return cached;
}

/* ---- bytes --------------------------------------------------------------------------- */

typedef struct Bytes {
    const uint8_t *p;
    size_t n;
} Bytes;

static inline unsigned take(Bytes *b) {
    if (!b->n) return 0;
    b->n--;
    return *b->p++;
}
static inline unsigned take16(Bytes *b) { unsigned lo = take(b); return lo | take(b) << 8; }
static inline uint32_t take32(Bytes *b) { uint32_t lo = take16(b); return lo | (uint32_t)take16(b) << 16; }

/* Copies up to cap-1 bytes (stopping after a NUL or at `stop`) into out as a C string. */
static inline size_t take_text(Bytes *b, char *out, size_t cap, int stop) {
    size_t k = 0;
    while (b->n && k + 1 < cap) {
        int c = *b->p;
        b->p++, b->n--;
        if (c == 0 || c == stop) break;
        out[k++] = (char)c;
    }
    out[k] = 0;
    return k;
}

/* ---- profiles and start positions --------------------------------------------------- */

static inline const BrProfile *pick_profile(unsigned byte) {
    return br_profile_at((int)(byte % (unsigned)br_profile_count()));
}

/* Hand-made positions per game besides the profile's start: ends, near-ends, clocks close to
 * the move limits, bikjang, passes, makruk counting. Invalid ones under a profile are skipped. */
static const char *const xiangqi_fens[] = {
    NULL, /* the profile's start */
    "3k5/2R6/9/9/9/9/9/9/9/4K4 b - - 0 1",
    "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1",
    "3ak4/4a4/9/9/9/9/9/9/4R4/4K4 w - - 0 1",
    "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 95 60",
    "2bakab2/9/4c4/p3p3p/2p3p2/9/P1P1P1P1P/4C4/4N4/2BAKAB2 w - - 0 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 6 4",
    "4k4/4a4/4ba3/9/2b6/9/9/4B4/4A4/3AK1H2 w - - 0 1",
    "3k5/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1",
};
static const char *const janggi_fens[] = {
    NULL,
    "3k5/9/9/9/9/9/9/9/4K4/1N7 w - - 0 1",
    "3ak4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1",
    "4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1",
    "3ak4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1",
    "4k4/4a4/9/9/9/9/9/9/4A4/4K4 w - - 95 50",
    "5k3/4a4/5C3/9/9/9/9/9/4K4/9 w - - 0 1",
    "4r4/5k3/4n4/9/9/2r1Cr2c/9/4C4/9/3K5 w - - 0 1",
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1",
    "4k4/9/4P4/9/9/9/9/9/4K4/9 w - - 0 1",
};
static const char *const makruk_fens[] = {
    NULL,
    "4k3/8/8/8/8/8/3M4/4K3 w - - 0 1",
    "k7/8/K7/8/8/8/8/1R6 b - - 0 1",
    "r3k3/8/8/2P5/8/8/8/4K3 w - - 0 1",
    "4k3/8/8/8/5p2/8/8/R2K4 b - - 0 1",
    "4k3/8/8/8/8/8/8/R3K3 b - 32 6 40",
    "8/8/4k3/8/8/2M~5/8/R3K3 w - - 98 70",
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1",
};

static inline const char *pick_fen(const BrProfile *p, unsigned byte) {
    switch (p->game) {
    case BR_GAME_XIANGQI: return xiangqi_fens[byte % (sizeof xiangqi_fens / sizeof *xiangqi_fens)];
    case BR_GAME_JANGGI: return janggi_fens[byte % (sizeof janggi_fens / sizeof *janggi_fens)];
    default: return makruk_fens[byte % (sizeof makruk_fens / sizeof *makruk_fens)];
    }
}

/* ---- known bugs (reported; skipped only with BR_FUZZ_SKIP_KNOWN=1) --------------------
 * Bugs 1, 2, 4, 5 and 6 were fixed in 9d0434b; the checks stay so that a long run can step
 * around a regression of one of them while it looks for new bugs. */

/* Bug 1: more than BR_MAX_MOVES pseudo-legal moves overflowed the stack arrays of
 * generate_legal (and the callers' BR_MAX_MOVES buffers). Counted here into a big buffer. */
static inline int too_many_moves(const Position *pos) {
    BrMove big[4 * BR_MAX_MOVES];
    Position copy = *pos;
    int saved = copy.setup_pending;
    int worst = 0;
    for (int side = 0; side < 2; side++) { /* chase detection generates for both sides */
        copy.side = (uint8_t)side;
        copy.setup_pending = 0;
        int n = generate_pseudo(&copy, big);
        if (n > worst) worst = n;
    }
    (void)saved;
    return worst > BR_MAX_MOVES - 76; /* one move changes the count by far less than 76 */
}

/* Bug 2: the full-move number wraps from 65535 to 0, which the FEN reader then refuses. */
static inline int near_fullmove_wrap(const Position *pos) { return pos->fullmove >= 65534; }

/* Bug 4: a custom profile with bikjang "standard" and bikjangEnd "none" lets a side pass while
 * in check (can_pass allows any pass during a face-off); the opponent then takes the general. */
static inline int pass_in_check_profile(const Position *pos) {
    return pos->profile->bikjang == BR_BIKJANG_STANDARD && pos->profile->bikjang_end == BR_END_NONE;
}

/* Bug 5: setup turns (vchess) skip the legality filter: in a custom start a swap can leave the
 * mover's general attacked (the swap moves whatever stands on b/c or g/h of its back rank,
 * enemy pieces included), and the opponent then takes the general. */
static inline int setup_leaves_check(const Position *pos) {
    if (!(pos->setup_pending >> pos->side & 1) || pos->king[pos->side] == NO_SQ) return 0;
    for (int mask = 0; mask < 4; mask++) {
        Position copy = *pos;
        Undo u;
        make_move(&copy, BR_MOVE(pos->king[pos->side], mask, BR_MOVE_SETUP), &u);
        if (square_attacked(&copy, copy.king[pos->side], pos->side ^ 1)) return 1;
    }
    return 0;
}

/* Bug 6: a setup swap with an empty point (a custom start without a horse or an elephant)
 * XORs the key of "no piece" into the incremental key, which then differs from the computed
 * one (repetition reads it). */
static inline int setup_swaps_empty(const Position *pos) {
    if (!(pos->setup_pending >> pos->side & 1)) return 0;
    int base = pos->side == BR_WHITE ? 0 : (pos->t->height - 1) * pos->t->width;
    return !pos->board[base + 1] || !pos->board[base + 2] || !pos->board[base + 6] ||
           !pos->board[base + 7];
}

static inline int known_bug_ahead(const Position *pos) {
    return fuzz_skip_known() &&
           (too_many_moves(pos) || near_fullmove_wrap(pos) || pass_in_check_profile(pos) ||
            setup_leaves_check(pos) || setup_swaps_empty(pos));
}

/* ---- invariants ---------------------------------------------------------------------- */

static inline int same_position(const Position *a, const Position *b) {
    return memcmp(a, b, sizeof *a) == 0;
}

static inline void describe(const BrGame *g, const char *what) {
    char fen[256];
    br_game_fen(g, fen, sizeof fen);
    snprintf(fuzz_context, sizeof fuzz_context, "%s: profile %s, fen %s, ply %d", what,
             g->profile.name, fen, g->ply);
}

/* A makruk pawn move into the promotion zone is written without the mark by some callers; the
 * core accepts both. */
static inline BrMove normalized(const Position *pos, BrMove m) {
    if (BR_MOVE_KIND(m) != BR_MOVE_NORMAL || pos->profile->game != BR_GAME_MAKRUK) return m;
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    if (from >= pos->t->squares || to >= pos->t->squares) return m;
    uint8_t p = pos->board[from];
    if (BR_PIECE_TYPE(p) == BR_SOLDIER && !(p & BR_PIECE_PROMOTED) && pos->t->promotes[BR_PIECE_COLOR(p)][to])
        return BR_MOVE(from, to, BR_MOVE_PROMOTION);
    return m;
}

static inline int list_contains(const BrMove *list, int n, BrMove m) {
    for (int i = 0; i < n; i++)
        if (list[i] == m) return 1;
    return 0;
}

/* Everything that must hold in any position a game can be in. Fills legal/count for the
 * caller. Never changes the game (checked). */
static inline int check_game(BrGame *g, BrMove *legal) {
    Position *pos = &g->pos;
    const Tables *t = pos->t;
    Position before;
    memcpy(&before, pos, sizeof before);
    char fen[256], fen2[256];
    size_t fen_len = br_game_fen(g, fen, sizeof fen);
    FUZZ_CHECK(fen_len < sizeof fen && strlen(fen) == fen_len, "fen length %zu", fen_len);

    /* board facts */
    FUZZ_CHECK(pos->key == position_compute_key(pos), "key %llx vs computed %llx",
               (unsigned long long)pos->key, (unsigned long long)position_compute_key(pos));
    int kings[2] = { 0, 0 };
    for (int s = 0; s < t->squares; s++) {
        uint8_t p = pos->board[s];
        if (!p) continue;
        FUZZ_CHECK(BR_PIECE_TYPE(p) >= BR_KING && BR_PIECE_TYPE(p) <= BR_SOLDIER && !(p & ~31u),
                   "bad piece byte %u on %d", p, s);
        FUZZ_CHECK(t->allowed[PIECE_INDEX(p)][s], "piece %u on a point it can never reach: %d", p, s);
        if (BR_PIECE_TYPE(p) == BR_KING) {
            kings[BR_PIECE_COLOR(p)]++;
            FUZZ_CHECK(pos->king[BR_PIECE_COLOR(p)] == s, "king index %d, king on %d",
                       pos->king[BR_PIECE_COLOR(p)], s);
        }
    }
    FUZZ_CHECK(kings[0] == 1 && kings[1] == 1, "kings %d %d", kings[0], kings[1]);
    for (int s = t->squares; s < BR_MAX_SQUARES; s++) FUZZ_CHECK(!pos->board[s], "piece off the board %d", s);
    int us = pos->side;
    FUZZ_CHECK(br_game_in_check(g) == square_attacked(pos, pos->king[us], us ^ 1), "in_check");

    /* legal moves, outcome, perft(1) */
    int n = br_game_legal_moves(g, legal);
    FUZZ_CHECK(n >= 0 && n <= BR_MAX_MOVES, "count %d", n);
    BrOutcome o = br_game_outcome(g);
    /* a game that plays past the rules' ends keeps its moves at an end that leaves some */
    bool past_end = g->pos.plays_past_end && !g->declared_reason;
    FUZZ_CHECK(past_end ? (n == 0) <= o.over : o.over == (n == 0), "over %d but %d legal moves (reason %s)",
               o.over, n, br_reason_name(o.reason));
    FUZZ_CHECK(o.over ? o.reason > BR_REASON_NONE && o.reason < BR_REASON_COUNT
                      : o.reason == BR_REASON_NONE && o.winner == BR_NO_WINNER,
               "outcome %d %d %d", o.over, o.winner, o.reason);
    FUZZ_CHECK(o.winner >= BR_NO_WINNER && o.winner <= BR_BLACK, "winner %d", o.winner);
    if (o.over && (o.reason == BR_REASON_CHECKMATE || o.reason == BR_REASON_STALEMATE ||
                   o.reason == BR_REASON_NO_MOVES)) {
        BrMove tmp[BR_MAX_MOVES];
        FUZZ_CHECK(generate_legal(pos, tmp) == 0, "%s with legal moves", br_reason_name(o.reason));
        FUZZ_CHECK((o.reason == BR_REASON_CHECKMATE) == br_game_in_check(g), "mate vs check");
    }
    if (!o.over || n > 0) {
        /* perft counts the rules' tree, which an immediate end stops even where the game plays past it */
        double p1 = br_game_perft(g, 1), rules_moves = immediate_end(pos) ? 0 : (double)n;
        FUZZ_CHECK(p1 == rules_moves, "perft(1) %.0f, legal moves %d", p1, n);
        FUZZ_CHECK(perft(pos, 1) == (uint64_t)n, "internal perft(1)");
    }
    FUZZ_CHECK(br_game_perft(g, 0) == 1.0 && br_game_perft(g, -1) < 0 &&
                   br_game_perft(g, BR_MAX_PERFT_DEPTH + 1) < 0, "perft depth bounds");

    /* each legal move: explained as legal, written and read back, make/unmake exact, and the
     * mover's general safe afterwards */
    for (int i = 0; i < n; i++) {
        BrMove m = legal[i];
        FUZZ_CHECK(!list_contains(legal, i, m), "duplicate move %x", m);
        /* explain regenerates the moves (and the outcome): check a few, spread over the list */
        if (n <= 4 || i % (n / 4 + 1) == (int)(pos->key % (uint64_t)(n / 4 + 1)))
            FUZZ_CHECK(br_game_explain(g, m) == BR_OK, "legal move %x explained as %s", m,
                       br_error_name(br_game_explain(g, m)));
        char uci[32];
        size_t len = br_move_uci(g, m, uci, sizeof uci);
        FUZZ_CHECK(len > 0 && len < sizeof uci, "uci length %zu", len);
        BrMove back = 0;
        FUZZ_CHECK(br_move_parse(g, uci, &back) == BR_OK && back == m, "uci %s of %x reads %x", uci, m, back);

        Position saved;
        memcpy(&saved, pos, sizeof saved);
        Undo u;
        make_move(pos, m, &u);
        FUZZ_CHECK(pos->key == position_compute_key(pos), "key after %s", uci);
        int mover = pos->side ^ 1;
        bool attacked = square_attacked(pos, pos->king[mover], mover ^ 1);
        /* Fairy-Stockfish janggi: a pass that keeps the bikjang ends the game at once, even in
         * check (RULES §3.6); nothing else may leave the mover's general attacked. */
        bool bikjang_pass = BR_MOVE_KIND(m) == BR_MOVE_PASS && immediate_end(pos) == END_BIKJANG;
        FUZZ_CHECK(!attacked || bikjang_pass, "legal move %s leaves the mover's general attacked", uci);
        if (g->profile.flying_general)
            FUZZ_CHECK(!generals_facing(pos), "legal move %s leaves the generals facing", uci);
        unmake_move(pos, &u);
        FUZZ_CHECK(same_position(pos, &saved), "make/unmake of %s does not restore the position", uci);
    }

    /* FEN round trip */
    BrError err;
    BrGame *h = br_game_new(&g->profile, fen, &err);
    bool opponent_checked = square_attacked(pos, pos->king[us ^ 1], us);
    if (!h) {
        FUZZ_CHECK(err.code == BR_ERR_FEN_OPPONENT_IN_CHECK && opponent_checked && o.over,
                   "own FEN %s refused: %s", fen, br_error_name(err.code));
    } else {
        br_game_fen(h, fen2, sizeof fen2);
        FUZZ_CHECK(strcmp(fen, fen2) == 0, "FEN %s reads back as %s", fen, fen2);
        FUZZ_CHECK(h->pos.key == pos->key, "key differs after FEN round trip");
        /* Where nothing but the board decides (no setup turn, no pass just played, generals
         * not facing), the position read from the FEN has the same legal moves: catches
         * incremental state (kings, piece sets) that make/unmake let drift from the board. */
        if (!pos->setup_pending && !pos->pass_run && !generals_facing(pos) && !immediate_end(pos)) {
            BrMove mine[BR_MAX_MOVES], theirs[BR_MAX_MOVES];
            int a = generate_legal(pos, mine), c = generate_legal(&h->pos, theirs);
            bool same = a == c;
            for (int i = 0; same && i < a; i++) same = list_contains(theirs, c, mine[i]);
            FUZZ_CHECK(same, "%d legal moves here, %d from the FEN %s", a, c, fen);
        }
        br_game_delete(h);
    }

    FUZZ_CHECK(same_position(pos, &before), "check_game changed the position");
    br_game_fen(g, fen2, sizeof fen2);
    FUZZ_CHECK(strcmp(fen, fen2) == 0, "check_game changed the FEN");
    return n;
}

/* Plays move m through the public API and checks the game changed exactly when it said so:
 * a refusal leaves the position, FEN and ply as they were; the code equals explain's. */
static inline int play_checked(BrGame *g, BrMove m, const BrMove *legal, int n) {
    Position before;
    memcpy(&before, &g->pos, sizeof before);
    char fen[256], fen2[256];
    br_game_fen(g, fen, sizeof fen);
    int ply = g->ply;
    BrOutcome o = br_game_outcome(g);
    int explained = br_game_explain(g, m);
    bool stops = o.over && (!g->pos.plays_past_end || g->declared_reason || n == 0);
    if (stops) FUZZ_CHECK(explained == BR_ERR_GAME_OVER, "explain after the end: %s", br_error_name(explained));
    if (m < (1u << 16) && !stops)
        FUZZ_CHECK((explained == BR_OK) == list_contains(legal, n, normalized(&g->pos, m)),
                   "move %x explained %s, in the legal list: %d", m, br_error_name(explained),
                   list_contains(legal, n, normalized(&g->pos, m)));
    FUZZ_CHECK(explained >= 0 && explained < BR_ERR_COUNT, "code %d", explained);
    int rc = br_game_play(g, m);
    FUZZ_CHECK(rc == explained || rc == BR_ERR_OUT_OF_MEMORY, "play %s, explain %s",
               br_error_name(rc), br_error_name(explained));
    /* Bug 3 (fixed by 57cc8db's legal-move cache): a pass or setup move with bits set above
     * bit 15 was accepted and kept in the history as given. */
    if (m >= (1u << 16))
        FUZZ_CHECK(rc != BR_OK, "move %x with bits above bit 15 accepted", m);
    br_game_fen(g, fen2, sizeof fen2);
    if (rc) {
        FUZZ_CHECK(same_position(&g->pos, &before) && strcmp(fen, fen2) == 0 && g->ply == ply,
                   "refused move %x (%s) changed the game", m, br_error_name(rc));
    } else {
        FUZZ_CHECK(g->ply == ply + 1, "ply %d after %d", g->ply, ply);
        FUZZ_CHECK(br_game_history_move(g, ply) == normalized(&before, m) ||
                       br_game_history_move(g, ply) == m,
                   "history holds %x for %x", br_game_history_move(g, ply), m);
    }
    return rc;
}

/* Undo through the public API; restores the Position saved before the move byte for byte. */
static inline void undo_checked(BrGame *g, const Position *expected, const char *expected_fen) {
    int ply = g->ply;
    int rc = br_game_undo(g);
    if (ply == 0) {
        FUZZ_CHECK(rc == BR_ERR_NO_HISTORY, "undo at ply 0: %s", br_error_name(rc));
        return;
    }
    FUZZ_CHECK(rc == BR_OK && g->ply == ply - 1, "undo %s", br_error_name(rc));
    char fen[256];
    br_game_fen(g, fen, sizeof fen);
    FUZZ_CHECK(strcmp(fen, expected_fen) == 0, "undo gives %s, expected %s", fen, expected_fen);
    FUZZ_CHECK(same_position(&g->pos, expected), "undo does not restore the position exactly");
}

#endif
