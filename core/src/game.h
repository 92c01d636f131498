/* game.h — the BrGame struct, shared by the files that read a game's history. */
#ifndef BOARDRULES_GAME_H
#define BOARDRULES_GAME_H

#include "internal.h"

/* What can expose the side to move's general to a move by another piece (one_move.c): leaving a
 * line from the general that holds an enemy slider (or the enemy general, under the flying-general
 * rule), or the leg or eye of an enemy leaper placed to attack it; entering such a line where
 * cannons take screens. Up only when the general is on the board, not in check and not facing the
 * other general. Built in two parts: the first look (up, guarded) judges the moves that touch no
 * line from the general; the lines (leave, enter) are built for the others. */
typedef struct Shield {
    bool valid, up;
    bool guarded;     /* up, and no enemy leaper with a leg or an eye placed to attack the general */
    bool lines_ready; /* leave and enter are filled (general_shield; the first look needs neither) */
    SquareSet leave, enter;
} Shield;

enum { KEY_BUCKET_BITS = 10 };
static inline unsigned key_bucket(uint64_t key) { return (unsigned)(key >> (64 - KEY_BUCKET_BITS)); }

struct BrGame {
    BrProfile profile;  /* a copy: the position points here */
    Position pos;
    Undo *history;      /* history[i] undoes the (i+1)-th move */
    int ply, cap;
    int declared_reason, declared_winner; /* an outcome the front end recorded */
    bool start_in_check; /* the start position's side to move is in check (the move limit's checks) */
    /* The legal moves and the rules' outcome of the current position, computed once per
     * position: boards ask for both after every move. The outcome alone may be known
     * (outcome_valid) before the list is made: a replay asks it after every move, and it needs
     * only whether some legal move exists. */
    bool cache_valid, outcome_valid;
    int legal_count;
    BrMove legal[BR_MAX_MOVES];
    BrOutcome rules_outcome;
    Shield shield;      /* of the current position, when valid */
    /* How many of the game's positions (each record's and the current one) have a key in each
     * bucket (its top bits), saturating: a position occurs three times only where its bucket
     * counts three, so the repetition rule walks the history only then (a replay asks it every
     * ply). Kept by play, undo, install and load (game_state.c). */
    uint8_t key_count[1 << KEY_BUCKET_BITS];
};

/* A position's key joins or leaves the game's key counts (a saturated count stays: it only
 * makes the repetition rule look). */
static inline void key_count_add(BrGame *g, uint64_t key) {
    uint8_t *c = &g->key_count[key_bucket(key)];
    if (*c < UINT8_MAX) ++*c;
}
static inline void key_count_remove(BrGame *g, uint64_t key) {
    uint8_t *c = &g->key_count[key_bucket(key)];
    if (*c < UINT8_MAX) --*c;
}

/* game_state.c: room for n undo records */
bool game_reserve_history(BrGame *g, int n);

/* outcome.c */
bool game_over(BrGame *g);
/* Whether a game played past the rules' end stops: at a declared end, and where the next move
 * could take a general (janggi/standard's face-off lets a side pass in check, which ends the
 * game; played past that end, the general stands attacked). */
bool past_end_stops_play(const BrGame *g);
/* Whether the game's end stops play now: a declared end always does; the rules' end unless the
 * game plays past it. */
static inline bool end_stops_play(BrGame *g) {
    return g->pos.plays_past_end ? past_end_stops_play(g) : game_over(g);
}
/* Whether nothing more may happen in the game: its end stops play, or, past a rules' end, no
 * move is left (mate and stalemate stay over). */
bool game_finished(BrGame *g);
/* Fills the cache (legal moves, outcome) if the position changed since it was filled. */
void game_refresh(BrGame *g);
/* Forgets both: the position changed. */
static inline void game_invalidate(BrGame *g) {
    g->cache_valid = g->outcome_valid = g->shield.valid = false;
}

/* one_move.c: one move's legality without the list (a replay's plies) */
/* Whether the side to move is in check (from the last move's record when there is one). */
bool game_in_check(const BrGame *g);
/* The side to move's general shield (see Shield), computed once per position. */
const Shield *general_shield(BrGame *g);
/* With the shield up: a normal move that the general does not make is legal once its piece
 * makes it, unless it leaves a point of `leave` or enters one of `enter`. */
static inline bool shield_holds(const Shield *s, const Position *pos, BrMove m) {
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    return s->up && from != pos->king[pos->side] && !set_has(&s->leave, from) && !set_has(&s->enter, to);
}
/* The shield's first look, without building it: whether m (made by its piece) is legal because it
 * leaves no line from the general and enters none where cannons are, the general being neither in
 * check, nor placed to be attacked by a leaper with a leg or an eye, nor facing the other. */
bool move_off_general_lines(BrGame *g, BrMove m);
/* The first look's verdict: the general is not in check, nor facing the other, nor placed to be
 * attacked by a leaper with a leg or an eye (then only the general's lines matter). */
bool general_guarded(BrGame *g);
/* Whether the side to move's piece on m's origin makes m (a normal or promotion move). */
bool piece_generates(const Position *pos, BrMove m);
/* Whether the side to move's piece on sq has a quiet move to a point outside `avoid`, found
 * cheaply (a slider's first step, a leaper's step): false may also mean "look closer". */
bool piece_has_quiet_move(const Position *pos, int sq, const SquareSet *avoid);
/* Whether m (a normal or promotion move from one of the mover's pieces, no setup turn due) is
 * legal. */
bool one_move_is_legal(BrGame *g, BrMove m);

/* Whether the normal (or promotion) move m, just made, checks the side now to move: the in-check
 * test reduced to what m changed (its general was not attacked before m). */
bool move_gives_check(const Position *pos, BrMove m);

/* Outcomes: a game going on, a game ended (outcome.c, repetition.c). */
static inline BrOutcome ongoing(void) { return (BrOutcome){ 0, BR_NO_WINNER, BR_REASON_NONE, BR_REASON_NONE }; }
static inline BrOutcome ended(int winner, int reason) { return (BrOutcome){ 1, winner, reason, BR_REASON_NONE }; }

/* repetition.c: the outcome by the repetition rules (not over: none applies yet) */
BrOutcome repetition_outcome(const BrGame *g);

/* material.c */
/* The janggi material count's verdict (RULES §3.6). */
BrOutcome material_count(const Position *pos, int scored);
/* Whether a makruk side has mating material (RULES §3.5). */
bool makruk_can_mate(const Position *pos, int side);

/* counting.c */
/* The count after move m (undone by u), or after a start (no u). */
void counting_update(Position *pos, BrMove m, const Undo *u);
/* Its usual plies, without a board scan (play runs this inline; counting_update first): true when
 * done. No count (limit 0) means an unpromoted pawn stood on the board, or, with the count
 * COUNT_PENDING, that none did but no count ran: the side to move's opponent had a bare khun (a
 * count starts for that khun once it is to move), or the start's FEN gave none. A move that neither promotes nor takes an unpromoted pawn leaves
 * every such pawn there. Counting on (no unpromoted pawn left, none can come back) and the
 * material as it was, the count goes on. */
enum { COUNT_PENDING = 1 };
/* A count played on past its end (playPastEnd) stops at its field's top, not wrapping to a
 * count that has not ended. */
static inline void count_step(Position *pos) {
    if (pos->count < UINT16_MAX) pos->count++;
}
static inline bool counting_step(Position *pos, BrMove m, const Undo *u) {
    bool promotes = BR_MOVE_KIND(m) == BR_MOVE_PROMOTION;
    if (pos->count_limit == 0) /* a pawn on the board, unless the count is pending */
        return pos->count != COUNT_PENDING && !promotes &&
               !(u->captured && BR_PIECE_TYPE(u->captured) == BR_SOLDIER && !(u->captured & BR_PIECE_PROMOTED));
    if (u->captured || promotes) return false;
    count_step(pos);
    return true;
}
/* A start read into a scratch profile copy and position (br_game_new, br_game_reset: a refused
 * FEN changes nothing), then installed into a game. */
int game_read_start(const BrProfile *profile, const char *fen, BrProfile *copy, Position *pos, BrError *err);
void game_install(BrGame *g, const BrProfile *copy, const Position *pos, bool from_start);

/* chase.c: whether moves chased, judged once per move and kept in its undo record (see there) */
enum { FLAG_CHASE_JUDGED = 0x80 }; /* in Undo.flags, beside the public BR_FLAG_* bits */
enum { PUBLIC_FLAGS = BR_FLAG_CHECK | BR_FLAG_CHASE | BR_FLAG_CAPTURE };
/* Judges every move from the first-th on that is not judged yet. */
void chase_judge_from(const BrGame *g, int first);
/* Moves judged so far, and moves walked over to judge them, by every game (tests count the work). */
extern long chase_judgments, chase_moves_walked;
/* Whether the i-th move chased (judging it, and the unjudged moves before it, if needed). */
bool chase_judged(const BrGame *g, int i);
/* Under the AXF reading (BR_REPETITION_AXF): for each side, whether one same enemy piece,
 * followed as it moves, was chased by every one of its moves from the first-th on. */
void chase_followed(const BrGame *g, int first, bool chaser[2]);
/* Whether the profile's repetition rule judges chases. */
static inline bool judges_chases(const BrProfile *p) {
    return p->repetition == BR_REPETITION_PERPETUAL || p->repetition == BR_REPETITION_AXF;
}

/* game.c, tests only: allocations that may still succeed before every later one fails (-1, the
 * default: no limit). Shows that running out of memory is reported as such. */
extern long game_allocations_left;

#endif
