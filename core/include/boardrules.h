/* boardrules.h — the one public header of the rules core.
 *
 * Xiangqi, janggi and makruk, each under named site profiles (see ../shared/RULES.md).
 * Plain C11: no allocation outside br_game_new / br_game_delete and the history a game grows,
 * no globals that a caller must set up. Every function says who owns what.
 *
 * Coordinates: a square is rank * width + file, rank 0 being the first player's back rank
 * (rank "1"), file 0 being file "a". Width is 9 (xiangqi, janggi) or 8 (makruk).
 */
#ifndef BOARDRULES_H
#define BOARDRULES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
    BR_MAX_SQUARES = 90,   /* 9 x 10 */
    BR_MAX_MOVES = 512,    /* capacity a move list must have (16 pieces a side keep it far) */
    BR_MAX_PIECES_PER_SIDE = 16, /* a set's size; FENs with more are refused */
    BR_NO_SQUARE = 255,
    BR_MAX_PERFT_DEPTH = 12,
    BR_MAX_MOVE_TEXT = 64, /* bytes of a move text's buffer: a longer text (spaces around it left
                            * out) is no move in any notation */
    BR_MAX_PLIES = 1 << 26 /* a game's history never grows past this (2 GB of undo records) */
};

/* ---- Moves ------------------------------------------------------------------------------
 * A move is a 32-bit number:
 *   bits  0-6   from square
 *   bits  7-13  to square
 *   bits 14-15  kind: BR_MOVE_NORMAL, BR_MOVE_PROMOTION (makruk pawn becomes a met),
 *               BR_MOVE_PASS (from = to = the mover's general), BR_MOVE_SETUP (vchess setup
 *               turn: from = the mover's general, to = swap mask, BR_SWAP_LEFT | BR_SWAP_RIGHT)
 */
typedef uint32_t BrMove;
enum { BR_MOVE_NORMAL = 0, BR_MOVE_PROMOTION = 1, BR_MOVE_PASS = 2, BR_MOVE_SETUP = 3 };
enum { BR_SWAP_LEFT = 1, BR_SWAP_RIGHT = 2 };
/* The layout, which the JS binding reads rather than repeats (bindings/packing.js). */
enum { BR_MOVE_TO_SHIFT = 7, BR_MOVE_KIND_SHIFT = 14, BR_MOVE_BITS = 16 };
#define BR_MOVE(from, to, kind) ((BrMove)((from) | ((to) << BR_MOVE_TO_SHIFT) | ((kind) << BR_MOVE_KIND_SHIFT)))
#define BR_MOVE_FROM(m) ((int)((m) & ((1 << BR_MOVE_TO_SHIFT) - 1)))
#define BR_MOVE_TO(m) ((int)(((m) >> BR_MOVE_TO_SHIFT) & ((1 << BR_MOVE_TO_SHIFT) - 1)))
#define BR_MOVE_KIND(m) ((int)(((m) >> BR_MOVE_KIND_SHIFT) & ((1 << (BR_MOVE_BITS - BR_MOVE_KIND_SHIFT)) - 1)))

/* ---- Pieces -----------------------------------------------------------------------------
 * A piece is a byte: type in bits 0-2, colour in bit 3 (0 = first player), bit 4 set on a
 * promoted makruk met. 0 is an empty square. Types are movement slots, named per game:
 * makruk's met uses the advisor slot, its khon the elephant slot, its pawn the soldier slot. */
enum {
    BR_KING = 1, BR_ADVISOR = 2, BR_ELEPHANT = 3, BR_HORSE = 4,
    BR_CHARIOT = 5, BR_CANNON = 6, BR_SOLDIER = 7
};
enum { BR_WHITE = 0, BR_BLACK = 1 };
enum { BR_PIECE_COLOR_SHIFT = 3 };
#define BR_PIECE_TYPE(p) ((p) & ((1 << BR_PIECE_COLOR_SHIFT) - 1))
#define BR_PIECE_COLOR(p) (((p) >> BR_PIECE_COLOR_SHIFT) & 1)
#define BR_PIECE_PROMOTED 16

/* The FEN letter of a piece byte in a game (BrGameKind), upper case for the first player; 0 for
 * none. */
char br_piece_letter(int game, int piece);

/* ---- Errors -----------------------------------------------------------------------------
 * Every failure is one code; br_error_name gives its stable kebab-case name and
 * br_error_message a sentence naming what is wrong. */
typedef enum BrErrorCode {
    BR_OK = 0,
    /* profiles */
    BR_ERR_UNKNOWN_PROFILE,
    BR_ERR_PROFILE_FIELD,        /* unknown profile field name */
    BR_ERR_PROFILE_VALUE,        /* bad value for a known field */
    /* FEN */
    BR_ERR_FEN_EMPTY,
    BR_ERR_FEN_TOO_LONG,
    BR_ERR_FEN_RANK_COUNT,       /* wrong number of ranks */
    BR_ERR_FEN_RANK_WIDTH,       /* a rank holds too many or too few points */
    BR_ERR_FEN_PIECE_LETTER,     /* a letter that names no piece of this game */
    BR_ERR_FEN_SIDE,             /* side to move is not w or b */
    BR_ERR_FEN_CLOCK,            /* half-move clock is not a number */
    BR_ERR_FEN_FULLMOVE,         /* full-move number is not a positive number */
    BR_ERR_FEN_EXTRA,            /* unexpected text after the last field */
    BR_ERR_FEN_KING_COUNT,       /* not exactly one general/khun per side */
    BR_ERR_FEN_PIECE_PLACEMENT,  /* a piece on a point it can never stand on */
    BR_ERR_FEN_PIECE_COUNT,      /* more than BR_MAX_PIECES_PER_SIDE pieces on one side */
    BR_ERR_FEN_OPPONENT_IN_CHECK,/* the side not to move is in check (or generals face in xiangqi) */
    /* moves */
    BR_ERR_MOVE_SYNTAX,          /* the text is not a move in any accepted form */
    BR_ERR_NO_PIECE,             /* no piece on the from square */
    BR_ERR_WRONG_SIDE,           /* the piece belongs to the side not to move */
    BR_ERR_OWN_PIECE,            /* the destination holds a piece of the mover */
    BR_ERR_UNREACHABLE,          /* the piece does not move that way */
    BR_ERR_HORSE_LEG,            /* a horse's leg is blocked */
    BR_ERR_ELEPHANT_BLOCKED,     /* an elephant's eye or path is blocked */
    BR_ERR_CANNON_NO_SCREEN,     /* a janggi cannon with nothing to jump, or a capture with no screen */
    BR_ERR_CANNON_SCREEN_IS_CANNON,
    BR_ERR_CANNON_TAKES_CANNON,
    BR_ERR_CANNON_TWO_SCREENS,   /* more than one piece between cannon and target */
    BR_ERR_PATH_BLOCKED,         /* a chariot's or cannon's path is blocked */
    BR_ERR_OUTSIDE_PALACE,       /* a general's or advisor's step that lands outside its palace */
    BR_ERR_SOLDIER_BACKWARD,
    BR_ERR_SELF_CHECK,           /* the move leaves the mover's general attacked */
    BR_ERR_FLYING_GENERAL,       /* the move leaves the generals facing (xiangqi) */
    BR_ERR_BIKJANG_UNANSWERED,   /* the generals face and the move does not answer it */
    BR_ERR_PASS_NOT_ALLOWED,
    BR_ERR_SETUP_PENDING,        /* a setup turn must be played first (vchess) */
    BR_ERR_NOT_SETUP_TURN,       /* a setup choice outside the setup turns */
    BR_ERR_GAME_OVER,
    BR_ERR_ILLEGAL,              /* illegal for a reason none of the above names */
    /* arguments */
    BR_ERR_DEPTH,                /* perft depth out of range */
    BR_ERR_ARGUMENT,             /* a null or out-of-range argument */
    BR_ERR_NO_HISTORY,           /* undo with no move played */
    BR_ERR_OUT_OF_MEMORY,
    /* moves, added after the others so that every earlier code keeps its number */
    BR_ERR_AMBIGUOUS_MOVE,       /* a move text that names more than one move */
    BR_ERR_NOT_PROMOTION,        /* a promotion asked of a move that does not promote */
    BR_ERR_WRONG_PIECE,          /* a text naming its start point and another piece than stands there */
    /* FEN, added after the others so that every earlier code keeps its number */
    BR_ERR_FEN_COUNT,            /* makruk's counting fields out of range (FEN fields 4 and 5) */
    BR_ERR_COUNT
} BrErrorCode;

/* Where an error was found: code plus whatever location applies (-1 where none does). */
typedef struct BrError {
    int code;
    int field;   /* FEN field, 1-based (1 board, 2 side, 3 and 4 the dashes, 5 clock, 6 move) */
    int rank;    /* board rank as printed (1 = first player's back rank), or -1 */
    int column;  /* the character (UTF-8 sequence, not byte) in the input text, 1-based, or -1 */
    int detail;  /* code-specific number: expected count, the piece letter (a code point), ... */
} BrError;

/* Stable kebab-case name of a code, e.g. "cannon-screen-is-cannon"; never NULL. */
const char *br_error_name(int code);
/* Writes a sentence describing err into out (NUL-terminated, truncated to cap); returns its
 * length. */
size_t br_error_message(const BrError *err, char *out, size_t cap);

/* ---- Profiles -----------------------------------------------------------------------------
 * A profile is a game plus named rule choices. The built-in ones live in static storage; a
 * custom one is a copy the caller owns, edited through br_profile_set. */
typedef enum { BR_GAME_XIANGQI, BR_GAME_JANGGI, BR_GAME_MAKRUK } BrGameKind;
typedef enum {
    BR_CANNON_XIANGQI,   /* slides to move; captures over exactly one screen of any kind */
    BR_CANNON_JANGGI,    /* jumps one non-cannon screen to move and to capture; never takes a cannon */
    BR_CANNON_SLIDING    /* slides to move; captures over one non-cannon screen; never takes a cannon */
} BrCannonKind;
typedef enum {
    BR_BIKJANG_FREE,     /* generals may face each other, nothing follows */
    BR_BIKJANG_ANSWER,   /* facing at turn start must be answered like a check (Ply Yard) */
    BR_BIKJANG_DRAW,     /* facing that persists after the next half-move draws (vchess) */
    BR_BIKJANG_STANDARD  /* break or pass; a pass that keeps it ends by material (Fairy-Stockfish) */
} BrBikjangRule;
typedef enum { BR_RESULT_LOSS, BR_RESULT_DRAW } BrNoMovesResult;
typedef enum {
    BR_REPETITION_NONE,
    BR_REPETITION_DRAW,         /* third occurrence draws */
    BR_REPETITION_PERPETUAL,    /* third occurrence: a lone perpetual checker/chaser loses, else draw */
    BR_REPETITION_PERPETUAL_CHECK, /* third occurrence: a lone perpetual checker loses, else draw */
    BR_REPETITION_AXF            /* third occurrence: a lone perpetual checker loses; else a lone side
                                  * that chased one same piece throughout (RULES §3.6) */
} BrRepetitionRule;
typedef enum {
    BR_MATERIAL_NONE,
    BR_MATERIAL_MAKRUK,  /* RULES §3.5 */
    BR_MATERIAL_JANGGI,  /* nothing but generals and guards left (Fairy-Stockfish) */
    BR_MATERIAL_XIANGQI  /* nothing but generals, advisors and elephants left (Fairy-Stockfish) */
} BrMaterialRule;
typedef enum { BR_COUNTING_NONE, BR_COUNTING_MAKRUK } BrCountingRule;
typedef enum { BR_END_NONE, BR_END_DRAW, BR_END_MATERIAL } BrEndScoring;

/* Palace-diagonal users (janggi; the general and the guards always use them). */
enum { BR_DIAG_CHARIOT = 1, BR_DIAG_CANNON = 2, BR_DIAG_SOLDIER = 4 };

typedef struct BrProfile {
    char name[48];
    BrGameKind game;
    char start_fen[96];
    BrCannonKind cannon;
    unsigned palace_diagonals;     /* BR_DIAG_* mask */
    int flying_general;            /* 1: generals may never face each other (xiangqi) */
    BrBikjangRule bikjang;
    BrEndScoring bikjang_end;      /* how a bikjang end is scored */
    int pass;                      /* 1: a side not in check may pass */
    BrEndScoring double_pass_end;  /* two passes in a row end the game: draw or material count */
    int setup_turns;               /* 1: vchess horse/elephant swap turns before the first move */
    BrNoMovesResult stalemate;     /* side to move with no move, not in check */
    int no_moves_reason;           /* 1: report no-move ends as "no-moves" (Ply Yard) */
    int move_limit;                /* half-moves without capture that draw; 0: none */
    int move_limit_pawn_resets;    /* 1: pawn moves reset the count too (makruk) */
    int checks_extend_move_limit;  /* 1: each check past ten by one side in the count pushes the
                                      limit back two half-moves (Fairy-Stockfish's xiangqi) */
    BrRepetitionRule repetition;
    int draws_by_material;         /* 1: repetition and move-limit draws are decided by material
                                      count instead (Fairy-Stockfish janggi) */
    BrMaterialRule insufficient_material;
    BrCountingRule counting;
} BrProfile;

/* Number of built-in profiles. */
int br_profile_count(void);
/* The i-th built-in profile (static storage), or NULL when i is out of range. */
const BrProfile *br_profile_at(int i);
/* The built-in profile with this name, or NULL. */
const BrProfile *br_profile_find(const char *name);

/* ---- Games ------------------------------------------------------------------------------
 * A game owns its position and history. It copies the profile, so the caller's profile may be
 * freed or changed afterwards. */
typedef struct BrGame BrGame;

/* New game under profile from fen (NULL or "" for the profile's start, with setup turns where
 * the profile has them). Returns NULL and fills err (if not NULL) on failure. The caller owns
 * the game and frees it with br_game_delete. */
BrGame *br_game_new(const BrProfile *profile, const char *fen, BrError *err);
/* Frees a game; NULL is allowed. */
void br_game_delete(BrGame *game);
/* The profile the game plays under (owned by the game). */
const BrProfile *br_game_profile(const BrGame *game);

/* Re-initialises a game in place (its history buffer is kept for reuse), as br_game_new would
 * make it. A refused FEN fills err, returns its code and leaves the game as it was. */
int br_game_reset(BrGame *game, const BrProfile *profile, const char *fen, BrError *err);
/* A game's whole state as bytes (profile copy, position, history, declared result), for hosts
 * that keep games outside the core's memory. The bytes are only meaningful to the same build.
 * size: the bytes save needs; save: writes them, returns their count (0 if cap is too small);
 * load: replaces the game's state with them: BR_OK, BR_ERR_ARGUMENT when the header or the size
 * does not match, BR_ERR_OUT_OF_MEMORY (the game is then unchanged). */
size_t br_game_state_size(const BrGame *game);
size_t br_game_state_save(const BrGame *game, void *out, size_t cap);
int br_game_state_load(BrGame *game, const void *bytes, size_t len);

/* Side to move, BR_WHITE or BR_BLACK. */
int br_game_turn(const BrGame *game);
/* Piece on a square (0 if empty or out of range). */
int br_game_piece_at(const BrGame *game, int square);
/* The board, one byte per square (owned by the game; valid until the next call that changes
 * it). */
const uint8_t *br_game_board(const BrGame *game);
/* Board width and height. */
int br_game_width(const BrGame *game);
int br_game_height(const BrGame *game);
/* Number of moves played since the game was created. */
int br_game_ply(const BrGame *game);

/* Writes the legal moves into out (capacity BR_MAX_MOVES) and returns their count. Writes
 * nothing and returns 0 when the game is over (unless it plays past the rules' end:
 * br_game_set_play_past_end). */
int br_game_legal_moves(BrGame *game, BrMove *out);
/* Plays a move. Returns BR_OK, or the code saying why it is refused; a refused move leaves the
 * game exactly as it was. */
int br_game_play(BrGame *game, BrMove move);
/* Why a move is illegal here (BR_OK if it is legal). Never changes the game. */
int br_game_explain(BrGame *game, BrMove move);
/* Takes back the last move and clears a declared outcome; BR_OK, or BR_ERR_NO_HISTORY. */
int br_game_undo(BrGame *game);
/* The i-th move played (0 = first), or 0 if out of range. */
BrMove br_game_history_move(const BrGame *game, int i);
/* The i-th move's record in O(1): the piece it moved (a pass: the general that passed; a setup
 * choice: 0) and the piece it took, as they were before it, and its stored BR_FLAG_CHECK / BR_FLAG_CAPTURE flags (chases are judged only by
 * br_game_history_flags): moved | captured << 8 | flags << 16 (0 if out of range). */
int br_game_history_record(const BrGame *game, int i);
/* The notation (BrNotation kind, BR_WRITE_* flags) of the moves played from the first-th on,
 * each NUL-terminated, one after the other in out, read from the undo records (no replay):
 * returns how many fit (ask again from first + that for the rest). A move the notation cannot
 * write (a vchess setup swap outside UCI) is an empty text. */
int br_game_history_notation(const BrGame *game, int first, int kind, unsigned flags, char *out,
                             size_t cap);
/* 1 if the side to move's general is attacked. */
int br_game_in_check(const BrGame *game);
/* 1 if the generals face each other on an open file. */
int br_game_generals_facing(const BrGame *game);

/* Checks a FEN under a profile (NULL or "": the profile's start FEN) without creating a game:
 * BR_OK, or the FEN error with err (if not NULL) filled. Allocates nothing but the profile's
 * shared move tables on their first use, so BR_ERR_OUT_OF_MEMORY means that and nothing else.
 * Surrounding whitespace is ignored; at most 200 characters are read. */
int br_fen_check(const BrProfile *profile, const char *fen, BrError *err);
/* Writes the FEN into out (NUL-terminated; 128 bytes always suffice); returns its length. */
size_t br_game_fen(const BrGame *game, char *out, size_t cap);
/* Counts the leaves of the legal-move tree to depth (0..BR_MAX_PERFT_DEPTH); -1 on a bad depth.
 * As Fairy-Stockfish's, the tree ignores the ends that leave legal moves (repetition, move
 * limit, insufficient material, counting); mate, stalemate, bikjang and double pass stop it.
 * The game is left as it was. */
double br_game_perft(BrGame *game, int depth);

/* ---- Outcomes (RULES §4) -------------------------------------------------------------- */
typedef enum BrReason {
    BR_REASON_NONE = 0,
    BR_REASON_CHECKMATE, BR_REASON_STALEMATE, BR_REASON_NO_MOVES, BR_REASON_BIKJANG,
    BR_REASON_DOUBLE_PASS, BR_REASON_MOVE_LIMIT, BR_REASON_REPETITION,
    BR_REASON_PERPETUAL_CHECK, BR_REASON_PERPETUAL_CHASE, BR_REASON_INSUFFICIENT_MATERIAL,
    BR_REASON_MATERIAL_COUNT, BR_REASON_COUNTING,
    BR_REASON_RESIGNATION, BR_REASON_TIMEOUT, BR_REASON_AGREEMENT,
    BR_REASON_COUNT
} BrReason;
enum { BR_NO_WINNER = -1 };

typedef struct BrOutcome {
    int over;    /* 0 while the game goes on */
    int winner;  /* BR_WHITE, BR_BLACK, or BR_NO_WINNER (a draw, or not over) */
    int reason;  /* BrReason */
    int scored;  /* BR_REASON_MATERIAL_COUNT: the end the count scored (repetition, move limit,
                  * double pass, bikjang); else BR_REASON_NONE */
} BrOutcome;

/* The game's outcome now: a result the front end declared, else the rules' verdict. */
BrOutcome br_game_outcome(BrGame *game);
/* Stable kebab-case name of a reason ("perpetual-check"); "" for BR_REASON_NONE. */
const char *br_reason_name(int reason);
/* Records an outcome the front end decides: BR_REASON_RESIGNATION or BR_REASON_TIMEOUT (winner
 * is the side that did NOT resign / run out of time) or BR_REASON_AGREEMENT (a draw). Returns
 * BR_OK, BR_ERR_ARGUMENT, or BR_ERR_GAME_OVER if the game already ended. */
int br_game_declare(BrGame *game, int reason, int winner);
/* 1 if the side to move may pass now. */
int br_game_can_pass(BrGame *game);
/* Whether an end by the rules (repetition, perpetual check or chase, a move limit, insufficient
 * material, counting, bikjang, double pass) stops play (0, the default) or the game plays past it (1): outcome still
 * reports the rules' verdict on the current position, but the legal moves stay playable. Human
 * games go on past a repetition that no referee called, and their records do too. An end that
 * leaves no legal move (checkmate, stalemate) and a declared outcome still stop play. */
void br_game_set_play_past_end(BrGame *game, int on);
int br_game_plays_past_end(const BrGame *game);
/* Bit flags of the i-th move played: BR_FLAG_CHECK (it gave check), BR_FLAG_CHASE (it chased,
 * under profiles that judge chases), BR_FLAG_CAPTURE. */
enum { BR_FLAG_CHECK = 1, BR_FLAG_CHASE = 2, BR_FLAG_CAPTURE = 4 };
int br_game_history_flags(const BrGame *game, int i);

/* Points the piece on `square` controls (could capture on if an enemy stood there; pins and
 * turn ignored). Writes up to BR_MAX_SQUARES squares into out; returns their count. */
int br_game_attacks(const BrGame *game, int square, uint8_t *out);
/* Squares of side's pieces that control `square`; returns their count (out: BR_MAX_SQUARES). */
int br_game_attackers(const BrGame *game, int square, int side, uint8_t *out);

/* ---- Custom profiles --------------------------------------------------------------------
 * Start from a copy of a built-in profile (by value), then set fields by name. Field names and
 * values are those of the JS API: see README "Profiles". */
/* Sets one field from text; BR_OK, BR_ERR_PROFILE_FIELD (unknown name) or BR_ERR_PROFILE_VALUE. */
int br_profile_set(BrProfile *profile, const char *field, const char *value);
/* Number of settable fields, and the name of the i-th (NULL when out of range). */
int br_profile_field_count(void);
const char *br_profile_field_name(int i);
/* The games whose rules read the i-th field: a bit per BrGameKind (1 << BR_GAME_JANGGI...); a
 * profile of another game takes only the value it has. 0 when out of range. */
unsigned br_profile_field_games(int i);
/* Writes the value of a field as text; returns its length, or -1 for an unknown field. */
int br_profile_get(const BrProfile *profile, const char *field, char *out, size_t cap);
/* Writes what a field takes in the profile's game, in words for an error's message ("a boolean:
 * true or false", "an integer from 0 to 10000", "one of none or xiangqi"); its length, or -1 for
 * an unknown field. */
int br_profile_field_values(const BrProfile *profile, const char *field, char *out, size_t cap);

/* Parses UCI-style move text for this game ("h3e3", "d5d6m", "e2e2", "pass", "0000",
 * "b1c1,h1g1"). Fills *move and returns BR_OK, or BR_ERR_MOVE_SYNTAX. The move need not be
 * legal. */
int br_move_parse(const BrGame *game, const char *text, BrMove *move);
/* br_move_parse for the plainest texts alone: two lower-case squares, with "m" for a makruk
 * promotion, outside setup turns and passes. Fills *move as br_move_parse would and returns
 * BR_OK, or BR_ERR_MOVE_SYNTAX for every other text (br_move_parse may still read it). A replay
 * reads its moves here first (core/src/uci_plain.c). */
int br_move_parse_plain(const BrGame *game, const char *text, BrMove *move);
/* Writes a move as UCI text ("h3e3", "a10a9", "d5d6m", "e2e2", "b1c1,h1g1"); returns length. */
size_t br_move_uci(const BrGame *game, BrMove move, char *out, size_t cap);
/* Writes a square's name ("a1", "e10") into out; returns its length. */
size_t br_square_name(const BrGame *game, int square, char *out, size_t cap);

/* ---- Notations ----------------------------------------------------------------------------
 * Move texts people and programs write, per game (README "Notations"):
 *   xiangqi  uci "h3e3" (ranks 1-10), iccs "H2-E2" (ranks 0-9), wxf "C2.5", chinese "炮二平五",
 *            vietnamese "P2-5"
 *   janggi   uci "b1c3", janggi "H02-83", korean (GIB) "08마87"
 *   makruk   uci "e3e4", san "Nd2" (as Fairy-Stockfish writes it), thai "ม-ง๒"
 * Texts are UTF-8. */
typedef enum BrNotation {
    BR_NOTATION_UCI, BR_NOTATION_ICCS, BR_NOTATION_WXF, BR_NOTATION_CHINESE,
    BR_NOTATION_JANGGI, BR_NOTATION_KOREAN, BR_NOTATION_SAN, BR_NOTATION_THAI,
    BR_NOTATION_VIETNAMESE, BR_NOTATION_COUNT, BR_NOTATION_ANY = -1
} BrNotation;
/* "uci", "iccs", "wxf", "chinese", "janggi", "korean", "san", "thai", "vietnamese"; NULL when out
 * of range. */
const char *br_notation_name(int kind);
/* The i-th notation of a BrGameKind (the order BR_NOTATION_ANY tries them in), -1 past the end. */
int br_notation_of_game(int game, int i);
enum {
    BR_WRITE_TRADITIONAL = 1,  /* chinese: traditional characters (車 馬 帥 將 進 後) */
    BR_WRITE_WXF_DOTS = 2      /* wxf: '.' along the rank and Black's letters small ("c8.7"), as
                                * PlayOK's and XieXie's WXF files write it; a numbered soldier
                                * keeps '=' ("27=6"), since "27.6" reads as move number 27 */
};
/* Reads a move text in `kind` (BR_NOTATION_ANY: every notation of the game, in the order of
 * br_notation_of_game, the first that reads the text, else the first refusal that is not
 * BR_ERR_MOVE_SYNTAX; lower-case coordinates are UCI, upper-case or dashed ones ICCS; a text
 * both WXF and Vietnamese read is the one naming a legal move, BR_ERR_AMBIGUOUS_MOVE where
 * both do).
 * BR_OK and *out = the move the text names, which may be illegal when the text alone names its
 * two points (br_game_explain says why); else BR_ERR_MOVE_SYNTAX, BR_ERR_AMBIGUOUS_MOVE,
 * BR_ERR_NO_PIECE, BR_ERR_UNREACHABLE, BR_ERR_ILLEGAL (SAN naming no move of that piece) or
 * BR_ERR_ARGUMENT (a kind the game does not use), with nothing changed. */
int br_move_read(BrGame *game, int kind, const char *text, BrMove *out);
/* The notation a move text is written in as far as its shape tells, for a record that names none:
 * the first notation whose reader, at its game's start, takes the text for the first player's
 * move, else the first that names what else is wrong with it (any answer but
 * BR_ERR_MOVE_SYNTAX). Tried in order: Korean, Chinese, Thai; ICCS in capitals or with a dash
 * ("H2-E2"); UCI in xiangqi, janggi, makruk ("h3e3", "c5c6m"); janggi numeric; WXF; Vietnamese;
 * SAN in makruk ("e4", "Nd2"), then in xiangqi and janggi ("Che3"); last ICCS in any case
 * ("e0e1"). So of one notation in several games, the game where the text names a first move wins
 * ("Pg5" is xiangqi's SAN), and of notations sharing texts, the one where it does ("P2-5" is
 * Vietnamese, whose cannon moves so; WXF's soldier cannot). A pass word ("pass",
 * "0000", "@@@@", "--") is every notation's: none. `game` (a BrGameKind) tries that game's notations
 * alone, -1 all. Returns the BrNotation and sets *game_out (if not NULL) to its game; -1 for none. */
int br_notation_of_text(const char *text, int game, int *game_out);
/* The bytes of the one move text in notation `kind` that `text` starts with, for records that
 * write moves one after another without spaces ("炮二平五马８进７", "Ｃ２＝５Ｈ８＋７", "P2-5M8.7"):
 * in xiangqi's chinese and wxf, BR_FIXED_MOVE_CHARS characters of a move's shape (whether the
 * position has the move is not asked), in vietnamese four or five ("Tg5.1"), or its four words
 * ("Pháo 2 bình 5", a move in words, spaces and all), in thai a piece letter spaced off its
 * points ("บ จ๓-จ๔", Fairy-Stockfish's Thai long form) or dotted, its sign spaced ("ม.ข1 - ง2",
 * "ร.ก4 × บ.ง4", the Thai federation's form), in san coordinates spaced out
 * ("N b 1 - c 3", as chessvariants.com's articles write makruk games), in iccs four or five
 * ("h2e2", "H2-E2": UCI's too while no rank is 10; games kept as one run of coordinates,
 * "h2e2h9g7h0g2"); BR_NOTATION_ANY tries chinese, then wxf, vietnamese and iccs. 0 when the
 * text does not start with one (nor with one shorter than BR_MAX_MOVE_TEXT bytes: words apart
 * at long runs of spaces), or for a notation whose texts are not so told apart. */
enum { BR_FIXED_MOVE_CHARS = 4 }; /* characters (code points) of every chinese and wxf move text */
size_t br_move_text_span(int kind, const char *text);
/* Move texts one writer spells its own way (its records' tags say so), for br_dialect_text:
 *   BR_DIALECT_GIB_OLD_POINTS  GIB's old coordinates ([기보형식 "구좌표"]): a point is 10 * file
 *                              + rank, file 0-8 from the left and rank 1-10 from Cho's back rank
 *                              ("84졸74" is today's korean "79졸78")
 *   BR_DIALECT_PLAYOK_MAKRUK   PlayOK's makruk SAN, whose P is a promoted pawn ("Pd5" is "Md5")
 *   BR_DIALECT_POINT_DIGITS    xiangqi points as DhtmlXQ and CBF write them: a file digit 0-8 from
 *                              Red's left, then a row digit 0-9 from Black's side, from point
 *                              then to point, a '-' between them or not ("7747", "77-47" are
 *                              iccs "H2-E2"); spelled from UCI ("h3e3")
 *   BR_DIALECT_RANKS_FROM_ZERO SAN of a board of ten ranks as WinBoard and Banksia write it, ranks
 *                              0-9 from the first player's side ("Cbe2", "Rb0", "R9xd7" are
 *                              san "Cbe3", "Rb1", "R10xd8") */
enum {
    BR_DIALECT_GIB_OLD_POINTS = 1, BR_DIALECT_PLAYOK_MAKRUK = 2, BR_DIALECT_POINT_DIGITS = 3,
    BR_DIALECT_RANKS_FROM_ZERO = 4,
};
/* Writes `text` of dialect `dialect` as the notation's reader reads it, NUL-terminated and cut to
 * cap; returns the full length, 0 when the text is not of the dialect's shape (read it as it is)
 * or the dialect is none. */
size_t br_dialect_text(int dialect, const char *text, char *out, size_t cap);
/* The other way, for a writer of the dialect's records: `text`, a move as the dialect's writers
 * take it, as the dialect spells it (POINT_DIGITS: UCI "h3e3", as records keep their moves, ->
 * "7747", DhtmlXQ's spelling), NUL-terminated and cut to cap; returns the full length, 0 when the
 * text is not of that shape or the dialect is one the core only reads. The move is not asked. */
size_t br_dialect_spell(int dialect, const char *text, char *out, size_t cap);
/* Writes a legal move in `kind` (flags: BR_WRITE_*), NUL-terminated and cut to cap; returns the
 * full length, 0 if the move is not legal here or the kind is not one of the game's. */
size_t br_move_write(BrGame *game, BrMove move, int kind, unsigned flags, char *out, size_t cap);

/* ---- Coordinate labels -------------------------------------------------------------------
 * A board's files and ranks in a notation's words, as its move texts write them (a board's
 * edges, a point's name): written by each writer's own helpers, so that they change with it. */
enum { BR_AXIS_FILE = 0, BR_AXIS_RANK = 1 };
/* Writes the label of file `index` (0 = a, the first player's left) or rank `index` (0 = the
 * first player's back rank) in notation `kind`, counted as `side` counts it where each side
 * counts its own; NUL-terminated and cut to cap. Returns the full length; 0 where the notation
 * has no such axis (xiangqi's WXF, Chinese and Vietnamese ranks), or for a kind the game does not have, an
 * index off the board, or an axis or side that is none.
 *   xiangqi  uci, san a-i 1-10; iccs a-i 0-9 (small letters, as a board writes them: the move
 *            texts' capitals read either way); wxf and vietnamese files 1-9 from the side's
 *            right, chinese too, Red's as the numerals 一..九, Black's as the full-width digits
 *            １..９
 *   janggi   uci, san a-i 1-10; janggi, korean (GIB) files 1-9 from the left, ranks 1-9 then 0
 *            from Han's side (a point is the rank's digit, then the file's: "08")
 *   makruk   uci, san a-h 1-8; thai ก..ญ ๑..๘ */
size_t br_coordinate_label(const BrGame *game, int kind, int axis, int index, int side, char *out,
                           size_t cap);
/* 1 when notation `kind` names a point by its rank's label, then its file's ("08"), else 0. */
int br_notation_rank_first(int kind);

#ifdef __cplusplus
}
#endif
#endif
