/* internal.h — types shared by the core's files: geometry tables, positions, undo records. */
#ifndef BOARDRULES_INTERNAL_H
#define BOARDRULES_INTERNAL_H

#include <stdbool.h>
#include "boardrules.h"

#define NO_SQ BR_NO_SQUARE
#define PIECE(type, color) ((uint8_t)((type) | ((color) << 3)))
#define PIECE_INDEX(p) ((p) & 15) /* type and colour, without the promoted bit */

/* Code only perft's counting runs. In the wasm build it stays out of the functions a page calls
 * first: V8 compiles each wasm function at its first call, and inlined into legal_moves these
 * made the first move list ~2 ms slower to compile. Natively it is inlined (perft's native
 * instructions rise ~5% without). */
#if defined(__wasm__)
#define PERFT_ONLY __attribute__((noinline))
#else
#define PERFT_ONLY
#endif

/* A rare path in a hot file (a refused or unusual text): in the wasm build it is built for size,
 * as the cold files are (scripts/build.mjs), and stays out of the hot function that calls it. */
#if defined(__wasm__)
#define RARE_PATH __attribute__((noinline, minsize))
#else
#define RARE_PATH
#endif

/* One leaper step: destination, up to two points that must be empty, whether the step may
 * move quietly and/or capture, and whether it promotes (a makruk pawn entering its zone). */
enum { STEP_QUIET = 1, STEP_CAPTURE = 2, STEP_BOTH = 3, STEP_PROMOTES = 4 };
typedef struct Step {
    uint8_t to, block1, block2, mode;
} Step;

/* Whether nothing stands on a leg or an eye (NO_SQ: none). */
static inline bool blocks_empty(const uint8_t *board, uint8_t block1, uint8_t block2) {
    return (block1 == NO_SQ || !board[block1]) && (block2 == NO_SQ || !board[block2]);
}
static inline bool step_unblocked(const uint8_t *board, const Step *s) {
    return blocks_empty(board, s->block1, s->block2);
}

/* The leapers' captures from one point onto another: the piece indices that make it (bit per
 * index) and what must be empty. A displacement fixes the leg and the eye whatever the leaper
 * (horse, elephant; the others have none), so one record serves every type. */
typedef struct LeaperLink {
    uint16_t pieces;
    uint8_t block1, block2;
} LeaperLink;

/* Whether side `us` may take a step: it lands on an empty point (a quiet step) or on an enemy (a
 * capturing one), and nothing blocks it. Generation, counting and one-move judging share it. */
static inline bool step_playable(const uint8_t *board, int us, const Step *s) {
    uint8_t target = board[s->to];
    bool lands = target ? BR_PIECE_COLOR(target) != us && (s->mode & STEP_CAPTURE) : (s->mode & STEP_QUIET);
    return lands && step_unblocked(board, s);
}

/* An attacker of a square by a leaper: its piece index, where it stands, what must be empty. */
typedef struct Attacker {
    uint8_t from, block1, block2, piece;
} Attacker;

enum { DIR_N, DIR_S, DIR_E, DIR_W, DIR_NE, DIR_NW, DIR_SE, DIR_SW, DIR_NB };
enum { MAX_RAY = 9, MAX_STEPS_PER_SQUARE = 8 };
/* Five leaper types (general, advisor, elephant, horse, soldier), each at most a full set of
 * steps reversed. */
enum { MAX_LEAPER_ATTACKERS = 5 * MAX_STEPS_PER_SQUARE };

/* A set of points, one bit each: 90 points fit in two words. */
typedef struct SquareSet {
    uint64_t w[2];
} SquareSet;
static inline bool set_has(const SquareSet *s, int sq) { return s->w[sq >> 6] >> (sq & 63) & 1; }
static inline void set_add(SquareSet *s, int sq) { s->w[sq >> 6] |= 1ull << (sq & 63); }
static inline void set_remove(SquareSet *s, int sq) { s->w[sq >> 6] &= ~(1ull << (sq & 63)); }
static inline bool sets_meet(const SquareSet *a, const SquareSet *b) {
    return (a->w[0] & b->w[0]) | (a->w[1] & b->w[1]);
}
/* Index of the lowest set bit of a non-zero word (C11 has no count-trailing-zeros). */
static inline int lowest_bit(uint64_t w) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(w);
#else
    int n = 0;
    while (!(w >> n & 1)) n++;
    return n;
#endif
}

/* Index of the highest set bit of a non-zero word. */
static inline int highest_bit(uint64_t w) {
#if defined(__GNUC__) || defined(__clang__)
    return 63 - __builtin_clzll(w);
#else
    int n = 63;
    while (!(w >> n & 1)) n--;
    return n;
#endif
}

static inline SquareSet sets_and(const SquareSet *a, const SquareSet *b) {
    return (SquareSet){ { a->w[0] & b->w[0], a->w[1] & b->w[1] } };
}
static inline SquareSet sets_or(const SquareSet *a, const SquareSet *b) {
    return (SquareSet){ { a->w[0] | b->w[0], a->w[1] | b->w[1] } };
}

/* Rays N, E, NE and NW run to higher point numbers, the others to lower (tables.c numbers the
 * points rank by rank from white's side): the occupant of a ray nearest its start is then the
 * lowest or the highest point of the ray's occupied set, found without walking the ray. */
enum { RAYS_UP = 1 << DIR_N | 1 << DIR_E | 1 << DIR_NE | 1 << DIR_NW };
static inline int set_nearest(const SquareSet *s, int d) {
    if (RAYS_UP >> d & 1)
        return s->w[0] ? lowest_bit(s->w[0]) : s->w[1] ? 64 + lowest_bit(s->w[1]) : NO_SQ;
    return s->w[1] ? 64 + highest_bit(s->w[1]) : s->w[0] ? highest_bit(s->w[0]) : NO_SQ;
}

/* Everything that depends only on the profile: built once per profile, read in the hot loop. */
typedef struct Tables {
    int width, height, squares;
    /* Leaper steps per piece index (type | colour << 3) and square. Sliders have none. */
    uint8_t step_count[16][BR_MAX_SQUARES];
    Step steps[16][BR_MAX_SQUARES][MAX_STEPS_PER_SQUARE];
    /* The same relation reversed, captures only: the leapers of a colour that can capture on
     * a square, all types in one list (one loop per attack test). */
    uint8_t leaper_attacker_count[2][BR_MAX_SQUARES];
    Attacker leaper_attackers[2][BR_MAX_SQUARES][MAX_LEAPER_ATTACKERS];
    SquareSet leaper_origins[2][BR_MAX_SQUARES]; /* their `from` points, as a set */
    /* The same, only the attackers whose step has a leg or an eye: a general's shield
     * (one_move.c) guards those points, and skips the others without a look. */
    uint8_t legged_attacker_count[2][BR_MAX_SQUARES];
    Attacker legged_attackers[2][BR_MAX_SQUARES][MAX_LEAPER_ATTACKERS];
    SquareSet legged_origins[2][BR_MAX_SQUARES];
    bool legged_piece[16]; /* piece (colour and type) with a step that has a leg or an eye */
    /* Rays from each square: orthogonal lines, and palace diagonals where they exist. */
    uint8_t ray_len[BR_MAX_SQUARES][DIR_NB];
    uint8_t ray[BR_MAX_SQUARES][DIR_NB][MAX_RAY];
    uint8_t ray_dirs[BR_MAX_SQUARES]; /* bit d: the ray in direction d is not empty */
    /* Directions each slider uses (bit per DIR_*), by piece type. */
    uint8_t slider_dirs[8];
    /* The points of each ray, as a set, and their union over the slider directions: every point
     * a chariot or a cannon could attack a point from. */
    SquareSet ray_set[BR_MAX_SQUARES][DIR_NB];
    /* direction[a][b]: the direction of the ray from a that holds b (DIR_NB: none) */
    uint8_t direction[BR_MAX_SQUARES][BR_MAX_SQUARES];
    SquareSet lines[BR_MAX_SQUARES];
    /* Every point a piece index could move to from each point, as a set: its steps' ends for a
     * leaper, its lines for a slider (legal.c: can its moves touch the king zone at all?). */
    SquareSet reach[16][BR_MAX_SQUARES];
    /* Promotion zone for makruk pawns: 1 where a pawn of that colour promotes on arrival. */
    uint8_t promotes[2][BR_MAX_SQUARES];
    /* File and rank of each point (facing generals, distances along rays). */
    uint8_t file[BR_MAX_SQUARES], rank[BR_MAX_SQUARES];
    /* Points a piece index may ever stand on (FEN validation). */
    uint8_t allowed[16][BR_MAX_SQUARES];
    /* Zobrist keys. */
    uint64_t zobrist[32][BR_MAX_SQUARES];
    uint64_t zobrist_side;
    /* leaper_link[from][to]: who among the leapers captures from `from` on `to`, over what: an
     * attack test reads it for each piece placed to attack, instead of walking that piece's steps */
    LeaperLink leaper_link[BR_MAX_SQUARES][BR_MAX_SQUARES];
} Tables;

/* The longest count a rule sets (the board's honour, 64 moves): a FEN's limit is at most this. */
enum { BOARD_HONOUR_PLIES = 128 };

/* A position: board and the few facts the rules read besides it. */
typedef struct Position {
    uint8_t board[BR_MAX_SQUARES];
    SquareSet occupied[2];  /* each side's points, kept in step with the board by make/unmake:
                               generation visits the mover's pieces without scanning the board,
                               and the line attack tests find a ray's occupants in them (legal.c's
                               trial moves update them too) */
    SquareSet sliders[2];   /* each side's chariots and cannons, kept the same way: an attack
                               test walks only the lines that hold an enemy slider */
    uint8_t king[2];        /* each side's general square, NO_SQ if missing */
    uint8_t side;           /* side to move */
    uint8_t setup_pending;  /* bit c: side c still has its setup turn (vchess) */
    uint8_t last_to;        /* where the previous move landed (NO_SQ: unknown, pass or setup) */
    uint8_t last_was_pass;  /* the previous move was a pass */
    uint8_t pass_run;       /* passes in a row just played (setup turns do not count) */
    uint8_t facing_before;  /* the generals faced each other before the previous move */
    uint8_t plays_past_end; /* the game plays past the rules' ends (br_game_set_play_past_end):
                               an immediate end then leaves the moves the pieces have */
    uint32_t clock;         /* half-moves since the last capture (or pawn move where it resets);
                               wider than any game's history, saturating at CLOCK_MAX (clock_tick) */
    uint16_t fullmove;
    uint16_t count, count_limit; /* makruk counting, in plies (0 limit: not counting) */
    uint64_t key;
    const BrProfile *profile;
    const Tables *t;
} Position;

/* The cannon's capture rule: can a cannon hop over `screen` to take `target`? Where the profile
 * says so (janggi), a cannon neither hops over a cannon nor takes one. */
static inline bool cannon_may_hop(const Position *pos, uint8_t screen, uint8_t target) {
    if (pos->profile->cannon == BR_CANNON_XIANGQI) return true;
    return BR_PIECE_TYPE(screen) != BR_CANNON && BR_PIECE_TYPE(target) != BR_CANNON;
}

/* The ray walker on the board: from index i of a ray (n points), the index of the first occupied
 * point (n if none). With `quiet`, a quiet move from `from` to each empty point passed is written
 * there (generation fuses the two). */
static inline int ray_walk(const uint8_t *board, const uint8_t *ray, int i, int n, int from,
                           BrMove **quiet) {
    for (; i < n && !board[ray[i]]; i++)
        if (quiet) *(*quiet)++ = BR_MOVE(from, ray[i], BR_MOVE_NORMAL);
    return i;
}

/* A ray's first two occupants seen from its start, as points (NO_SQ: none): all the line rule
 * reads. Two readers find them: ray_occupants walks the board, set_occupants reads the bits of
 * the occupied sets (no walk; only where the sets are current, which legal.c's trial moves on the
 * board alone do not keep). With `second` false they stop at the first: where no cannon moves
 * along the ray, the rule reads no further (line_screens). */
typedef struct Occupants {
    int first, second;
} Occupants;
static inline Occupants ray_occupants(const uint8_t *board, const uint8_t *ray, int n, bool second) {
    int i = ray_walk(board, ray, 0, n, NO_SQ, NULL);
    if (i == n) return (Occupants){ NO_SQ, NO_SQ };
    Occupants o = { ray[i], NO_SQ };
    if (second && (i = ray_walk(board, ray, i + 1, n, NO_SQ, NULL)) < n) o.second = ray[i];
    return o;
}
/* `on`: the occupied points of the ray from a point in direction d */
static inline Occupants set_occupants(SquareSet on, int d, bool second) {
    Occupants o = { set_nearest(&on, d), NO_SQ };
    if (!second || o.first == NO_SQ) return o;
    set_remove(&on, o.first);
    o.second = set_nearest(&on, d);
    return o;
}

/* The line rule, written once: a chariot takes the first piece along a line; a cannon takes the
 * second, over the first as its screen (line_screens: how many it passes), where it may hop that
 * screen to take that piece (line_may_take, cannon_may_hop). It reads the same from either end of
 * the line, so seen from one end, the occupant line_occupant names and that end take each other
 * when one is a chariot or a cannon (type): from a slider looking along its ray (line_target)
 * and from a point looking for its attackers (line_attacks). */
static inline int line_screens(int type) { return type == BR_CANNON; }
static inline int line_occupant(int type, Occupants o) { return line_screens(type) ? o.second : o.first; }
/* `taken`: the point whose piece is taken (the occupant from a slider, the end from a point) */
static inline bool line_may_take(const Position *pos, int type, Occupants o, int taken) {
    return !line_screens(type) || cannon_may_hop(pos, pos->board[o.first], pos->board[taken]);
}

/* What a chariot or a cannon takes along a ray, seen from it: the occupant it may capture if that
 * is the other side's (NO_SQ: none). */
static inline int line_target(const Position *pos, int type, Occupants o) {
    int p = line_occupant(type, o);
    return p != NO_SQ && line_may_take(pos, type, o, p) ? p : NO_SQ;
}

/* Seen from `sq`, whether a chariot or a cannon (type) of side `by` attacks it along direction d,
 * whose first two occupants are o: the occupant the rule names is such a piece and its type moves
 * along d. The piece is looked at before the hop. */
static inline bool line_attacks(const Position *pos, int type, int sq, int d, int by, Occupants o) {
    int a = line_occupant(type, o);
    return (pos->t->slider_dirs[type] >> d & 1) && a != NO_SQ &&
           (pos->board[a] & 15) == PIECE(type, by) && line_may_take(pos, type, o, sq);
}

/* What a chariot or a cannon on `from` reaches along one of its rays (n points): it controls
 * ray[control_lo .. control_hi) and `target` (a point; NO_SQ: none), and may capture on `target`
 * whatever of the other side stands there; with `quiet`, its quiet moves are written there. It
 * walks the ray on the board and takes by the line rule (line_target). How it moves quietly is
 * its own: a chariot and a xiangqi cannon slide up to the first occupant; a janggi cannon jumps
 * a screen, one it may hop with nothing taken (cannon_may_hop), as a cannon controls the empty
 * points past one. */
typedef struct Reach {
    int control_lo, control_hi, target;
} Reach;
static inline Reach slider_reach(const Position *pos, int type, int from, const uint8_t *ray,
                                 int n, BrMove **quiet) {
    const uint8_t *b = pos->board;
    bool jumps = type == BR_CANNON && pos->profile->cannon == BR_CANNON_JANGGI;
    int first = ray_walk(b, ray, 0, n, from, jumps ? NULL : quiet);
    Occupants o = { first < n ? ray[first] : NO_SQ, NO_SQ };
    Reach r = { 0, type == BR_CHARIOT ? first : 0, NO_SQ };
    /* a cannon reads on past a screen it may hop (else it takes nothing: line_target agrees) */
    if (type == BR_CANNON && o.first != NO_SQ && cannon_may_hop(pos, b[o.first], 0)) {
        int second = ray_walk(b, ray, first + 1, n, from, jumps ? quiet : NULL);
        r.control_lo = first + 1, r.control_hi = second;
        o.second = second < n ? ray[second] : NO_SQ;
    }
    r.target = line_target(pos, type, o);
    return r;
}

/* What make_move saves so that unmake_move can restore the position exactly. */
typedef struct Undo {
    BrMove move;
    uint8_t captured;
    uint8_t moved;          /* the piece that moved, as it was before the move (or passed) */
    uint8_t last_to, last_was_pass, setup_pending, pass_run, facing_before;
    uint8_t flags;          /* BR_FLAG_*: filled by the game layer, unused by perft */
    uint32_t clock;
    uint16_t fullmove, count, count_limit;
    uint64_t key;
} Undo;

/* The half-move clock's range, the same in FEN (nine digits) and in play: a game never wraps
 * it, and every clock it reaches is one a FEN can say. */
enum { CLOCK_MAX = 999999999 };
static inline uint32_t clock_tick(uint32_t clock) { return clock < CLOCK_MAX ? clock + 1 : clock; }

/* Under these rules a side may pass in check while the generals face: the pass ends the game
 * (bikjang). The one way a side not to move can stand in check (legal.c, fen.c). */
static inline bool pass_in_face_off_ends_game(const BrProfile *p) {
    return p->pass && p->bikjang == BR_BIKJANG_STANDARD && p->bikjang_end != BR_END_NONE;
}

/* Immediate ends read from the position alone. */
enum { END_DOUBLE_PASS = 1, END_BIKJANG = 2 };

/* tables.c */
const Tables *tables_for(const BrProfile *profile);
void tables_build(Tables *t, const BrProfile *profile);

/* position.c */
void position_clear(Position *pos, const BrProfile *profile, const Tables *t);
uint64_t position_compute_key(const Position *pos);
void position_sync_occupied(Position *pos);
void make_move(Position *pos, BrMove m, Undo *u);
void unmake_move(Position *pos, const Undo *u);
/* The same without the key, the clocks and the move number (left as they were): what perft needs,
 * as legal-move lists never read those. */
void make_move_lean(Position *pos, BrMove m, Undo *u);
void unmake_move_lean(Position *pos, const Undo *u);
bool square_attacked(const Position *pos, int sq, int by);
bool line_attacked(const Position *pos, int sq, int d, int by);
/* square_attacked on a board where `vacated` was just emptied (the occupied sets still hold it):
 * the lines are read off the sets, not walked */
bool square_attacked_without(const Position *pos, int vacated, int sq, int by);
bool leaper_attacked(const Position *pos, int sq, int by);
bool in_check(const Position *pos);
bool generals_facing(const Position *pos);
int immediate_end(const Position *pos);
/* Whether an immediate end leaves the side to move no move: always, unless the game plays past
 * the rules' ends (records of games that went on). The outcome still names the end. */
static inline bool end_stops_moves(const Position *pos) { return !pos->plays_past_end && immediate_end(pos); }

/* movegen.c: pseudo-legal moves (the setup choices when a setup turn is due; passes are added
 * by generate_legal) */
int generate_pseudo(const Position *pos, BrMove *out);
int generate_moves_of(const Position *pos, SquareSet pieces, BrMove *out); /* normal moves only */
int count_moves_of(const Position *pos, SquareSet pieces, const SquareSet *listed_on,
                   BrMove **listed);

/* perft.c */
uint64_t perft(Position *pos, int depth);

/* legal.c */
int generate_legal(Position *pos, BrMove *out);
int count_legal(Position *pos, BrMove *scratch); /* generate_legal's count (perft's last ply);
                                                    scratch: room for BR_MAX_MOVES moves */
bool move_is_legal_after_pseudo(Position *pos, BrMove m);
bool can_pass(const Position *pos);

/* text.c: bounded text (see there) */
typedef struct Text {
    char *out;
    size_t cap, len;
} Text;
Text text_start(char *out, size_t cap);
void text_char(Text *t, char c);
void text_str(Text *t, const char *s);
void text_int(Text *t, long v);

/* profile.c: a copy of a caller's profile with its texts NUL-terminated */
BrProfile profile_copy(const BrProfile *p);

/* fen.c */
int fen_parse(Position *pos, const BrProfile *profile, const Tables *t, const char *fen,
              BrError *err);
size_t fen_write(const Position *pos, char *out, size_t cap);
/* fen_parse with the profile's tables (BR_ERR_OUT_OF_MEMORY if they cannot be built). */
int fen_check(Position *pos, const BrProfile *profile, const char *fen, BrError *err);

/* explain.c */
int explain_move(Position *pos, BrMove m);
bool move_has_shape(const Position *pos, BrMove m);

#endif
