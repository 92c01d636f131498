/* notation_dialect.c — move texts that one writer spells its own way, respelled as the
 * notation's reader reads them (br_dialect_text). A record's tags say which dialect it is in;
 * its texts are read here, so that JavaScript matches no move text (issue 12 item 4). */
#include <ctype.h>
#include "internal.h"

/* The run of digits at s: its length. */
static size_t digits_at(const char *s) {
    size_t n = 0;
    while (isdigit((unsigned char)s[n])) n++;
    return n;
}

/* One old GIB point (1 or 2 digits): 10 * file + rank, file 0-8 from the left, rank 1-10 from
 * Cho's back rank (Han's back rank makes 10, 20 … 90). Written as today's point: the rank's digit
 * counted from Han's side (0 for the tenth), then the file's 1-9. False when it is no point. */
static bool old_gib_point_write(const char *digits, size_t n, Text *t) {
    int code = n == 2 ? (digits[0] - '0') * 10 + digits[1] - '0' : digits[0] - '0';
    int rank = code % 10 ? code % 10 : 10, file = (code - rank) / 10;
    if (code == 0 || file > 8) return false;
    text_char(t, (char)('0' + (11 - rank) % 10));
    text_char(t, (char)('1' + file));
    return true;
}

/* [기보형식 "구좌표"]: point, piece name, point, then anything ("84졸74장군" -> "79졸78장군"). Worked
 * out from the four such games of github.com/POBSIZ/JANGGI_DOT_COM's gibo/이일훈프로면상.gib, every
 * move of which then replays (tests/records/janggi-dot-com-old-coordinates.gib). */
static bool old_gib_points(const char *text, Text *t) {
    size_t from = digits_at(text), piece = from, to;
    while (text[piece] && !isdigit((unsigned char)text[piece])) piece++;
    to = digits_at(text + piece);
    if (from < 1 || from > 2 || piece == from || to < 1 || to > 2) return false;
    if (!old_gib_point_write(text, from, t)) return false;
    for (size_t i = from; i < piece; i++) text_char(t, text[i]);
    if (!old_gib_point_write(text + piece, to, t)) return false;
    text_str(t, text + piece + to);
    return true;
}

static bool is_file(char c) { return c >= 'a' && c <= 'h'; }
static bool is_rank(char c) { return c >= '1' && c <= '8'; }

/* PlayOK's makruk SAN letters a promoted pawn P ("Pd5", "P1e2", "Pxf7+"; its pawns have no
 * letter): the core's SAN letters it M, as it does every met. P, then an origin's file or rank or
 * both, a capture's x, and a square; each but the square may be left out. */
static bool playok_makruk(const char *text, Text *t) {
    if (text[0] != 'P') return false;
    for (int skip = 0; skip < 8; skip++) { /* which of file, rank and x are written */
        const char *s = text + 1;
        if (skip & 1 && !is_file(*s++)) continue;
        if (skip & 2 && !is_rank(*s++)) continue;
        if (skip & 4 && *s++ != 'x') continue;
        if (!is_file(s[0]) || !is_rank(s[1])) continue;
        text_char(t, 'M');
        text_str(t, text + 1);
        return true;
    }
    return false;
}

/* DhtmlXQ's and CBF's points ("7747", "77-47"; XQF's and CBR's bytes are read into them): a
 * file digit 0-8 from Red's left, then a row digit 0-9 from Black's side, for the from point, then
 * the to point. Read as ICCS, which counts ranks 0-9 from Red's side ("7747" is "H2-E2"); spelled
 * from UCI, ranks 1-10 ("h3e3"), as records keep their moves. */
static bool is_point_digits(const char *s) {
    return s[0] >= '0' && s[0] <= '8' && isdigit((unsigned char)s[1]);
}

static void iccs_point_write(const char *digits, Text *t) {
    text_char(t, (char)('A' + digits[0] - '0'));
    text_char(t, (char)('9' - digits[1] + '0'));
}

static bool point_digits(const char *text, Text *t) {
    if (!is_point_digits(text)) return false; /* first: text[2] is read only after two digits */
    const char *to = text + 2 + (text[2] == '-');
    if (!is_point_digits(to) || to[2]) return false;
    iccs_point_write(text, t);
    text_char(t, '-');
    iccs_point_write(to, t);
    return true;
}

/* A UCI point of xiangqi's board at *s ("h3", "e10"), written as its two digits; *s moves past
 * it. False when there is none. */
static bool uci_point_digits_write(const char **s, Text *t) {
    const char *p = *s;
    if (p[0] < 'a' || p[0] > 'i' || p[1] < '1' || p[1] > '9') return false;
    bool tenth = p[1] == '1' && p[2] == '0';
    text_char(t, (char)('0' + p[0] - 'a'));
    text_char(t, tenth ? '0' : (char)('0' + 10 - (p[1] - '0')));
    *s = p + (tenth ? 3 : 2);
    return true;
}

/* UCI ("h3e3", as the core writes it) as the points' four digits ("7747", DhtmlXQ's spelling;
 * CBF puts a '-' between them). */
static bool uci_point_digits(const char *text, Text *t) {
    const char *s = text;
    return uci_point_digits_write(&s, t) && uci_point_digits_write(&s, t) && !*s;
}

/* SAN with ranks 0-9 (WinBoard's, Banksia's PGN of xiangqi and janggi): each rank one more, as
 * SAN counts them ("Rb0" -> "Rb1", "R9xd7" -> "R10xd8"). Every digit of a SAN text is a rank's;
 * a text with none, or with two in a row (a rank 10: SAN's own), is no text of the dialect. */
static bool ranks_from_zero(const char *text, Text *t) {
    bool rank = false;
    for (const char *s = text; *s; s++) {
        if (!isdigit((unsigned char)*s)) {
            text_char(t, *s);
            continue;
        }
        if (isdigit((unsigned char)s[1])) return false;
        rank = true;
        if (*s == '9') text_str(t, "10");
        else text_char(t, (char)(*s + 1));
    }
    return rank;
}

/* Each dialect's respelling into its notation (read), and out of it (spell: NULL where the core
 * writes no record in the dialect). */
static const struct {
    bool (*read)(const char *, Text *);
    bool (*spell)(const char *, Text *);
} dialects[] = {
    [BR_DIALECT_GIB_OLD_POINTS] = { old_gib_points, NULL },
    [BR_DIALECT_PLAYOK_MAKRUK] = { playok_makruk, NULL },
    [BR_DIALECT_POINT_DIGITS] = { point_digits, uci_point_digits },
    [BR_DIALECT_RANKS_FROM_ZERO] = { ranks_from_zero, NULL },
};
enum { DIALECT_END = (int)(sizeof dialects / sizeof dialects[0]) };

size_t br_dialect_text(int dialect, const char *text, char *out, size_t cap) {
    Text t = text_start(out, cap);
    if (dialect <= 0 || dialect >= DIALECT_END || !text) return 0;
    return dialects[dialect].read(text, &t) ? t.len : 0;
}

size_t br_dialect_spell(int dialect, const char *text, char *out, size_t cap) {
    Text t = text_start(out, cap);
    if (dialect <= 0 || dialect >= DIALECT_END || !text || !dialects[dialect].spell) return 0;
    return dialects[dialect].spell(text, &t) ? t.len : 0;
}
