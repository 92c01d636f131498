/* api_wasm.c — the functions the wasm module exports: numbers in, numbers out, text through one
 * static transfer buffer, move lists through one static array. JS keeps a fixed pool of game
 * slots (bindings/memory.js) and frees nothing. The core knows nothing of this file. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "boardrules.h"

#define EXPORT __attribute__((visibility("default")))

enum { TEXT_CAPACITY = 16384 };
static char text[TEXT_CAPACITY];          /* strings in both directions, NUL-terminated */
static BrMove moves[BR_MAX_MOVES];        /* the last move list */
static BrError last_error;                /* details of the last failure */

/* Emscripten's sbrk calls this after memory.grow for the embedder to re-make its views of
 * memory; defined here, so that the module imports nothing. bindings/ re-makes its views when it
 * finds them detached, and a module with an import costs V8 a compiled import wrapper: ~2 ms
 * of Node's start-up (new WebAssembly.Module of this module: 4.0 -> 1.6 ms, medians of 15). */
void emscripten_notify_memory_growth(size_t memory_index);
void emscripten_notify_memory_growth(size_t memory_index) { (void)memory_index; }

EXPORT char *br_wasm_text(void) { return text; }
EXPORT int br_wasm_text_capacity(void) { return TEXT_CAPACITY; }
EXPORT BrMove *br_wasm_moves(void) { return moves; }
/* The last error as five int32: code, field, rank, column, detail. */
EXPORT BrError *br_wasm_error(void) { return &last_error; }

static int put_text(size_t len) { return (int)(len < TEXT_CAPACITY ? len : TEXT_CAPACITY - 1); }
/* Copies a string into the text buffer (no snprintf: printf would add ~8 KB to the module). */
static int put_string(const char *s) {
    size_t n = strlen(s);
    if (n >= TEXT_CAPACITY) n = TEXT_CAPACITY - 1;
    memcpy(text, s, n);
    text[n] = 0;
    return (int)n;
}

EXPORT int br_wasm_profile_count(void) { return br_profile_count(); }
/* Writes the i-th profile's name into the text buffer; returns its length or -1. */
EXPORT int br_wasm_profile_name(int i) {
    const BrProfile *p = br_profile_at(i);
    if (!p) return -1;
    return put_string(p->name);
}

/* New game under built-in profile i from the FEN in the text buffer (empty: start position).
 * Returns the game, or 0 with br_wasm_error() filled. */
EXPORT BrGame *br_wasm_game_new(int profile_index) {
    const BrProfile *p = br_profile_at(profile_index);
    if (!p) {
        last_error = (BrError){ BR_ERR_UNKNOWN_PROFILE, -1, -1, -1, 0 };
        return 0;
    }
    return br_game_new(p, text[0] ? text : NULL, &last_error);
}
EXPORT void br_wasm_game_delete(BrGame *g) { br_game_delete(g); }

EXPORT int br_wasm_legal_moves(BrGame *g) { return br_game_legal_moves(g, moves); }
EXPORT int br_wasm_play(BrGame *g, BrMove m) { return br_game_play(g, m); }
EXPORT int br_wasm_explain(BrGame *g, BrMove m) { return br_game_explain(g, m); }
EXPORT int br_wasm_undo(BrGame *g) { return br_game_undo(g); }
EXPORT int br_wasm_turn(BrGame *g) { return br_game_turn(g); }
EXPORT int br_wasm_in_check(BrGame *g) { return br_game_in_check(g); }
EXPORT int br_wasm_generals_facing(BrGame *g) { return br_game_generals_facing(g); }
EXPORT int br_wasm_ply(BrGame *g) { return br_game_ply(g); }
EXPORT int br_wasm_width(BrGame *g) { return br_game_width(g); }
EXPORT int br_wasm_height(BrGame *g) { return br_game_height(g); }
EXPORT int br_wasm_piece_at(BrGame *g, int sq) { return br_game_piece_at(g, sq); }
EXPORT double br_wasm_perft(BrGame *g, int depth) { return br_game_perft(g, depth); }

/* Writes the FEN into the text buffer; returns its length. */
EXPORT int br_wasm_fen(BrGame *g) { return put_text(br_game_fen(g, text, TEXT_CAPACITY)); }
/* Writes a move's UCI text into the text buffer; returns its length. */
EXPORT int br_wasm_move_uci(BrGame *g, BrMove m) {
    return put_text(br_move_uci(g, m, text, TEXT_CAPACITY));
}
/* Writes an error code's name into the text buffer; returns its length. */
EXPORT int br_wasm_error_name(int code) {
    return put_string(br_error_name(code));
}
/* Writes the sentence for the last error into the text buffer; returns its length. */
EXPORT int br_wasm_error_message(void) {
    return put_text(br_error_message(&last_error, text, TEXT_CAPACITY));
}
/* Sets the last error to a bare code (for errors reported by return value). */
EXPORT void br_wasm_set_error(int code) { last_error = (BrError){ code, -1, -1, -1, 0 }; }

/* ---- outcomes, flags, control ---- */
/* The outcome packed in one number: bit 0 over, bits 4-7 winner + 1, bits 8-15 reason, bits
 * 16- the reason a material count scored. */
enum { BR_WASM_OUTCOME_WINNER_SHIFT = 4, BR_WASM_OUTCOME_REASON_SHIFT = 8, BR_WASM_OUTCOME_SCORED_SHIFT = 16 };
EXPORT int br_wasm_outcome(BrGame *g) {
    BrOutcome o = br_game_outcome(g);
    return o.over | (o.winner + 1) << BR_WASM_OUTCOME_WINNER_SHIFT | o.reason << BR_WASM_OUTCOME_REASON_SHIFT |
           o.scored << BR_WASM_OUTCOME_SCORED_SHIFT;
}
EXPORT int br_wasm_declare(BrGame *g, int reason, int winner) { return br_game_declare(g, reason, winner); }
EXPORT int br_wasm_can_pass(BrGame *g) { return br_game_can_pass(g); }
EXPORT void br_wasm_set_play_past_end(BrGame *g, int on) { br_game_set_play_past_end(g, on); }
EXPORT int br_wasm_plays_past_end(BrGame *g) { return br_game_plays_past_end(g); }

static uint8_t squares[BR_MAX_SQUARES];
/* The board as one byte per square (see BR_PIECE_*), in a static array. */
EXPORT const uint8_t *br_wasm_board(BrGame *g) { return br_game_board(g); }
/* Squares controlled by the piece on sq, into br_wasm_squares(); returns the count. */
EXPORT uint8_t *br_wasm_squares(void) { return squares; }
EXPORT int br_wasm_attacks(BrGame *g, int sq) { return br_game_attacks(g, sq, squares); }
EXPORT int br_wasm_attackers(BrGame *g, int sq, int side) { return br_game_attackers(g, sq, side, squares); }

/* ---- custom profiles ---- */
/* A new profile copied from built-in profile i (caller keeps it; freed by br_wasm_profile_delete). */
EXPORT BrProfile *br_wasm_profile_new(int base_index) {
    const BrProfile *base = br_profile_at(base_index);
    if (!base) return 0;
    BrProfile *p = malloc(sizeof *p);
    if (p) *p = *base;
    return p;
}
EXPORT void br_wasm_profile_delete(BrProfile *p) { free(p); }
/* Sets a field from the text buffer holding "name\0value". */
EXPORT int br_wasm_profile_set(BrProfile *p) {
    size_t n = strlen(text);
    if (n + 1 >= TEXT_CAPACITY) return BR_ERR_ARGUMENT;
    return br_profile_set(p, text, text + n + 1);
}
/* Calls write(p, name, text buffer) with the field name the text buffer holds, copied out first
 * (the answer is written over it); its length, or -1 for a name too long to be a field's. */
static int answer_about_field(BrProfile *p, int (*write)(const BrProfile *, const char *, char *, size_t)) {
    char name[64];
    size_t n = strlen(text);
    if (n >= sizeof name) return -1;
    memcpy(name, text, n + 1);
    return write(p, name, text, TEXT_CAPACITY);
}
/* Writes the value of the field named in the text buffer into the text buffer; length or -1. */
EXPORT int br_wasm_profile_get(BrProfile *p) { return answer_about_field(p, br_profile_get); }
/* Writes what the field named in the text buffer takes in p's game into the text buffer (an
 * error's hint); length or -1. */
EXPORT int br_wasm_profile_values(BrProfile *p) { return answer_about_field(p, br_profile_field_values); }
/* The i-th built-in profile (static storage), for br_wasm_game_reset. */
EXPORT const BrProfile *br_wasm_builtin_profile(int i) { return br_profile_at(i); }
EXPORT int br_wasm_profile_field_count(void) { return br_profile_field_count(); }
EXPORT int br_wasm_profile_field_games(int i) { return (int)br_profile_field_games(i); }
EXPORT int br_wasm_profile_field_name(int i) {
    const char *name = br_profile_field_name(i);
    return name ? put_string(name) : -1;
}

/* ---- games kept in JS memory (bindings/memory.js keeps a fixed pool of slots) ---- */
static unsigned char *state_buffer;       /* one game's state bytes, both directions */
static size_t state_capacity;

/* A slot: a game the pool re-initialises and reloads; never freed. Made under profile p (NULL:
 * the first built-in one), whose start position it holds until it is reset or loaded. */
EXPORT BrGame *br_wasm_slot_new(const BrProfile *p) {
    return br_game_new(p ? p : br_profile_at(0), NULL, &last_error);
}
/* Re-initialises a slot under profile p from the FEN in the text buffer (empty: the start).
 * 0, or the error code with br_wasm_error() filled; a refused FEN leaves the slot as it was. */
EXPORT int br_wasm_game_reset(BrGame *g, const BrProfile *p) {
    return br_game_reset(g, p, text[0] ? text : NULL, &last_error);
}
/* The state buffer with room for at least size bytes, or 0 when memory runs out. Its contents
 * are kept only by a call for 0 bytes (reading what a save wrote): a call for room is made to be
 * written, so the buffer is replaced rather than copied when it grows, and a long game's room is
 * given back when a short one asks. */
EXPORT unsigned char *br_wasm_state_buffer(int size) {
    enum { KEEP = 1 << 20 };
    if (size < 0) return 0;
    bool shrink = size > 0 && state_capacity > KEEP && (size_t)size < state_capacity / 8;
    if ((size_t)size > state_capacity || shrink) {
        size_t cap = 4096;
        while (cap < (size_t)size) cap *= 2;
        if (!shrink) free(state_buffer); /* growing: its room may serve the larger block */
        unsigned char *b = malloc(cap);
        if (shrink && b) free(state_buffer); /* after: the large block is freed whole */
        if (!b && shrink) return state_buffer;
        state_buffer = b;
        state_capacity = b ? cap : 0;
        if (!b) return 0;
    }
    return state_buffer;
}
/* Saves a game's state into the state buffer; returns its length, or -1 when memory runs out. */
EXPORT int br_wasm_game_save(BrGame *g) {
    size_t n = br_game_state_size(g);
    if (n > 0x7fffffff || !br_wasm_state_buffer((int)n)) return -1;
    return (int)br_game_state_save(g, state_buffer, state_capacity);
}
/* Loads a game's state from the first len bytes of the state buffer: 0 or an error code. */
EXPORT int br_wasm_game_load(BrGame *g, int len) {
    if (len < 0 || (size_t)len > state_capacity) return BR_ERR_ARGUMENT;
    return br_game_state_load(g, state_buffer, (size_t)len);
}
/* The game's own profile copy (for snapshots, and for clones that outlive a redefinition). */
EXPORT const BrProfile *br_wasm_game_profile(BrGame *g) { return br_game_profile(g); }
EXPORT int br_wasm_profile_game(const BrProfile *p) { return p->game; }

/* ---- moves in and out, one call a ply ---- */
/* A played move with the pieces it moved and took and its flags, in one number:
 * move (bits 0-15) | moved << 16 | captured << 21 | flags << 26, and, from the calls that
 * judge the game after it, over << 29. A piece takes 5 bits (type, colour, promoted). */
enum {
    BR_WASM_ENTRY_MOVED_SHIFT = BR_MOVE_BITS, BR_WASM_ENTRY_CAPTURED_SHIFT = 21,
    BR_WASM_ENTRY_FLAGS_SHIFT = 26, BR_WASM_ENTRY_OVER_SHIFT = 29,
};
static int history_entry(BrGame *g, int i) {
    int r = br_game_history_record(g, i);
    return (int)(br_game_history_move(g, i) & ((1u << BR_MOVE_BITS) - 1)) | (r & 31) << BR_WASM_ENTRY_MOVED_SHIFT |
           (r >> 8 & 31) << BR_WASM_ENTRY_CAPTURED_SHIFT | (r >> 16 & 7) << BR_WASM_ENTRY_FLAGS_SHIFT;
}
/* chessground keys write rank 10 as ':' ("a:"): on 10-rank boards read them as "a10" (in
 * place, text buffer; no notation of xiangqi or janggi writes ':' after a file letter) */
static void read_cgx_keys(BrGame *g) {
    if (br_game_height(g) != 10) return;
    size_t n = strlen(text);
    for (size_t i = 1; i < n; i++) {
        if (text[i] != ':' || text[i - 1] < 'a' || text[i - 1] > 'i' || n + 1 >= TEXT_CAPACITY) continue;
        memmove(text + i + 2, text + i + 1, n - i);
        text[i] = '1';
        text[i + 1] = '0';
        n++;
    }
}
/* The move the text in the text buffer names in any notation of the game (it may be illegal),
 * or minus an error code. */
EXPORT int br_wasm_read_text(BrGame *g) {
    read_cgx_keys(g);
    BrMove m;
    int rc = br_move_read(g, BR_NOTATION_ANY, text, &m);
    return rc ? -rc : (int)m;
}
/* Plays an encoded move: its history entry (above), or minus the refusal's code. */
EXPORT int br_wasm_play_move(BrGame *g, int m) {
    if (m < 0 || m >= 1 << BR_MOVE_BITS) return -BR_ERR_MOVE_SYNTAX;
    int rc = br_game_play(g, (BrMove)m);
    return rc ? -rc : history_entry(g, br_game_ply(g) - 1);
}
/* Plays the move the text in the text buffer names (any notation): as br_wasm_play_move. */
EXPORT int br_wasm_play_text(BrGame *g) {
    int m = br_wasm_read_text(g);
    return m < 0 ? m : br_wasm_play_move(g, m);
}
/* The notation of the moves played from the first-th on, NUL-separated in the text buffer;
 * returns how many it wrote (the rest: ask again from first + that). */
EXPORT int br_wasm_history_notation(BrGame *g, int first, int kind, int flags) {
    return br_game_history_notation(g, first, kind, (unsigned)flags, text, TEXT_CAPACITY);
}
/* History entries first.. (at most the capacity of entries) into br_wasm_entries(); count. */
enum { ENTRY_CAPACITY = 4096 };
static int entries[ENTRY_CAPACITY];
EXPORT int *br_wasm_entries(void) { return entries; }
EXPORT int br_wasm_history(BrGame *g, int first) {
    int n = 0;
    for (int i = first; i >= 0 && i < br_game_ply(g) && n < ENTRY_CAPACITY; i++) entries[n++] = history_entry(g, i);
    return n;
}

/* ---- constants JS reads instead of copying them (bindings/constants.js) ---- */
#define CONSTANT(name) { #name, name }
static const struct { const char *name; int value; } constants[] = { /* those JS reads */
    CONSTANT(BR_MAX_PERFT_DEPTH), CONSTANT(BR_MAX_MOVES), CONSTANT(BR_MAX_MOVE_TEXT),
    CONSTANT(BR_FIXED_MOVE_CHARS),
    CONSTANT(BR_MOVE_NORMAL), CONSTANT(BR_MOVE_PROMOTION), CONSTANT(BR_MOVE_PASS),
    CONSTANT(BR_MOVE_SETUP), CONSTANT(BR_SWAP_LEFT), CONSTANT(BR_SWAP_RIGHT),
    CONSTANT(BR_KING), CONSTANT(BR_ADVISOR), CONSTANT(BR_ELEPHANT), CONSTANT(BR_HORSE), CONSTANT(BR_CHARIOT),
    CONSTANT(BR_CANNON), CONSTANT(BR_SOLDIER),
    CONSTANT(BR_WHITE), CONSTANT(BR_BLACK), CONSTANT(BR_PIECE_PROMOTED), CONSTANT(BR_NO_WINNER),
    CONSTANT(BR_GAME_XIANGQI), CONSTANT(BR_GAME_JANGGI), CONSTANT(BR_GAME_MAKRUK),
    CONSTANT(BR_FLAG_CHECK), CONSTANT(BR_WRITE_TRADITIONAL), CONSTANT(BR_WRITE_WXF_DOTS),
    CONSTANT(BR_DIALECT_GIB_OLD_POINTS), CONSTANT(BR_DIALECT_PLAYOK_MAKRUK), CONSTANT(BR_DIALECT_POINT_DIGITS),
    CONSTANT(BR_DIALECT_RANKS_FROM_ZERO),
    CONSTANT(BR_ERR_COUNT), CONSTANT(BR_REASON_COUNT),
    /* the layouts of the numbers the exports pack (bindings/packing.js) */
    CONSTANT(BR_MOVE_TO_SHIFT), CONSTANT(BR_MOVE_KIND_SHIFT), CONSTANT(BR_MOVE_BITS), CONSTANT(BR_PIECE_COLOR_SHIFT),
    CONSTANT(BR_WASM_ENTRY_MOVED_SHIFT), CONSTANT(BR_WASM_ENTRY_CAPTURED_SHIFT), CONSTANT(BR_WASM_ENTRY_FLAGS_SHIFT),
    CONSTANT(BR_WASM_ENTRY_OVER_SHIFT), CONSTANT(BR_WASM_OUTCOME_WINNER_SHIFT), CONSTANT(BR_WASM_OUTCOME_REASON_SHIFT),
    CONSTANT(BR_WASM_OUTCOME_SCORED_SHIFT),
};
static int constant_count(void) { return (int)(sizeof constants / sizeof constants[0]); }
/* The i-th constant's value (names: br_wasm_constant_names). */
EXPORT int br_wasm_constant_value(int i) {
    return i >= 0 && i < constant_count() ? constants[i].value : 0;
}

/* ---- tests only: use up the heap, to reach the out-of-memory paths for real ---- */
static void *held[2048];
static int held_count;
/* Allocates blocks of `bytes` until malloc fails (or 2048 blocks); returns how many it holds. */
EXPORT int br_wasm_debug_exhaust(int bytes) {
    int limit = held_count + 400 < 2048 ? held_count + 400 : 2048; /* room for smaller blocks */
    while (held_count < limit && (held[held_count] = malloc((size_t)bytes))) held_count++;
    return held_count;
}
EXPORT void br_wasm_debug_release(void) {
    while (held_count) free(held[--held_count]);
}

/* ---- notations ---- */
/* Reads the move text in the text buffer in notation `kind` (BR_NOTATION_ANY: -1): the move
 * (>= 0), or minus an error code. */
EXPORT int br_wasm_read_move(BrGame *g, int kind) {
    BrMove m;
    int rc = br_move_read(g, kind, text, &m);
    return rc ? -rc : (int)m;
}
/* Writes a legal move in `kind` into the text buffer; returns its length (0: cannot). */
EXPORT int br_wasm_write_move(BrGame *g, BrMove m, int kind, int flags) {
    return put_text(br_move_write(g, m, kind, (unsigned)flags, text, TEXT_CAPACITY));
}
EXPORT int br_wasm_notation_of_game(int game, int i) { return br_notation_of_game(game, i); }
/* The constants of the notation API (boardrules.h), for JS to read rather than repeat. */
EXPORT int br_wasm_notation_any(void) { return BR_NOTATION_ANY; }

/* The notation of the text in the text buffer, as far as its shape tells (br_notation_of_text;
 * game -1: any): kind | game << 8, or -1. */
EXPORT int br_wasm_notation_of_text(int game) {
    int of = -1, kind = br_notation_of_text(text, game, &of);
    return kind < 0 ? -1 : kind | of << 8;
}

/* The text in the text buffer respelled there by `respell` (br_dialect_text or br_dialect_spell)
 * for dialect `dialect` (BR_DIALECT_*); returns its length, 0 when it cannot be. */
static int put_respelled(size_t (*respell)(int, const char *, char *, size_t), int dialect) {
    char spelled[BR_MAX_MOVE_TEXT];
    size_t n = respell(dialect, text, spelled, sizeof spelled);
    if (n == 0 || n >= sizeof spelled) return 0; /* longer than any move text: read as it is */
    return put_string(spelled);
}
/* Of dialect `dialect`, as its notation's reader reads it (br_dialect_text). */
EXPORT int br_wasm_dialect_text(int dialect) { return put_respelled(br_dialect_text, dialect); }
/* A move as the dialect's writers take it (POINT_DIGITS: UCI), as the dialect spells it
 * (br_dialect_spell). */
EXPORT int br_wasm_dialect_spell(int dialect) { return put_respelled(br_dialect_spell, dialect); }

/* The move text in `kind` (BR_NOTATION_ANY: -1) that the text in the text buffer starts with
 * (br_move_text_span), in UTF-16 units, a JS string's length: 0 for none. */
EXPORT int br_wasm_move_text_span(int kind) {
    size_t n = br_move_text_span(kind, text);
    int units = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char b = (unsigned char)text[i];
        if ((b & 0xC0) != 0x80) units += b >= 0xF0 ? 2 : 1; /* a lead byte: four bytes, a pair */
    }
    return units;
}

/* ---- a replay's ply in one call (issue 12 item 8) ---- */
/* Plain lower-case UCI ("h3e3", "a10a9", "d5d6m") is what a replay sends, and what br_move_read
 * tries first under any notation where UCI leads the game's list: read by the plain reader,
 * without trimming, ICCS screening or chessground keys (each needs a character the plain text
 * lacks). Anything else, or a text it refuses, goes the whole way. */
static int read_text_any(BrGame *g) {
    BrMove m;
    if (br_notation_of_game(br_game_profile(g)->game, 0) == BR_NOTATION_UCI &&
        br_move_parse_plain(g, text, &m) == BR_OK)
        return (int)m;
    return br_wasm_read_text(g);
}
/* Plays the move the text in the text buffer names, as br_wasm_play_text, and judges the
 * outcome after it: the history entry with bit 29 set when the game is over (br_wasm_outcome
 * says how), or minus the refusal's code. A replay that asks the outcome after every ply then
 * enters the module once a ply. */
EXPORT int br_wasm_play_text_outcome(BrGame *g) {
    int m = read_text_any(g);
    int entry = m < 0 ? m : br_wasm_play_move(g, m);
    return entry < 0 ? entry : entry | br_game_outcome(g).over << BR_WASM_ENTRY_OVER_SHIFT;
}
/* Plays the move the text in the text buffer names in notation `kind` (play(text, { notation })):
 * the history entry (with the 'over' bit when `judge`), minus the refusal's code, or
 * NOT_READ when the text names no move in that notation (JS then reads it again for the error's
 * words). Plain UCI text is read by the plain reader, as under any notation. */
enum { NOT_READ = -0x10000 };
EXPORT int br_wasm_play_text_as(BrGame *g, int kind, int judge) {
    BrMove m;
    int plain = kind == BR_NOTATION_UCI && br_move_parse_plain(g, text, &m) == BR_OK;
    if (!plain && br_move_read(g, kind, text, &m) != BR_OK) return NOT_READ;
    int entry = br_wasm_play_move(g, (int)m);
    return entry < 0 || !judge ? entry : entry | br_game_outcome(g).over << BR_WASM_ENTRY_OVER_SHIFT;
}
EXPORT int br_wasm_not_read(void) { return NOT_READ; }

/* ---- names JS reads at init and for a new board width, one list per call ---- */
/* Each list export writes its names one after the other into the text buffer, each ending in
 * a NUL, and returns how many (bindings/memory.js readTexts): one call and one text decode per
 * list rather than per name (~250 of each in cold JS cost ~0.5 ms of Node's start-up). */
static const BrGame *list_game; /* the game whose squares are named */
static int list_game_kind;      /* the game kind whose piece letters are listed */
static char list_item[8];       /* a name made for the list (a square, a letter) */

/* Writes the names name_at(0), name_at(1)... up to its first NULL; returns how many fit. */
static int put_names(const char *(*name_at)(int)) {
    int n = 0;
    size_t at = 0;
    for (const char *s; (s = name_at(n)) != NULL; n++) {
        size_t len = strlen(s) + 1;
        if (at + len > TEXT_CAPACITY) break;
        memcpy(text + at, s, len);
        at += len;
    }
    return n;
}
static const char *constant_name(int i) { return i < constant_count() ? constants[i].name : NULL; }
static const char *error_name(int i) { return i < BR_ERR_COUNT ? br_error_name(i) : NULL; }
static const char *reason_name(int i) { return i < BR_REASON_COUNT ? br_reason_name(i) : NULL; }
static const char *profile_name(int i) {
    const BrProfile *p = br_profile_at(i);
    return p ? p->name : NULL;
}
static const char *square_name(int i) {
    if (i >= br_game_width(list_game) * br_game_height(list_game)) return NULL;
    br_square_name(list_game, i, list_item, sizeof list_item);
    return list_item;
}
static const char *piece_letter(int i) { /* "" for a byte that is no piece */
    if (i >= 32) return NULL;
    list_item[0] = br_piece_letter(list_game_kind, i);
    list_item[1] = 0;
    return list_item;
}
EXPORT int br_wasm_constant_names(void) { return put_names(constant_name); }
EXPORT int br_wasm_error_names(void) { return put_names(error_name); }
EXPORT int br_wasm_reason_names(void) { return put_names(reason_name); }
EXPORT int br_wasm_profile_names(void) { return put_names(profile_name); }
/* By BrNotation. */
EXPORT int br_wasm_notation_names(void) { return put_names(br_notation_name); }
/* Every square of a game's board, from a1 upward. */
EXPORT int br_wasm_square_names(const BrGame *g) { list_game = g; return put_names(square_name); }
/* The FEN letter of each of the 32 piece bytes (promoted bit included) of a game kind. */
EXPORT int br_wasm_piece_letters(int game) { list_game_kind = game; return put_names(piece_letter); }
/* A board's edges in notation `kind` (br_coordinate_label): the files as the first player
 * counts them, then as the second does, then the ranks, "" where the notation has none;
 * -1 when the game has no such notation. */
static int label_kind;
static const char *coordinate_label(int i) {
    int w = br_game_width(list_game), h = br_game_height(list_game);
    if (i >= 2 * w + h) return NULL;
    int axis = i < 2 * w ? BR_AXIS_FILE : BR_AXIS_RANK, side = i < w ? BR_WHITE : BR_BLACK;
    br_coordinate_label(list_game, label_kind, axis, i < 2 * w ? i % w : i - 2 * w, side, list_item, sizeof list_item);
    return list_item;
}
EXPORT int br_wasm_coordinate_labels(const BrGame *g, int kind) {
    if (!br_coordinate_label(g, kind, BR_AXIS_FILE, 0, BR_WHITE, list_item, sizeof list_item)) return -1; /* every notation labels files */
    list_game = g;
    label_kind = kind;
    return put_names(coordinate_label);
}
EXPORT int br_wasm_notation_rank_first(int kind) { return br_notation_rank_first(kind); }
