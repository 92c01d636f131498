/* notation_san.c — makruk's algebraic notation as Fairy-Stockfish writes it: SAN ("e4", "Nd2",
 * "exd5", "c6=M", "Rae6+", "Mc3d4", K khun, M met, S khon, N horse, R ruea, no pawn letter; the
 * moving piece told apart by file, else rank, else both, among pieces that can legally go there)
 * and its Thai form (ข ม็ ค ม ร, ง for a promoted met, files ก-ญ, digits ๑-๘, '-' before the
 * point of a piece move that takes nothing: "ม-ง๒", "ง-ค๓"). Where Fairy-Stockfish's Thai text
 * is also another move's (a pawn of file ค and a khon both taking on ข๕: "คxข๕"), we name the
 * origin (see san_write_form).
 * Reading checks the text's shape and takes its destination, then writes the few moves that reach
 * it and compares: first the text as written (the check mark settles texts that are otherwise
 * equal: in Thai the file letters ข and ค are also piece letters; Fairy-Stockfish's form of a text
 * we settle still reads, as ambiguous when it is shared), then loosely (no 'x' or '-', a
 * pawn's 'P' or 'บ', Q for M and B for S, ASCII digits in Thai), and last as a piece's text that
 * names more or less of its origin than ours, or a pawn's that names its whole point, as long
 * algebraic does ("e3-e4": see san_named_by_origin). */
#include <string.h>
#include <uchar.h>
#include "game.h"
#include "notation_frame.h"

static const char san_letters[8] = { 0, 'K', 'M', 'S', 'N', 'R', 0, 0 };
static const char *const thai_letters[8] = { "", "ข", "ม็", "ค", "ม", "ร", "", "" };
static const char32_t thai_files[8] = { U'ก', U'ข', U'ค', U'ง', U'จ', U'ฉ', U'ช', U'ญ' };
enum { THAI_ZERO = 0x0E50 };

/* Texts are short (21 bytes at most: "ม็ค๓xข๔" and a promotion's "=M"), and reading writes one
 * per move it compares: they are spelled straight into a buffer of SAN_TEXT bytes, a Thai
 * letter as its three UTF-8 bytes (U+0E00-U+0E7F: E0 B8-B9 xx), not through Text's checks. */
enum { SAN_TEXT = 32 };
static void put_char(char **p, char c) { *(*p)++ = c; }
static void put_str(char **p, const char *s) {
    while (*s) *(*p)++ = *s++;
}
static void put_thai(char **p, long cp) {
    unsigned x = (unsigned)(cp - 0x0E00);
    (*p)[0] = (char)0xE0;
    (*p)[1] = (char)(0xB8 + (x >> 6));
    (*p)[2] = (char)(0x80 | (x & 63));
    *p += 3;
}
static void san_write_file(char **p, int file, bool thai) {
    if (thai) put_thai(p, thai_files[file]);
    else put_char(p, (char)('a' + file));
}
static void san_write_rank(char **p, int rank, bool thai) {
    if (thai) put_thai(p, THAI_ZERO + rank + 1);
    else put_char(p, (char)('1' + rank));
}

void san_label_write(bool file, int index, bool thai, Text *t) {
    char spelled[4], *end = spelled;
    if (file) san_write_file(&end, index, thai);
    else san_write_rank(&end, index, thai);
    *end = 0;
    text_str(t, spelled);
}

/* What of a piece's origin its text names (ORIGIN_FILE, ORIGIN_RANK, both or neither): SAN's
 * rule among the legal moves of its kind to the same point, or, `settle`d (see san_settles), the
 * file, and the rank too if the file was already needed. (Also xiangqi's and janggi's SAN.) */
unsigned san_origin(const MoveContext *c, BrMove m, bool settle) {
    const Position *pos = c->pos;
    int w = pos->t->width, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    uint8_t piece = pos->board[from];
    bool any = false, same_file = false, same_rank = false;
    for (int i = 0; i < c->count; i++) {
        BrMove o = c->legal[i];
        int of = BR_MOVE_FROM(o);
        if (BR_MOVE_TO(o) != to || of == from || BR_MOVE_KIND(o) >= BR_MOVE_PASS) continue;
        if (PIECE_INDEX(pos->board[of]) != PIECE_INDEX(piece)) continue;
        any = true;
        same_file |= of % w == from % w;
        same_rank |= of / w == from / w;
    }
    if (settle) return any ? ORIGIN_FILE | ORIGIN_RANK : ORIGIN_FILE;
    if (!any) return 0;
    if (same_file && same_rank) return ORIGIN_FILE | ORIGIN_RANK;
    return same_file ? ORIGIN_RANK : ORIGIN_FILE;
}

/* A move's text without the check mark, naming `origin` of a piece's point. A pawn names its
 * file when it captures, as SAN does; `pawn_letter` puts its letter บ (P) in front: a pawn's
 * text that Fairy-Stockfish shares with a piece's is settled so ("บคxข๕"), since a rank after the
 * file ("ค๖xข๕") would read as the khon of that rank. */
static void san_spell(const Position *pos, BrMove m, bool thai, bool pawn_letter, unsigned origin,
                      char out[SAN_TEXT]) {
    char **t = &out; /* out moves on as it is written */
    int w = pos->t->width, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    uint8_t piece = pos->board[from];
    int type = BR_PIECE_TYPE(piece);
    bool capture = pos->board[to] != 0;
    if (type == BR_SOLDIER) {
        if (pawn_letter) put_str(t, thai ? "บ" : "P");
        if (capture || origin) { /* a capture names the file; the long form, the whole point */
            san_write_file(t, from % w, thai);
            if (origin & ORIGIN_RANK) san_write_rank(t, from / w, thai);
            if (capture) put_char(t, 'x');
        }
    } else {
        /* Fairy-Stockfish letters a promoted met ง (also file d's letter: "งxค๓" may be a
         * pawn's capture too, settled like the others); it still counts as a met in san_origin */
        if (thai) put_str(t, piece & BR_PIECE_PROMOTED ? "ง" : thai_letters[type]);
        else put_char(t, san_letters[type]);
        if (origin & ORIGIN_FILE) san_write_file(t, from % w, thai);
        if (origin & ORIGIN_RANK) san_write_rank(t, from / w, thai);
        if (capture) put_char(t, 'x');
        else if (thai) put_char(t, '-');
    }
    san_write_file(t, to % w, thai);
    san_write_rank(t, to / w, thai);
    if (BR_MOVE_KIND(m) == BR_MOVE_PROMOTION) put_str(t, "=M");
    **t = 0;
}

/* The text we write without the check mark: Fairy-Stockfish's, or `settle`d where it is shared.
 * (Not inlined: its four callers would each hold a copy, ~1 KB more wasm, for no speed.) */
static __attribute__((noinline)) void san_write_form(const MoveContext *c, BrMove m, bool thai, bool settle,
                                                     char out[SAN_TEXT]) {
    bool pawn = BR_PIECE_TYPE(c->pos->board[BR_MOVE_FROM(m)]) == BR_SOLDIER;
    san_spell(c->pos, m, thai, pawn && settle, pawn ? 0 : san_origin(c, m, settle), out);
}

/* Whether Fairy-Stockfish's text of a legal move, check mark included, is also another legal
 * move's. Only Thai has such texts: its file letters ข, ค and ง are also the khun's, the khon's
 * and the promoted met's letters, so a pawn's capture from file ค ("คxข๕") reads like a khon's
 * capture to the same point. The check mark settles some; the others get san_write_form's
 * `settle`. */
static bool san_settles(const MoveContext *c, BrMove m, bool thai) {
    /* equal texts are captures (a pawn's quiet text is the point alone, a piece's has '-') by a
     * pawn of file ข, ค or ง against a piece of that letter: other moves need no look */
    const Position *pos = c->pos;
    if (!thai || !pos->board[BR_MOVE_TO(m)]) return false;
    uint8_t piece = pos->board[BR_MOVE_FROM(m)];
    int type = BR_PIECE_TYPE(piece), file = BR_MOVE_FROM(m) % pos->t->width;
    bool shared_letter = type == BR_SOLDIER ? file >= 1 && file <= 3
                                            : type == BR_KING || type == BR_ELEPHANT || (piece & BR_PIECE_PROMOTED);
    if (!shared_letter || !move_is_legal(c, m)) return false;
    char mine[SAN_TEXT], mark[4] = "", other[SAN_TEXT];
    bool marked = false;
    san_write_form(c, m, thai, false, mine);
    for (int i = 0; i < c->count; i++) {
        BrMove o = c->legal[i];
        if (o == m || BR_MOVE_TO(o) != BR_MOVE_TO(m) || BR_MOVE_KIND(o) >= BR_MOVE_PASS) continue;
        san_write_form(c, o, thai, false, other);
        if (strcmp(mine, other) != 0) continue;
        if (!marked) { /* the check mark, made on the board only when a text is shared */
            Text tm = text_start(mark, sizeof mark);
            check_mark(c, m, &tm);
            marked = true;
        }
        char omark[4];
        Text tom = text_start(omark, sizeof omark);
        check_mark(c, o, &tom);
        if (strcmp(mark, omark) == 0) return true;
    }
    return false;
}

/* The text we write, without the check mark: Fairy-Stockfish's, settled where it is shared. */
static void san_write_bare(const MoveContext *c, BrMove m, bool thai, Text *t) {
    char text[SAN_TEXT];
    san_write_form(c, m, thai, san_settles(c, m, thai), text);
    text_str(t, text);
}

void san_write(const MoveContext *c, BrMove m, bool thai, Text *t) {
    san_write_bare(c, m, thai, t);
    check_mark(c, m, t);
}

static int san_thai_file(long cp) {
    /* thai_files by their offset in the Thai block (ก U+0E01 .. ญ U+0E0D): one look-up */
    static const signed char files[16] = { -1, 0, 1, -1, 2, -1, -1, 3, 4, 5, 6, -1, -1, 7, -1, -1 };
    unsigned long x = (unsigned long)(cp - 0x0E00);
    return x < 16 ? files[x] : -1;
}

/* The next code point, a Thai one (E0 B8-B9 xx) decoded in place: a Thai text is mostly such. */
static long san_next(const char **s) {
    const unsigned char *p = (const unsigned char *)*s;
    if (p[0] < 0x80) {
        *s += p[0] != 0;
        return p[0];
    }
    if (p[0] == 0xE0 && (p[1] == 0xB8 || p[1] == 0xB9) && (p[2] & 0xC0) == 0x80) {
        *s += 3;
        return 0x0E00 + ((p[1] - 0xB8) << 6 | (p[2] & 63));
    }
    return utf8_next(s);
}
enum { THAI_MET = 0xE000 }; /* ม็ (two code points) as one letter in loose forms */

static bool san_is_piece(long cp, bool thai);

/* The loose form: code points without 'x', ':', '-', '=', the promotion's 'M' (or PlayOK's 'P')
 * at the end, a leading pawn letter; Q as M and B as S in front; Thai digits as ASCII, ม็ as
 * THAI_MET.
 * Returns its length. */
static int san_loose(const char *s, bool thai, long *out, int cap) {
    int n = 0;
    long cp;
    while ((cp = san_next(&s)) > 0) {
        if (cp == 'x' || cp == 'X' || cp == ':' || cp == '-' || cp == '=') continue;
        /* the Thai federation's form ("ม.ข1 - ง2", "ร.ก4 × บ.ง4"): a dot after a piece's letter,
         * '×' for a capture, the taken piece's letter (one before a dot, not the first) named */
        if (thai && (cp == 0xD7 || cp == 0x2212)) continue;
        if (thai && cp == '.') {
            if (n >= 2 && (out[n - 1] == U'บ' || san_is_piece(out[n - 1], true))) n--;
            continue;
        }
        /* a comma after the piece's letter, as a Thai blog writes the long form ("ค, ฉ๓-ฉ๔",
         * "ข,ค๘-ข๘") */
        if (thai && cp == ',' && n == 1) continue;
        /* spaces inside a move text (a span's, br_move_text_span) part nothing: Fairy-Stockfish's
         * Thai long form "บ จ๓-จ๔", chessvariants.com's "N b 1 - c 3" */
        if (cp == ' ') continue;
        if (cp == 0x0E47) { /* the mark of ม็ */
            if (n == 0 || out[n - 1] != U'ม') return -1;
            out[n - 1] = THAI_MET;
            continue;
        }
        if (cp >= THAI_ZERO && cp <= THAI_ZERO + 9) cp = '0' + (cp - THAI_ZERO);
        else if (!thai && cp >= 0x80) return -1; /* no SAN shape has it: fail before the rest */
        if (n == 0 && !thai && (cp == 'P')) continue;
        if (n == 0 && !thai && cp == 'Q') cp = 'M';
        if (n == 0 && !thai && cp == 'B') cp = 'S';
        if (n == cap) return -1;
        out[n++] = cp;
    }
    if (cp < 0) return -1;
    /* the promotion's letter: M, or P as PlayOK writes it ("axb3=P": its promoted pawn); in Thai
     * also the promoted met's own letter ง, or ม, the met it becomes ("ง๖=ง") */
    long last = n >= 2 ? out[n - 1] : 0;
    bool promotion = last == 'M' || (thai ? last == U'ง' || last == U'ม' : last == 'P');
    if (promotion && out[n - 2] >= '1' && out[n - 2] <= '8') n--;
    return n;
}

static bool san_is_file(long cp, bool thai) {
    return thai ? san_thai_file(cp) >= 0 : cp >= 'a' && cp <= 'h';
}
static bool san_is_rank(long cp) { return cp >= '1' && cp <= '8'; }
static bool san_is_piece(long cp, bool thai) {
    return thai ? cp == U'ข' || cp == THAI_MET || cp == U'ค' || cp == U'ง' || cp == U'ม' || cp == U'ร'
                : cp == 'K' || cp == 'M' || cp == 'S' || cp == 'N' || cp == 'R';
}

/* Whether a loose form has the shape of a move: a pawn's "e4" / "ed5" (Thai: also after บ), or
 * a piece letter, then file and/or rank of the piece, then the destination. */
static bool san_shape(const long *k, int n, bool thai) {
    if (n < 2 || !san_is_file(k[n - 2], thai) || !san_is_rank(k[n - 1])) return false;
    int len = n - 2;
    /* a pawn names its file, or (long algebraic, as Fairy-Stockfish's LAN: "e3-e4", Thai "บ
     * จ๓-จ๔") its point, another than the one it goes to; in Thai after its letter บ or not */
    const long *p = thai && k[0] == U'บ' ? k + 1 : k;
    int plen = len - (int)(p - k);
    bool pawn = plen == 0 || (plen == 1 && san_is_file(p[0], thai)) ||
                (plen == 2 && san_is_file(p[0], thai) && san_is_rank(p[1]) && (p[0] != k[n - 2] || p[1] != k[n - 1]));
    if (pawn) return true;
    if (!san_is_piece(k[0], thai)) return false;
    const long *r = k + 1;
    len--;
    return len == 0 || (len == 1 && (san_is_file(r[0], thai) || san_is_rank(r[0]))) ||
           (len == 2 && san_is_file(r[0], thai) && san_is_rank(r[1]));
}

/* The loose form of a text with a move's shape (its length), or -1. */
static int san_key(const char *bare, bool thai, long key[32]) {
    int n = san_loose(bare, thai, key, 32);
    return n >= 0 && san_shape(key, n, thai) ? n : -1;
}

static size_t word_end(const char *text, size_t i) {
    while (text[i] && !IS_ASCII_SPACE(text[i])) i++;
    return i;
}

/* The bytes of " - " or " × " (the Thai federation's signs for a move and a capture; "x", "−"
 * too), or 0. */
static size_t thai_sign(const char *s) {
    static const char *const signs[] = { " - ", " x ", " \xC3\x97 ", " \xE2\x88\x92 " }; /* × − */
    for (size_t i = 0; i < sizeof signs / sizeof *signs; i++)
        if (strncmp(s, signs[i], strlen(signs[i])) == 0) return strlen(signs[i]);
    return 0;
}

/* Fairy-Stockfish's Thai long form spaces a move's piece letter off its points ("บ จ๓-จ๔",
 * "ม็ ง๘xค๗+"), a Thai blog puts a comma after it ("ค, ฉ๓-ฉ๔", "ข,ค๘-ข๘"); the Thai
 * federation's form (its rules of 2569, appendix C) dots the letter and spaces the sign between
 * the points, a taken piece's letter dotted before the second ("ม.ข1 - ง2", "ร.ก4 × บ.ง4"): the
 * bytes of the letter and the words of the move when they have a move's shape; 0 otherwise. */
size_t thai_span(const char *text) {
    const char *s = text;
    long letter = san_next(&s);
    if (letter == U'ม' && strncmp(s, "\xE0\xB9\x87", 3) == 0) s += 3; /* ม็ */
    if (!(letter == U'บ' || san_is_piece(letter, true)) || (*s != ' ' && *s != '.' && *s != ',')) return 0;
    if (*s == ',' && s[1] == ' ') s++;
    size_t word = (size_t)(s + (*s == ' ' || *s == ',') - text), end = word_end(text, word);
    if (*s == '.') {
        size_t sign = thai_sign(text + end);
        if (!sign) return 0;
        end = word_end(text, end + sign);
    }
    size_t bare = end; /* the shape is the move's, its marks apart */
    while (bare > word && strchr("+#!?", text[bare - 1])) bare--;
    char buf[64];
    long key[32];
    if (bare == word || bare >= sizeof buf) return 0;
    memcpy(buf, text, bare);
    buf[bare] = 0;
    return san_key(buf, true, key) >= 0 ? end : 0;
}

/* A SAN move spaced out, as chessvariants.com's makruk articles write their games ("N b 1 - c 3",
 * "d 5 x c 4"): a piece's letter or none, the origin's file and rank, '-' or 'x', the
 * destination's file and rank, spaces between them; the bytes up to the destination's rank
 * (and a check mark glued to it), or 0. */
size_t san_span(const char *text) {
    static const char *const parts[] = { "KMQSBNRP", "abcdefgh", "12345678", "-x", "abcdefgh", "12345678" };
    const char *s = text;
    for (int i = 0; i < 6; i++) {
        while (i > 0 && *s == ' ') s++;
        if (*s && strchr(parts[i], *s)) s++;
        else if (i > 0) return 0; /* only the letter may be left out (a pawn's) */
    }
    while (*s == '+' || *s == '#') s++;
    return (size_t)(s - text);
}

/* The destination (file, rank) and the loose form's first code point of a text, read off it
 * as written when its last code points are a file and a rank and its first is none that the
 * loose form drops or changes; false otherwise. Where it answers, the loose form would answer
 * the same: reading then makes the loose form only for a text that is not one we write. */
static bool san_quick(const char *bare, size_t n, bool thai, long *first, int *file, int *rank) {
    const unsigned char *e = (const unsigned char *)bare + n;
    if (n >= 2 && e[-1] >= '1' && e[-1] <= '8') *rank = e[-1] - '1', e--;
    else if (thai && n >= 3 && e[-3] == 0xE0 && e[-2] == 0xB9 && e[-1] >= 0x91 && e[-1] <= 0x98) /* ๑-๘ */
        *rank = e[-1] - 0x91, e -= 3;
    else return false;
    if (!thai) {
        if (e[-1] < 'a' || e[-1] > 'h') return false;
        *file = e[-1] - 'a';
    } else {
        if (e - (const unsigned char *)bare < 3 || e[-3] != 0xE0 || e[-2] != 0xB8) return false;
        *file = san_thai_file(0x0E00 + (e[-1] & 63));
        if (*file < 0) return false;
    }
    const char *s = bare;
    long cp = san_next(&s);
    if (cp <= 0 || cp == 'x' || cp == 'X' || cp == ':' || cp == '-' || cp == '=' || cp == 0x0E47 ||
        (cp >= THAI_ZERO && cp <= THAI_ZERO + 9) || (!thai && (cp >= 0x80 || cp == 'P' || cp == 'Q' || cp == 'B')))
        return false;
    if (cp == U'ม' && san_next(&s) == 0x0E47) cp = THAI_MET;
    *first = cp;
    return true;
}

/* Whether our text of a move, loose, may start with `first` (the text's loose first code point):
 * a cheap look that spares writing the texts of the moves a text cannot name (the loose form of
 * an equal text starts the same; a Thai pawn's text may also start with บ). */
static bool san_may_name(const Position *pos, BrMove m, bool thai, long first) {
    static const char32_t thai_first[8] = { 0, U'ข', THAI_MET, U'ค', U'ม', U'ร', 0, 0 };
    uint8_t piece = pos->board[BR_MOVE_FROM(m)];
    int type = BR_PIECE_TYPE(piece), w = pos->t->width;
    if (type == BR_SOLDIER) {
        if (thai && first == U'บ') return true;
        int file = pos->board[BR_MOVE_TO(m)] ? BR_MOVE_FROM(m) % w : BR_MOVE_TO(m) % w;
        return first == (thai ? (long)thai_files[file] : 'a' + file);
    }
    if (!thai) return first == san_letters[type];
    return first == (long)(piece & BR_PIECE_PROMOTED ? U'ง' : thai_first[type]);
}

/* The piece types whose moves a text starting (loose) with `first` may name, or that the
 * writer compares them with: the kind it names, its others of a kind (same type), and in Thai
 * the pawns and pieces whose letters are one (ข ค ง: files b-d, khun, khon, promoted met). */
static unsigned san_types_named(long first, bool thai) {
    enum { K = 1u << BR_KING, M = 1u << BR_ADVISOR, S = 1u << BR_ELEPHANT, N = 1u << BR_HORSE,
           R = 1u << BR_CHARIOT, P = 1u << BR_SOLDIER };
    if (!thai) {
        for (int type = BR_KING; type <= BR_CHARIOT; type++)
            if (first == san_letters[type]) return 1u << type;
        return P;
    }
    switch (first) {
    case U'ข': return K | P;
    case U'ค': return S | P;
    case U'ง': return M | P;
    case THAI_MET: return M;
    case U'ม': return N;
    case U'ร': return R;
    case U'บ': return P | K | S | M;
    default: return P;
    }
}

static bool san_same_loose(const long *a, int na, const long *b, int nb) {
    return na == nb && memcmp(a, b, (size_t)na * sizeof *a) == 0;
}

/* Whether the chariot on `from` reaches `to`, by the line rule as generation reads it (the
 * occupied sets, no walk): along the ray that holds `to`, counted as occupied, `to` is the
 * first occupant (a chariot's line_target when a piece stands there), and none of ours. */
static bool chariot_reaches(const Position *pos, int from, int to) {
    const Tables *t = pos->t;
    for (unsigned dirs = t->slider_dirs[BR_CHARIOT] & t->ray_dirs[from]; dirs; dirs &= dirs - 1) {
        int d = lowest_bit(dirs);
        if (!set_has(&t->ray_set[from][d], to)) continue;
        SquareSet on = sets_or(&pos->occupied[0], &pos->occupied[1]);
        on = sets_and(&t->ray_set[from][d], &on);
        set_add(&on, to);
        Occupants o = set_occupants(on, d, false);
        return o.first == to && (!pos->board[to] || BR_PIECE_COLOR(pos->board[to]) != pos->side);
    }
    return false;
}

/* The mover's pseudo-legal moves that land on `to` by pieces of the types in `types` (bit
 * 1 << BR_*; pass and setup moves aside); returns their count. What a SAN text names depends
 * only on these. (Here, not in notation_frame.c: reading runs them every ply, and this file is
 * among the wasm build's hot ones, scripts/build.mjs HOT_SOURCES.) */
static int moves_landing_on(const MoveContext *c, int to, unsigned types, BrMove *out) {
    const Position *pos = c->pos;
    if (pos->setup_pending >> pos->side & 1) return 0; /* only swaps, which land nowhere */
    /* the pieces that may reach `to`, from the tables: a chariot or cannon on one of its lines,
     * a leaper where a capture step to it starts, or the one point behind it (the only steps
     * that do not capture, a makruk pawn's, go one rank forward); their moves then say which do */
    const Tables *t = pos->t;
    int us = pos->side, behind = to - forward_of(us) * t->width;
    const SquareSet *own = &pos->occupied[us];
    SquareSet near;
    for (int half = 0; half < 2; half++)
        near.w[half] = (pos->sliders[us].w[half] & t->lines[to].w[half]) |
                       (own->w[half] & t->leaper_origins[us][to].w[half]);
    if (behind >= 0 && behind < t->squares && set_has(own, behind)) set_add(&near, behind);
    /* each piece's one move to `to`, tested alone (as generation would make it) rather than
     * generating all its moves; a soldier's step promotes where it lands in the zone
     * (tables.c mark_promotions), so it has one kind */
    int n = 0;
    for (int half = 0; half < 2; half++)
        for (uint64_t bits = near.w[half]; bits; bits &= bits - 1) {
            int s = half * 64 + lowest_bit(bits), type = BR_PIECE_TYPE(pos->board[s]);
            if (!(types >> type & 1)) continue;
            bool promotes = type == BR_SOLDIER && t->promotes[us][to];
            BrMove m = BR_MOVE(s, to, promotes ? BR_MOVE_PROMOTION : BR_MOVE_NORMAL);
            if (type == BR_CHARIOT ? chariot_reaches(pos, s, to) : piece_generates(pos, m)) out[n++] = m;
        }
    return n;
}

/* How many of the first `count` moves of c->legal are a piece's moves whose text, with some
 * origin named (none, file, rank or both), or a pawn's with its whole point named, is the text
 * of loose form `key`; the first is put in *found. Reading tries it last, for texts that are
 * not ours. */
RARE_PATH static int san_named_by_origin(const MoveContext *c, const long *key, int nkey, bool thai,
                                         long first, int count, BrMove *found) {
    int named = 0;
    for (int i = 0; i < count; i++) {
        BrMove m = c->legal[i];
        if (!san_may_name(c->pos, m, thai, first)) continue;
        /* a pawn's text names its file (SAN's, compared before this) or its whole point, in Thai
         * after its letter บ or not */
        bool pawn = BR_PIECE_TYPE(c->pos->board[BR_MOVE_FROM(m)]) == BR_SOLDIER;
        int lettered = thai && pawn && key[0] == U'บ';
        for (unsigned origin = pawn ? ORIGIN_FILE | ORIGIN_RANK : 0; origin <= (ORIGIN_FILE | ORIGIN_RANK); origin++) {
            char written[SAN_TEXT];
            long wkey[32];
            san_spell(c->pos, m, thai, false, origin, written);
            if (san_same_loose(key + lettered, nkey - lettered, wkey, san_loose(written, thai, wkey, 32))) {
                if (named++ == 0) *found = m;
                break;
            }
        }
    }
    return named;
}

/* Why no move of the mover's is the one loose form `key` names, as xiangqi's and janggi's SAN
 * say it (fsan_read): pieces of its kind, on the origin's file or rank it gives, that cannot go
 * there (unreachable), or none (no-piece). A Thai text's whole origin ("ค, ฉ๓-ฉ๔") follows a
 * piece's letter (its ข ค ง are files too, a pawn's elsewhere): the piece standing there is
 * judged, as SAN's "Rb1c3" is before this (wrong-piece, wrong-side). */
RARE_PATH static int san_unplayable(const Position *pos, const long *key, int nkey, bool thai) {
    int w = pos->t->width, file = -1, rank = -1;
    unsigned types = san_types_named(key[0], thai), pawn = 1u << BR_SOLDIER;
    for (int i = san_is_piece(key[0], thai) ? 1 : 0; !thai && i < nkey - 2; i++) {
        if (san_is_file(key[i], false)) file = (int)(key[i] - 'a');
        else if (san_is_rank(key[i])) rank = (int)(key[i] - '1');
    }
    if (thai && nkey >= 4 && san_is_file(key[nkey - 4], true) && san_is_rank(key[nkey - 3])) {
        file = san_thai_file(key[nkey - 4]), rank = (int)(key[nkey - 3] - '1');
        types = nkey == 4 || key[0] == U'บ' ? pawn : types & ~pawn;
        uint8_t piece = pos->board[rank * w + file];
        if (piece && !(types >> BR_PIECE_TYPE(piece) & 1)) return BR_ERR_WRONG_PIECE;
        if (piece && BR_PIECE_COLOR(piece) != pos->side) return BR_ERR_WRONG_SIDE;
    }
    for (int sq = 0; sq < pos->t->squares; sq++) {
        uint8_t p = pos->board[sq];
        if (p && BR_PIECE_COLOR(p) == pos->side && (types >> BR_PIECE_TYPE(p) & 1)
            && (file < 0 || sq % w == file) && (rank < 0 || sq / w == rank))
            return BR_ERR_UNREACHABLE;
    }
    return BR_ERR_NO_PIECE;
}

/* Puts the legal ones among n pseudo-legal normal moves first; returns how many are legal. */
static int legal_first(const MoveContext *c, BrMove *moves, int n) {
    BrMove illegal[BR_MAX_MOVES];
    int k = 0, other = 0;
    /* (no immediate end stops moves here: notation_read reads past it) */
    for (int i = 0; i < n; i++) {
        BrMove m = moves[i];
        bool legal = c->legal ? move_is_legal(c, m) : move_is_legal_after_pseudo(c->pos, m);
        if (legal) moves[k++] = m;
        else illegal[other++] = m;
    }
    memcpy(moves + k, illegal, (size_t)other * sizeof *moves);
    return k;
}

int san_read(const MoveContext *c, const char *text, bool thai, BrMove *out) {
    /* a SAN text starts with a letter (a Thai one is a Thai text: under BR_NOTATION_ANY, SAN is
     * tried first and must fail fast) */
    if (!thai && (unsigned char)text[0] >= 0x80) return BR_ERR_MOVE_SYNTAX;
    char bare[64];
    size_t n = strlen(text);
    char mark = 0;
    /* SchemingMind writes a draw offer as '=' after the move, its check mark too ("Ra8+="); one
     * after the move itself the loose form passes over ("Nd8=") */
    if (n >= 2 && text[n - 1] == '=' && (text[n - 2] == '+' || text[n - 2] == '#')) n--;
    while (n && (text[n - 1] == '+' || text[n - 1] == '#' || text[n - 1] == '!' || text[n - 1] == '?')) {
        if (text[n - 1] == '+' || text[n - 1] == '#') mark = mark ? mark : text[n - 1];
        n--;
    }
    if (n == 0 || n >= sizeof bare) return BR_ERR_MOVE_SYNTAX;
    memcpy(bare, text, n);
    bare[n] = 0;
    long key[32], first;
    int nkey = -1, file, rank; /* the loose form: made when the text is not one we write */
    if (!san_quick(bare, n, thai, &first, &file, &rank)) {
        if ((nkey = san_key(bare, thai, key)) < 0) return BR_ERR_MOVE_SYNTAX;
        first = key[0];
        file = thai ? san_thai_file(key[nkey - 2]) : (int)(key[nkey - 2] - 'a'); /* the shape ends */
        rank = (int)(key[nkey - 1] - '1');                                        /* in the point */
    }
    int dest = rank * c->pos->t->width + file;

    /* What the text names depends only on the moves that land on its destination: our text of
     * each (told apart from the others of its kind there), compared. Legal moves first; then
     * the pseudo-legal ones, so that an illegal move the text names (a pinned piece's) is still
     * read and can be explained. The context holds the legal ones, as the writer's list would. */
    BrMove landing[BR_MAX_MOVES];
    int n_landing = moves_landing_on(c, dest, san_types_named(first, thai), landing);
    /* one move alone reads the same legal or not (no other of its kind to tell it from, no
     * rival text, and the second pass would find it): its legality is play's to test */
    int n_legal = n_landing == 1 ? 1 : legal_first(c, landing, n_landing);
    MoveContext here = { c->pos, landing, n_legal };
    c = &here;
    int counts[2] = { n_legal, n_landing };
    for (int pass = 0; pass < 2; pass++) {
        BrMove exact[8], near[8];
        int n_exact = 0, n_near = 0;
        for (int i = 0; i < counts[pass]; i++) {
            BrMove m = landing[i];
            if (!san_may_name(c->pos, m, thai, first)) continue;
            /* our text, and Fairy-Stockfish's where ours settles a shared one (that text then
             * names two moves and is refused as ambiguous) */
            char written[2][SAN_TEXT];
            bool settled = san_settles(c, m, thai);
            san_write_form(c, m, thai, settled, written[0]);
            if (settled) san_write_form(c, m, thai, false, written[1]);
            if (strcmp(written[0], bare) == 0 || (settled && strcmp(written[1], bare) == 0)) {
                if (n_exact < 8) exact[n_exact++] = m;
                continue;
            }
            /* not our text as written: loosely, then (a text we write has a move's shape) */
            if (nkey < 0 && (nkey = san_key(bare, thai, key)) < 0) return BR_ERR_MOVE_SYNTAX;
            bool pawn = BR_PIECE_TYPE(c->pos->board[BR_MOVE_FROM(m)]) == BR_SOLDIER;
            bool match = false;
            for (int f = 0; f < (settled ? 2 : 1) && !match; f++) {
                long wkey[32];
                int nw = san_loose(written[f], thai, wkey, 32);
                match = san_same_loose(key, nkey, wkey, nw);
                /* Thai: a leading บ names a pawn */
                if (!match && thai && pawn && nkey > 0 && key[0] == U'บ')
                    match = san_same_loose(key + 1, nkey - 1, wkey, nw);
            }
            if (match && n_near < 8) near[n_near++] = m;
        }
        if (n_exact > 1) { /* equal texts: the check mark may tell them apart */
            int kept = 0;
            for (int i = 0; i < n_exact; i++) {
                char check[4];
                Text t = text_start(check, sizeof check);
                check_mark(c, exact[i], &t);
                if ((t.len ? check[0] : 0) == mark) exact[kept++] = exact[i];
            }
            if (kept != 1) return BR_ERR_AMBIGUOUS_MOVE;
            n_exact = 1;
        }
        if (n_exact == 1) { *out = exact[0]; return BR_OK; }
        if (n_near == 1) { *out = near[0]; return BR_OK; }
        if (n_near > 1) return BR_ERR_AMBIGUOUS_MOVE;
    }
    if (nkey < 0 && (nkey = san_key(bare, thai, key)) < 0) return BR_ERR_MOVE_SYNTAX;
    /* not our text of any move: a piece's text that names less or more of its origin than ours
     * ("Nd5" when two horses go there, "Nc3d5" when one does) names the moves it spells with
     * some origin; several are ambiguous, as in chess.js's and python-chess's readers */
    for (int pass = 0; pass < 2; pass++) {
        int named = san_named_by_origin(c, key, nkey, thai, first, counts[pass], out);
        if (named == 1) return BR_OK;
        if (named > 1) return BR_ERR_AMBIGUOUS_MOVE;
    }
    /* No piece of the kind the text names can go there. If it names one piece all the same (the
     * only one of the kind that moves that way, its origin as the text gives it), it names two
     * points: play or explain says why that move is not allowed. */
    BrMove pieces_moves[BR_MAX_PIECES_PER_SIDE];
    int n_pieces = 0;
    const Position *pos = c->pos;
    for (int half = 0; half < 2; half++)
        for (uint64_t bits = pos->occupied[pos->side].w[half]; bits; bits &= bits - 1) {
            BrMove m = BR_MOVE(half * 64 + lowest_bit(bits), dest, BR_MOVE_NORMAL);
            if (BR_MOVE_FROM(m) != dest && move_has_shape(pos, m)) pieces_moves[n_pieces++] = m;
        }
    MoveContext every = { c->pos, pieces_moves, n_pieces };
    if (san_named_by_origin(&every, key, nkey, thai, first, n_pieces, out) == 1) return BR_OK;
    /* a piece's letter and a whole origin point ("Rb1c3") where another kind of piece stands:
     * the text names another piece than stands there; where the other side's piece of that kind
     * stands, it is that side's move (the kind first, as janggi's readers judge) */
    unsigned named = thai ? 0 : san_types_named(key[0], false);
    if (named && named != 1u << BR_SOLDIER && nkey >= 5 && key[0] >= 'A' && key[0] <= 'Z'
        && key[1] >= 'a' && key[1] <= 'h' && key[2] >= '1' && key[2] <= '8') {
        uint8_t piece = pos->board[(key[2] - '1') * pos->t->width + (key[1] - 'a')];
        if (piece && !(named >> BR_PIECE_TYPE(piece) & 1)) return BR_ERR_WRONG_PIECE;
        if (piece && BR_PIECE_COLOR(piece) != pos->side) return BR_ERR_WRONG_SIDE;
    }
    /* a pawn's long form ("a1-a2") from a point where another kind stands: the piece's letter
     * was left out ("Ra1-a2"), which says more than that the move is illegal; from the other
     * side's pawn, it is that side's move */
    if (nkey == 4 && san_is_file(key[0], thai) && san_is_rank(key[1])) {
        int file = thai ? san_thai_file(key[0]) : (int)(key[0] - 'a');
        uint8_t piece = pos->board[(key[1] - '1') * pos->t->width + file];
        if (piece && BR_PIECE_TYPE(piece) != BR_SOLDIER) return BR_ERR_WRONG_PIECE;
        if (piece && BR_PIECE_COLOR(piece) != pos->side) return BR_ERR_WRONG_SIDE;
    }
    /* else pieces of the kind that cannot go there, or none ("Nbd5": no horse on file b) */
    return san_unplayable(pos, key, nkey, thai);
}
