/* notation_vietnamese.c — Vietnamese xiangqi notation (ký hiệu cờ tướng): "P2-5", "M8.7",
 * "Tg5.1", "Xs-2", "Bg-6". The description of WXF and Chinese (notation_xiangqi.c) in the
 * letters Vietnamese records use: Tg tướng (general), S sĩ (advisor), T tượng (elephant), X xe
 * (chariot), P pháo (cannon), M mã (horse), B binh (soldier); '.' tấn (forward), '/' thoái
 * (backward), '-' bình (along the rank; an en dash too, as web pages set it). Files 1-9 from the
 * mover's right, as in WXF. Two of a kind on a file: t trước (front) and s sau (rear) after the
 * letter ("Pt.2"), or the word run in before it ("TiềnX/1": tiền, front; hậu, rear); three
 * soldiers t, g giữa (middle), s; the file follows when other files hold two soldiers too
 * ("Bt7-6"); of four or five, the place as a digit, then the file ("B27.1").
 * Read in either case, with V for the elephant and C for the soldier (when the notation is
 * named), as some records write them, and the general without its file ("Tg.1"); and in words,
 * as books write moves out ("Pháo 2 bình 5", "Xe sau bình 2"). Not WXF: P is the cannon here
 * (WXF's soldier), and '-' runs along the rank (WXF's backward). */
#include <string.h>
#include "notation_frame.h"

/* The piece a letter names, by type: the general is the two letters Tg. Some records write the
 * elephant V (voi) and the soldier C (chốt); C is WXF's cannon, so a text of no named notation
 * ("C4-3": WXF's cannon back 3) does not read it so. */
static const char32_t vietnamese_letters[] = U"SsTtVvXxPpMmBbCc";
static const char vietnamese_types[] = {
    BR_ADVISOR, BR_ADVISOR, BR_ELEPHANT, BR_ELEPHANT, BR_ELEPHANT, BR_ELEPHANT, BR_CHARIOT,
    BR_CHARIOT, BR_CANNON, BR_CANNON, BR_HORSE, BR_HORSE, BR_SOLDIER, BR_SOLDIER, BR_SOLDIER,
    BR_SOLDIER,
};
static const char vietnamese_piece_letters[8] = { 0, 'T', 'S', 'T', 'M', 'X', 'P', 'B' };

/* A place on the file, t g s: 1 front, 2 middle, XQ_REAR; 0 if the letter is none. */
static int vietnamese_order(long cp) {
    char order = glyph_letter(U"tTgGsS", "1122rr", cp);
    return order == 'r' ? XQ_REAR : order ? order - '0' : 0;
}

static int vietnamese_digit(long cp) { return cp >= '1' && cp <= '9' ? (int)(cp - '0') : 0; }

/* The direction: '.' forward, '/' backward, '-' or an en dash along the rank; 0 if none. */
static char vietnamese_action(long cp) { return glyph_letter(U"./-\u2013", "+-==", cp); }

/* The description the code points cp[0..n) start with, without the position (the general's
 * file left 0 where the text gives none): BR_OK and *used, the code points it takes, or
 * BR_ERR_MOVE_SYNTAX when they start with no move's shape. */
static int vietnamese_parse(const long *cp, int n, bool any, XqMove *d, int *used) {
    *d = (XqMove){ 0 };
    int i = 1;
    if (n >= 2 && (cp[0] == 'T' || cp[0] == 't') && (cp[1] == 'g' || cp[1] == 'G')) {
        d->type = BR_KING;
        i = 2;
    } else {
        d->type = n ? glyph_letter(vietnamese_letters, vietnamese_types, cp[0]) : 0;
        if (!d->type || (any && (cp[0] == 'C' || cp[0] == 'c'))) return BR_ERR_MOVE_SYNTAX;
    }
    if (i + 2 > n) return BR_ERR_MOVE_SYNTAX;
    /* the place: a letter, or a digit with the file after it ("B27.1": the second on file 7) */
    int place = vietnamese_digit(cp[i]);
    d->order = vietnamese_order(cp[i]);
    if (!d->order && place && place <= 5 && i + 1 < n && vietnamese_digit(cp[i + 1])) d->order = place;
    if (d->order) i++;
    d->file = i < n ? vietnamese_digit(cp[i]) : 0;
    if (d->file) i++;
    if ((!d->file && !d->order && d->type != BR_KING) || i + 2 > n) return BR_ERR_MOVE_SYNTAX;
    d->action = vietnamese_action(cp[i]);
    d->number = vietnamese_digit(cp[i + 1]);
    *used = i + 2;
    return d->action && d->number ? BR_OK : BR_ERR_MOVE_SYNTAX;
}

enum { VIETNAMESE_MOST_CHARS = 5 }; /* "B27.1", "Tg5.1" */

/* The long form, as books write a move out in words: "Pháo 2 bình 5", "Xe sau bình 2", "Mã 8
 * tấn 7" (UTF-8, composed or not: vietnamese_key; each word's first letter in either case). */
typedef struct VietnameseWord { const char *word; int value; } VietnameseWord;
static const VietnameseWord vietnamese_piece_words[] = {
    { "tướng", BR_KING },     { "sĩ", BR_ADVISOR },   { "sỹ", BR_ADVISOR },  { "tượng", BR_ELEPHANT },
    { "voi", BR_ELEPHANT },   { "xe", BR_CHARIOT },   { "pháo", BR_CANNON }, { "mã", BR_HORSE },
    { "tốt", BR_SOLDIER },    { "binh", BR_SOLDIER }, { "chốt", BR_SOLDIER },
    /* as southern books and pages write them: Tg, the letters' general, and bồ, the elephant */
    { "tg", BR_KING },        { "bồ", BR_ELEPHANT },  { NULL, 0 },
};
/* the place, and its Sino-Vietnamese words, tiền (front) and hậu (rear), as game notes write them */
static const VietnameseWord vietnamese_order_words[] = {
    { "trước", 1 }, { "sau", XQ_REAR }, { "giữa", 2 }, { "tiền", 1 }, { "hậu", XQ_REAR }, { NULL, 0 },
};
static const VietnameseWord vietnamese_action_words[] = {
    { "tấn", '+' }, { "tiến", '+' }, { "thoái", '-' }, { "lùi", '-' }, { "lui", '-' }, { "bình", '=' }, { NULL, 0 },
};

/* The letters of those words a text may write precomposed (NFC) or apart, as a letter and
 * combining marks: NFD (macOS files), or the vowel's shape precomposed and its tone apart
 * (Unikey's "Unicode tổ hợp"). Each is read as its letter and marks, so that all compare alike. */
typedef struct VietnameseLetter { char32_t letter; char base; char32_t marks[2]; } VietnameseLetter;
static const VietnameseLetter vietnamese_letters_apart[] = {
    { U'á', 'a', { 0x301 } },        { U'ã', 'a', { 0x303 } },        { U'â', 'a', { 0x302 } },
    { U'ấ', 'a', { 0x302, 0x301 } }, { U'ê', 'e', { 0x302 } },        { U'ế', 'e', { 0x302, 0x301 } },
    { U'ậ', 'a', { 0x323, 0x302 } }, { U'ề', 'e', { 0x302, 0x300 } },
    { U'ì', 'i', { 0x300 } },        { U'ĩ', 'i', { 0x303 } },        { U'ô', 'o', { 0x302 } },
    { U'ố', 'o', { 0x302, 0x301 } }, { U'ồ', 'o', { 0x302, 0x300 } }, { U'ơ', 'o', { 0x31B } },        { U'ớ', 'o', { 0x31B, 0x301 } },
    { U'ợ', 'o', { 0x31B, 0x323 } }, { U'ư', 'u', { 0x31B } },        { U'ữ', 'u', { 0x31B, 0x303 } },
    { U'ù', 'u', { 0x300 } },        { U'ỹ', 'y', { 0x303 } },
};
enum { VIETNAMESE_WORD_MOST = 8 }; /* code points of the longest word read: "tướng", 8 apart */

/* A combining mark's canonical combining class, for the order NFD puts marks in: the horn
 * (216) and the dot below (220) before the others of these words (230). */
static int vietnamese_mark_class(long cp) { return cp == 0x31B ? 216 : cp == 0x323 ? 220 : 230; }
static bool vietnamese_is_mark(long cp) { return cp >= 0x300 && cp <= 0x36F; }

/* The word s[0..len) as letters and marks, the marks after each letter in canonical order
 * (NFD for these letters), into key; its length, or 0 when it is longer than any word read. */
static int vietnamese_key(const char *s, size_t len, long *key) {
    int n = 0;
    for (const char *p = s; p < s + len;) {
        long cp = utf8_next(&p);
        if (cp <= 0 || n > 3 * VIETNAMESE_WORD_MOST - 3) return 0;
        const VietnameseLetter *l = vietnamese_letters_apart;
        while (l < vietnamese_letters_apart + sizeof vietnamese_letters_apart / sizeof *l && l->letter != (char32_t)cp) l++;
        if (l == vietnamese_letters_apart + sizeof vietnamese_letters_apart / sizeof *l) {
            key[n++] = cp;
        } else {
            key[n++] = l->base;
            for (int m = 0; m < 2 && l->marks[m]; m++) key[n++] = (long)l->marks[m];
        }
        /* a mark sorted back past the marks of a higher class before it */
        for (int k = n - 1; k > 0 && vietnamese_is_mark(key[k]) && vietnamese_is_mark(key[k - 1])
                            && vietnamese_mark_class(key[k - 1]) > vietnamese_mark_class(key[k]); k--) {
            long swap = key[k];
            key[k] = key[k - 1];
            key[k - 1] = swap;
        }
    }
    return n;
}

/* The value of the word s[0..len) in a table (its first letter in either case), 0 if it is none
 * of its words. */
static int vietnamese_word(const VietnameseWord *table, const char *s, size_t len) {
    long key[3 * VIETNAMESE_WORD_MOST], word[3 * VIETNAMESE_WORD_MOST];
    int n = vietnamese_key(s, len, key);
    if (n == 0) return 0;
    if (key[0] >= 'A' && key[0] <= 'Z') key[0] |= 0x20;
    for (; table->word; table++)
        if (vietnamese_key(table->word, strlen(table->word), word) == n && memcmp(key, word, (size_t)n * sizeof *key) == 0)
            return table->value;
    return 0;
}

/* The next word from s, past spaces: its start, and its length in *len (to a space, a comma or
 * the end). */
static const char *vietnamese_next_word(const char *s, size_t *len) {
    s = skip_spaces(s);
    size_t n = 0;
    while (s[n] && !IS_ASCII_SPACE(s[n]) && s[n] != ',') n++;
    *len = n;
    return s;
}

/* 1-9 from a word of one digit (full-width too), else 0. */
static int vietnamese_word_digit(const char *s, size_t len) {
    const char *p = s;
    long cp = full_width_ascii(utf8_next(&p));
    return p == s + len ? vietnamese_digit(cp) : 0;
}

/* The description the four words at text give; BR_OK and *end past the last, or
 * BR_ERR_MOVE_SYNTAX. */
static int vietnamese_parse_words(const char *text, XqMove *d, const char **end) {
    *d = (XqMove){ 0 };
    size_t len;
    const char *w = vietnamese_next_word(text, &len);
    d->type = len ? vietnamese_word(vietnamese_piece_words, w, len) : 0;
    /* the file run into the piece's word, "Tg4 tấn 1" (sunday.b1u.org's solutions) */
    int glued = !d->type && len > 1 ? vietnamese_digit(w[len - 1]) : 0;
    if (glued) d->type = vietnamese_word(vietnamese_piece_words, w, len - 1);
    if (!d->type) return BR_ERR_MOVE_SYNTAX;
    if (!glued) w = vietnamese_next_word(w + len, &len);
    d->file = glued ? glued : len ? vietnamese_word_digit(w, len) : 0;
    if (!d->file && len) d->order = vietnamese_word(vietnamese_order_words, w, len);
    if (!d->file && !d->order) return BR_ERR_MOVE_SYNTAX;
    w = vietnamese_next_word(w + len, &len);
    d->action = len ? (char)vietnamese_word(vietnamese_action_words, w, len) : 0;
    w = vietnamese_next_word(w + len, &len);
    d->number = len ? vietnamese_word_digit(w, len) : 0;
    /* the number run into the next word of prose, a forum post's line break lost after a
     * figure ("Pháo 8 tấn 3Đến đây như hình 2.2"): the move ends at its one digit */
    if (!d->number && len > 1 && vietnamese_digit(w[0]) && !vietnamese_digit(w[1]) && (unsigned char)w[1] >= 0x80) {
        d->number = vietnamese_digit(w[0]);
        len = 1;
    }
    *end = w + len;
    return d->action && d->number ? BR_OK : BR_ERR_MOVE_SYNTAX;
}

int vietnamese_read(const MoveContext *c, const char *text, bool any, BrMove *out) {
    XqMove d;
    const char *end;
    if (strpbrk(text, " \t")) /* the long form */
        return vietnamese_parse_words(text, &d, &end) == BR_OK && at_end(end) ? xq_resolve(c, &d, out) : BR_ERR_MOVE_SYNTAX;
    /* the direction is the last character but one: texts of other notations ("C2=5", "H2+3",
     * tried first without a named notation) are turned away here, before any decoding */
    size_t bytes = strlen(text);
    char direction = bytes >= 4 ? text[bytes - 2] : 0;
    bool en_dash = bytes >= 6 && (unsigned char)text[bytes - 4] == 0xE2 && (unsigned char)text[bytes - 3] == 0x80 && (unsigned char)text[bytes - 2] == 0x93;
    if (direction != '.' && direction != '/' && direction != '-' && !en_dash) return BR_ERR_MOVE_SYNTAX;
    /* the place as a word run in before the letter, "TiềnX/1" (the front chariot back 1, as
     * hieponly.com's game notes write it): read as the letter form, "Xt/1" */
    size_t word = 1;
    while (text[word] && !(text[word] >= 'A' && text[word] <= 'Z')) word++;
    int order = text[word] ? vietnamese_word(vietnamese_order_words, text, word) : 0;
    long cp[VIETNAMESE_MOST_CHARS + 1];
    int n = 0, used;
    const char *s = order ? text + word : text;
    for (long x; n <= VIETNAMESE_MOST_CHARS && (x = utf8_next(&s)) != 0;) {
        if (x < 0) return BR_ERR_MOVE_SYNTAX;
        cp[n++] = x;
        if (n == 1 && order) cp[n++] = order == 1 ? 't' : order == 2 ? 'g' : 's';
    }
    if (vietnamese_parse(cp, n, any, &d, &used) != BR_OK || used != n) return BR_ERR_MOVE_SYNTAX;
    /* the general alone may go without its file ("Tg-5", "Tg.1") */
    const Position *pos = c->pos;
    int king = pos->king[pos->side], width = pos->t->width;
    if (!d.file && !d.order) {
        if (king == NO_SQ) return BR_ERR_NO_PIECE;
        d.file = xq_file_number(pos->side, width, king % width);
    }
    return xq_resolve(c, &d, out);
}

size_t vietnamese_span(const char *text) {
    XqMove d;
    const char *end;
    if (!IS_ASCII_SPACE(text[0]) && vietnamese_parse_words(text, &d, &end) == BR_OK) return (size_t)(end - text);
    long cp[VIETNAMESE_MOST_CHARS];
    const char *s = text, *ends[VIETNAMESE_MOST_CHARS];
    int n = 0, used;
    for (long x; n < VIETNAMESE_MOST_CHARS && (x = utf8_next(&s)) > 0; n++) {
        cp[n] = full_width_ascii(x);
        ends[n] = s;
    }
    return vietnamese_parse(cp, n, false, &d, &used) == BR_OK ? (size_t)(ends[used - 1] - text) : 0;
}

void vietnamese_write(const MoveContext *c, BrMove m, Text *t) {
    XqMove d;
    xq_describe(c, m, &d);
    if (d.type == BR_KING) text_str(t, "Tg");
    else text_char(t, vietnamese_piece_letters[d.type]);
    if (d.order && d.count > 3) {
        /* four or five on the file: the place as a digit, the file after it */
        wxf_write_number(t, d.order == XQ_REAR ? d.count : d.order);
        wxf_write_number(t, d.file);
    } else if (d.order) {
        text_char(t, d.order == 1 ? 't' : d.order == XQ_REAR || d.order == d.count ? 's' : 'g');
        if (d.several_files) wxf_write_number(t, d.file);
    } else {
        wxf_write_number(t, d.file);
    }
    text_char(t, d.action == '+' ? '.' : d.action == '-' ? '/' : '-');
    wxf_write_number(t, d.number);
}
