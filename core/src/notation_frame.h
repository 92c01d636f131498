/* notation_frame.h — what the notation files share: a position with its legal moves, the
 * reader/writer of each notation, and small text helpers. Everything works on a Position (not a
 * BrGame) so that the notation of a past move can be written from a position rebuilt by walking
 * undo records, without replaying the game. */
#ifndef BOARDRULES_NOTATION_FRAME_H
#define BOARDRULES_NOTATION_FRAME_H

#include <uchar.h>
#include "internal.h"

/* A position and its legal moves: the writers need the list (SAN tells pieces apart by the
 * others' moves); the readers take it when it is at hand and otherwise (legal NULL) test only
 * the one or two moves a text may name, so that replaying a record never lists every move. */
typedef struct MoveContext {
    Position *pos;        /* left as it was; writers with check marks make and unmake on it */
    const BrMove *legal;  /* NULL: not listed */
    int count;
} MoveContext;

/* Whether notation `kind` is one of game kind `game`'s (notation_frame.c). */
bool notation_of_game_has(int game, int kind);
/* Reads `text` in one notation: BR_OK and *out, or a BR_ERR_* code (BR_ERR_MOVE_SYNTAX when
 * the text is not in that notation at all, so that BR_NOTATION_ANY tries the next one). */
int notation_read(const MoveContext *c, int kind, const char *text, BrMove *out);
/* Writes a legal move; returns its length (0: not legal, or the kind is not the game's). */
size_t notation_write(const MoveContext *c, BrMove m, int kind, unsigned flags, char *out,
                      size_t cap);

/* The same for a position alone (its legal moves generated here): the notation of a past move,
 * in a position rebuilt by unmaking moves from the game's undo records. */
size_t notation_write_at(Position *pos, BrMove m, int kind, unsigned flags, char *out, size_t cap);

/* One reader and one writer per notation (files notation_*.c). */
int uci_read(const Position *pos, const char *text, BrMove *out);         /* notation.c */
/* "pass", "0000", "@@@@", "--": the words a pass is written in whatever the notation (notation.c) */
bool pass_word(const char *text);
/* The side to move's pass: the general's point to itself, or "keep" on a setup turn. */
BrMove pass_move(const Position *pos);
void uci_write(const Position *pos, BrMove m, Text *t);
/* "h2": a square in ICCS coordinates (file a-i, rank 0-9 from the first mover's side); -1 if not */
int iccs_square(const Position *pos, const char *s);
/* strict: under BR_NOTATION_ANY, where lower-case undashed coordinates belong to UCI */
int iccs_read(const MoveContext *c, const char *text, bool strict, BrMove *out);
void iccs_write(const MoveContext *c, BrMove m, Text *t);
void iccs_rank_write(int rank, Text *t); /* "0".."9": ranks counted from 0 */
int wxf_read(const MoveContext *c, const char *text, BrMove *out);
void wxf_write(const MoveContext *c, BrMove m, unsigned flags, Text *t);
void wxf_write_number(Text *t, int n); /* a file or a count of steps: "1".."9" */
/* The bytes of the four-character move text `text` starts with, of the notation's shape (the
 * position not asked), 0 if none: for br_move_text_span */
size_t wxf_span(const char *text);
size_t chinese_span(const char *text);
size_t vietnamese_span(const char *text); /* of a move text's shape, 4 or 5 characters */
size_t iccs_span(const char *text);       /* 4 characters, or 5 with the dash ("H2-E2") */
size_t thai_span(const char *text);       /* a piece letter spaced off: "บ จ๓-จ๔" */
size_t san_span(const char *text);        /* coordinates spaced out: "N b 1 - c 3" */
int chinese_read(const MoveContext *c, const char *text, BrMove *out);
void chinese_write(const MoveContext *c, BrMove m, unsigned flags, Text *t);
/* A file or a count of steps, 1-9: Red's as the numerals 一..九, Black's as full-width digits */
void chinese_write_number(Text *t, int side, int n);
/* any: of no named notation, where C is WXF's cannon, not the soldier (chốt) */
int vietnamese_read(const MoveContext *c, const char *text, bool any, BrMove *out);
void vietnamese_write(const MoveContext *c, BrMove m, Text *t);
int janggi_read(const MoveContext *c, const char *text, BrMove *out);
void janggi_write(const MoveContext *c, BrMove m, Text *t);
int korean_read(const MoveContext *c, const char *text, BrMove *out);
void korean_write(const MoveContext *c, BrMove m, Text *t);
int san_read(const MoveContext *c, const char *text, bool thai, BrMove *out);
void san_write(const MoveContext *c, BrMove m, bool thai, Text *t);
/* A file's letter (a-h, Thai ก-ญ) or a rank's digit (1-8, Thai ๑-๘) as the makruk writer spells
 * them in its moves (a board's labels) */
void san_label_write(bool file, int index, bool thai, Text *t);
int fsan_read(const MoveContext *c, const char *text, BrMove *out);       /* notation_fsan.c */
void fsan_write(const MoveContext *c, BrMove m, Text *t);
/* What of a piece's origin SAN names: ORIGIN_FILE, ORIGIN_RANK, both or 0 (notation_san.c) */
enum { ORIGIN_FILE = 1, ORIGIN_RANK = 2 };
unsigned san_origin(const MoveContext *c, BrMove m, bool settle);
/* A point's name, "a1" .. "i10" (notation.c) */
void square_text(const Position *pos, int sq, Text *t);

/* ---- shared by the readers and writers (notation_frame.c) ---- */
/* A full-width form (U+FF01-FF5E: "Ｈ", "２") as the ASCII it stands for; any other code point
 * as it is. Move texts are folded so once they are trimmed; the spans of unspaced texts fold
 * their own characters. */
long full_width_ascii(long cp);
/* The next UTF-8 code point at *s (advancing *s); 0 at the end, -1 on a bad byte sequence.
 * ASCII, most move texts' characters, is taken inline: readers call this per character. */
long utf8_next_multibyte(const char **s);
static inline long utf8_next(const char **s) {
    unsigned char c = (unsigned char)**s;
    if (c >= 0x80) return utf8_next_multibyte(s);
    if (c) *s += 1;
    return c;
}
/* Appends a code point as UTF-8. */
void text_code_point(Text *t, long cp);
/* Appends the check mark a move earns: "#" mate, "+" check, "" otherwise (makes and unmakes). */
void check_mark(const MoveContext *c, BrMove m, Text *t);
/* Whether a move is legal: looked up in the list, or (no list) tested alone. */
bool move_is_legal(const MoveContext *c, BrMove m);
/* The direction a side's forward moves take, in ranks. */
static inline int forward_of(int side) { return side == BR_WHITE ? 1 : -1; }
/* The letters of WXF and the janggi numeric notation: K A E H R C P by piece type. */
extern const char xq_piece_letters[8];
/* The piece type a letter names there (either case; B, N and G also taken), or 0. */
int xq_piece_of_letter(char c);
/* The letter paired with a glyph: values[i] where glyphs[i] == cp (a U"" string and a string of
 * as many letters); 0 when cp is not among the glyphs. */
char glyph_letter(const char32_t *glyphs, const char *values, long cp);
/* The spaces a move text may hold: IS_ASCII_SPACE tests a byte, IS_SPACE a code point (those
 * or the ideographic space). Macros: the -Oz build calls even a static inline function, and
 * readers test each character. */
#define IS_ASCII_SPACE(c) ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r')
#define IS_SPACE(cp) (IS_ASCII_SPACE(cp) || (cp) == 0x3000)
/* Skips spaces (those of IS_SPACE). */
const char *skip_spaces(const char *s);
/* True when only spaces remain. */
bool at_end(const char *s);

/* ---- xiangqi's file-and-direction move description, shared by WXF and Chinese ---- */
enum { XQ_REAR = -1 };
typedef struct XqMove {
    int type;     /* BR_* piece type; 0 when the text names none (numbered soldiers) */
    int file;     /* 1-9 counted from the mover's right; 0 when the text gives none */
    int order;    /* 0 none; 1..5 position from the front of the file; XQ_REAR the last */
    int count;    /* writing: pieces of the kind on the file */
    bool numbered;/* writing: soldiers numbered from the front (three on the file, or two files
                     with two or more), the file written too */
    bool several_files; /* writing: other files hold two or more soldiers as well */
    char action;  /* '+' forward, '-' backward, '=' along the rank */
    int number;   /* steps, or the destination file for '=' and the diagonal movers */
} XqMove;
/* The number of file `file` (0 = a) as `side` counts it, 1-9 from its own right (notation_xiangqi.c). */
int xq_file_number(int side, int width, int file);
/* How a legal move is described (notation_xiangqi.c: the rule book's, tandem pieces by place). */
void xq_describe(const MoveContext *c, BrMove m, XqMove *d);
/* The move a description names: BR_OK, or BR_ERR_NO_PIECE / _AMBIGUOUS_MOVE / _UNREACHABLE. */
int xq_resolve(const MoveContext *c, const XqMove *d, BrMove *out);

/* ---- janggi's two-digit points: rank counted from the top (Han's side), 0 for the tenth, then
 * the file 1-9 from the left (notation_janggi.c) ---- */
int janggi_point(const Position *pos, char rank_digit, char file_digit);
void janggi_point_write(const Position *pos, int sq, Text *t);
/* The two digits apart: a rank's (0 = the first mover's back rank) and a file's (0 = a) */
void janggi_rank_write(const Position *pos, int rank, Text *t);
void janggi_file_write(int file, Text *t);
/* The move from `from` to `to` (a pass when both are the mover's general; when they are another
 * point, BR_ERR_NO_PIECE, _WRONG_SIDE or _ILLEGAL); BR_ERR_WRONG_PIECE when `type` (0: not given)
 * is not the type of the piece standing on `from`. */
int janggi_move_named(const Position *pos, int type, int from, int to, BrMove *out);

#endif
