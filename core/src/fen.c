/* fen.c — FEN as Fairy-Stockfish and pychess write it (RULES §1): parse with errors that name
 * the field, the rank and the character; emit the canonical form.
 *
 * Parsing allocates nothing, so that whether a FEN is valid never depends on free memory.
 * Columns count characters (UTF-8 sequences), 1-based, in the text as the caller gave it. */
#include <ctype.h>
#include <string.h>
#include "internal.h"

enum { FEN_MAX_LENGTH = 200 };         /* characters, after trimming surrounding whitespace */
enum { FEN_MAX_BYTES = FEN_MAX_LENGTH * 4 }; /* the same in UTF-8 at worst */

/* Letters per game, indexed by piece type; aliases are read but never written. */
static const char xiangqi_letters[8] = { 0, 'k', 'a', 'b', 'n', 'r', 'c', 'p' };
static const char makruk_letters[8] = { 0, 'k', 'm', 's', 'n', 'r', 0, 'p' };

/* The FEN letter of a piece byte in a game (upper case: first player), 0 for none. */
char br_piece_letter(int game, int piece) {
    if (piece <= 0 || game < BR_GAME_XIANGQI || game > BR_GAME_MAKRUK) return 0;
    char c = (game == BR_GAME_MAKRUK ? makruk_letters : xiangqi_letters)[BR_PIECE_TYPE(piece)];
    return c && BR_PIECE_COLOR(piece) == BR_WHITE ? (char)(c - 'a' + 'A') : c;
}

static int piece_type_of_letter(BrGameKind game, char lower) {
    const char *letters = game == BR_GAME_MAKRUK ? makruk_letters : xiangqi_letters;
    for (int t = BR_KING; t <= BR_SOLDIER; t++)
        if (letters[t] && letters[t] == lower) return t;
    if (game != BR_GAME_MAKRUK) {
        if (lower == 'e') return BR_ELEPHANT;
        if (lower == 'h') return BR_HORSE;
    }
    return 0;
}

static bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static bool is_continuation(char c) { return ((unsigned char)c & 0xC0) == 0x80; }

/* Characters (UTF-8 sequences) in s[0..bytes). */
static int characters(const char *s, size_t bytes) {
    int n = 0;
    for (size_t i = 0; i < bytes; i++) n += !is_continuation(s[i]);
    return n;
}

/* The character at s as a code point; a byte that starts no valid sequence gives U+FFFD. */
static int code_point(const char *s) {
    const unsigned char *u = (const unsigned char *)s;
    if (u[0] < 0x80) return u[0];
    int len = u[0] >= 0xF0 && u[0] < 0xF5 ? 4 : u[0] >= 0xE0 ? 3 : u[0] >= 0xC2 && u[0] < 0xE0 ? 2 : 0;
    if (!len) return 0xFFFD;
    int cp = u[0] & (0x3F >> (len - 1));
    for (int i = 1; i < len; i++) {
        if (!is_continuation((char)u[i])) return 0xFFFD;
        cp = cp << 6 | (u[i] & 0x3F);
    }
    static const int least[5] = { 0, 0, 0x80, 0x800, 0x10000 };
    if (cp < least[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000)) return 0xFFFD;
    return cp;
}

/* The text being parsed: the caller's FEN with surrounding whitespace trimmed, copied so that
 * its end is a NUL; and where each piece's letter stood, for errors found after the board. */
typedef struct Fen {
    char text[FEN_MAX_BYTES + 1];
    int lead;                       /* characters trimmed off the front */
    uint16_t at[BR_MAX_SQUARES];    /* byte offset of the letter of the piece on each point */
    BrError *err;
} Fen;

/* Fills the error; `where` points into f->text (NULL: no column). */
static int fail(Fen *f, int code, int field, int rank, const char *where, int detail) {
    int column = where ? f->lead + characters(f->text, (size_t)(where - f->text)) + 1 : -1;
    if (f->err) *f->err = (BrError){ code, field, rank, column, detail };
    return code;
}

static int fail_at_square(Fen *f, const Tables *t, int code, int sq, int detail) {
    return fail(f, code, 1, sq / t->width + 1, f->text + f->at[sq], detail);
}

/* Reads an unsigned decimal number at *s; returns -1 if there is none or it is too large. */
static long read_number(const char **s) {
    if (!isdigit((unsigned char)**s)) return -1;
    long v = 0;
    while (isdigit((unsigned char)**s)) {
        v = v * 10 + (**s - '0');
        if (v > CLOCK_MAX) return -1; /* the largest number a FEN field holds */
        (*s)++;
    }
    return v;
}

static int parse_board(Fen *f, Position *pos, const char **end) {
    const Tables *t = pos->t;
    BrGameKind game = pos->profile->game;
    const char *s = f->text;
    for (int row = 0; row < t->height; row++) {
        int rank = t->height - 1 - row, file = 0;
        while (*s && *s != '/' && *s != ' ') {
            const char *here = s;
            if (isdigit((unsigned char)*s)) {
                long run = read_number(&s);
                if (run <= 0 || file + run > t->width)
                    return fail(f, BR_ERR_FEN_RANK_WIDTH, 1, rank + 1, here, t->width);
                file += (int)run;
                continue;
            }
            int type = piece_type_of_letter(game, (char)tolower((unsigned char)*s));
            if (!type) return fail(f, BR_ERR_FEN_PIECE_LETTER, 1, rank + 1, here, code_point(s));
            if (file >= t->width)
                return fail(f, BR_ERR_FEN_RANK_WIDTH, 1, rank + 1, here, t->width);
            uint8_t piece = PIECE(type, islower((unsigned char)*s) ? BR_BLACK : BR_WHITE);
            s++;
            if (*s == '~') {
                if (game != BR_GAME_MAKRUK || type != BR_ADVISOR)
                    return fail(f, BR_ERR_FEN_PIECE_LETTER, 1, rank + 1, s, '~');
                piece |= BR_PIECE_PROMOTED;
                s++;
            }
            int sq = rank * t->width + file++;
            pos->board[sq] = piece;
            f->at[sq] = (uint16_t)(here - f->text);
        }
        if (file != t->width) return fail(f, BR_ERR_FEN_RANK_WIDTH, 1, rank + 1, s, t->width);
        if (row < t->height - 1) {
            if (*s != '/') return fail(f, BR_ERR_FEN_RANK_COUNT, 1, rank, s, t->height);
            s++;
        }
    }
    if (*s == '/') return fail(f, BR_ERR_FEN_RANK_COUNT, 1, -1, s, t->height);
    *end = s;
    return BR_OK;
}

/* Checks that the pieces could stand where they are: one general each, each piece on a point
 * it can reach; at most 16 pieces a side, of any kinds (study positions such as RULES §3.4 hold
 * three chariots). Pieces are looked at in the order the text names them, so that an error
 * points at the first letter that breaks a rule. */
static int validate_material(Fen *f, Position *pos) {
    const Tables *t = pos->t;
    int generals[2] = { 0, 0 }, pieces[2] = { 0, 0 };
    for (int rank = t->height - 1; rank >= 0; rank--)
        for (int file = 0; file < t->width; file++) {
            int s = rank * t->width + file, c = BR_PIECE_COLOR(pos->board[s]);
            uint8_t p = pos->board[s];
            if (!p) continue;
            if (!t->allowed[PIECE_INDEX(p)][s])
                return fail_at_square(f, t, BR_ERR_FEN_PIECE_PLACEMENT, s, s);
            if (BR_PIECE_TYPE(p) == BR_KING) {
                if (generals[c]++) return fail_at_square(f, t, BR_ERR_FEN_KING_COUNT, s, c);
                pos->king[c] = (uint8_t)s;
            }
            if (++pieces[c] > BR_MAX_PIECES_PER_SIDE) /* also keeps move lists within BR_MAX_MOVES */
                return fail_at_square(f, t, BR_ERR_FEN_PIECE_COUNT, s, c);
        }
    for (int c = 0; c < 2; c++) /* a missing general: the board field is at fault */
        if (!generals[c]) return fail(f, BR_ERR_FEN_KING_COUNT, 1, -1, f->text, c);
    return BR_OK;
}

/* The side not to move may stand in check only where the profile's rules let a side pass in
 * check during a face-off: that pass ends the game at once (bikjang). Such a position is
 * loaded as it was reached, the pass included, so that it is over here too. Anything else with
 * the side not to move in check, or generals facing under the flying-general rule, no game
 * under the profile reaches. */
static int validate_check(Fen *f, Position *pos) {
    const BrProfile *p = pos->profile;
    int them = pos->side ^ 1;
    bool facing = generals_facing(pos);
    if (p->flying_general && facing)
        return fail_at_square(f, pos->t, BR_ERR_FEN_OPPONENT_IN_CHECK, pos->king[them], them);
    if (!square_attacked(pos, pos->king[them], pos->side)) return BR_OK;
    if (!(facing && pass_in_face_off_ends_game(p)))
        return fail_at_square(f, pos->t, BR_ERR_FEN_OPPONENT_IN_CHECK, pos->king[them], them);
    pos->last_was_pass = 1;
    pos->pass_run = 1;
    pos->facing_before = 1;
    return BR_OK;
}

/* Copies the FEN without surrounding whitespace into f->text; checks it is there and short. */
static int trim(Fen *f, const char *fen) {
    const char *s = fen;
    while (is_space(*s)) s++;
    f->lead = (int)(s - fen);
    f->text[0] = 0;
    if (!*s) return fail(f, BR_ERR_FEN_EMPTY, 1, -1, NULL, 0);
    const char *end = s + strlen(s);
    while (end > s && is_space(end[-1])) end--;
    size_t len = (size_t)(end - s);
    if (len > FEN_MAX_BYTES || characters(s, len) > FEN_MAX_LENGTH) {
        if (f->err)
            *f->err = (BrError){ BR_ERR_FEN_TOO_LONG, 0, -1, f->lead + FEN_MAX_LENGTH + 1, FEN_MAX_LENGTH };
        return BR_ERR_FEN_TOO_LONG;
    }
    memcpy(f->text, s, len);
    f->text[len] = 0;
    return BR_OK;
}

static int parse_fields(Fen *f, Position *pos, const char *s) {
    const BrProfile *profile = pos->profile;
    /* Fields after the board may be omitted: side w, no clock, move 1. */
    while (*s == ' ') s++;
    if (!*s) return BR_OK;
    char side = *s;
    bool red = profile->game == BR_GAME_XIANGQI && side == 'r';
    if ((side != 'w' && side != 'b' && !red) || (s[1] && s[1] != ' '))
        return fail(f, BR_ERR_FEN_SIDE, 2, -1, s, 0);
    pos->side = side == 'b' ? BR_BLACK : BR_WHITE;
    s++;
    for (int field = 3; field <= 4; field++) {
        while (*s == ' ') s++;
        if (!*s) break;
        /* Fairy-Stockfish keeps the makruk counting limit (plies) in the fourth field */
        if (field == 4 && profile->counting && isdigit((unsigned char)*s)) {
            const char *here = s;
            long limit = read_number(&s);
            if (*s && *s != ' ') return fail(f, BR_ERR_FEN_EXTRA, field, -1, here, 0);
            if (limit < 0 || limit > BOARD_HONOUR_PLIES) /* no rule sets more */
                return fail(f, BR_ERR_FEN_COUNT, field, -1, here, 0);
            pos->count_limit = (uint16_t)limit;
            continue;
        }
        if (*s != '-' || (s[1] && s[1] != ' ')) return fail(f, BR_ERR_FEN_EXTRA, field, -1, s, 0);
        s++;
    }
    while (*s == ' ') s++;
    if (!*s) return BR_OK;
    const char *here = s;
    long clock = read_number(&s);
    if (clock < 0 || (*s && *s != ' ')) return fail(f, BR_ERR_FEN_CLOCK, 5, -1, here, 0);
    if (pos->count_limit && clock > 65535) return fail(f, BR_ERR_FEN_COUNT, 5, -1, here, 0);
    pos->clock = (uint32_t)clock;
    if (pos->count_limit) pos->count = (uint16_t)clock;
    while (*s == ' ') s++;
    if (!*s) return BR_OK;
    here = s;
    long move = read_number(&s);
    if (move < 1 || move > 65535 || (*s && *s != ' '))
        return fail(f, BR_ERR_FEN_FULLMOVE, 6, -1, here, 0);
    pos->fullmove = (uint16_t)move;
    while (*s == ' ') s++;
    if (*s) return fail(f, BR_ERR_FEN_EXTRA, 7, -1, s, 0);
    return BR_OK;
}

int fen_parse(Position *pos, const BrProfile *profile, const Tables *t, const char *fen,
              BrError *err) {
    position_clear(pos, profile, t);
    Fen f;
    f.err = err;
    f.lead = 0;
    if (!fen) return fail(&f, BR_ERR_FEN_EMPTY, 1, -1, NULL, 0);
    int rc = trim(&f, fen);
    const char *s = f.text;
    if (!rc) rc = parse_board(&f, pos, &s);
    if (!rc) rc = parse_fields(&f, pos, s);
    if (!rc) rc = validate_material(&f, pos);
    if (rc) return rc;
    position_sync_occupied(pos); /* the attack test below reads the occupied sets */
    rc = validate_check(&f, pos);
    if (rc) return rc;
    pos->key = position_compute_key(pos);
    return BR_OK;
}

int fen_check(Position *pos, const BrProfile *profile, const char *fen, BrError *err) {
    const Tables *t = tables_for(profile); /* shared by every game of the geometry, built once */
    if (!t) {
        if (err) *err = (BrError){ BR_ERR_OUT_OF_MEMORY, -1, -1, -1, 0 };
        return BR_ERR_OUT_OF_MEMORY;
    }
    return fen_parse(pos, profile, t, fen, err);
}

int br_fen_check(const BrProfile *profile, const char *fen, BrError *err) {
    if (err) *err = (BrError){ BR_OK, -1, -1, -1, 0 };
    if (!profile) {
        if (err) err->code = BR_ERR_UNKNOWN_PROFILE;
        return BR_ERR_UNKNOWN_PROFILE;
    }
    BrProfile copy = profile_copy(profile); /* read as br_game_new reads it */
    Position pos;
    return fen_check(&pos, &copy, fen && *fen ? fen : copy.start_fen, err);
}

size_t fen_write(const Position *pos, char *out, size_t cap) {
    const Tables *t = pos->t;
    const char *letters = pos->profile->game == BR_GAME_MAKRUK ? makruk_letters : xiangqi_letters;
    char buf[FEN_MAX_LENGTH];
    size_t n = 0;
    for (int rank = t->height - 1; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < t->width; file++) {
            uint8_t p = pos->board[rank * t->width + file];
            if (!p) { empty++; continue; }
            if (empty) buf[n++] = (char)('0' + empty), empty = 0;
            char c = letters[BR_PIECE_TYPE(p)];
            buf[n++] = BR_PIECE_COLOR(p) == BR_WHITE ? (char)toupper((unsigned char)c) : c;
            if (p & BR_PIECE_PROMOTED) buf[n++] = '~';
        }
        if (empty) buf[n++] = (char)('0' + empty);
        if (rank) buf[n++] = '/';
    }
    Text tail = text_start(buf + n, sizeof buf - n);
    text_str(&tail, pos->side ? " b - " : " w - ");
    if (pos->count_limit) { /* Fairy-Stockfish's makruk counting fields */
        text_int(&tail, pos->count_limit);
        text_char(&tail, ' ');
        text_int(&tail, pos->count);
    } else {
        text_str(&tail, "- ");
        text_int(&tail, (long)pos->clock);
    }
    text_char(&tail, ' ');
    text_int(&tail, pos->fullmove);
    n += tail.len;
    if (cap) {
        size_t k = n < cap - 1 ? n : cap - 1;
        memcpy(out, buf, k);
        out[k] = 0;
    }
    return n;
}
