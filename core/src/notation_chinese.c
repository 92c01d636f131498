/* notation_chinese.c — Chinese xiangqi notation: "炮二平五", "马８进７", "前炮平五", "前七进一".
 * The same description as WXF (notation_xiangqi.c) in characters: red's files and steps are the
 * numerals 一..九, black's the digits (written full-width １..９, read half-width too), 进/進
 * forward, 退 backward, 平 along the rank; two of a kind on a file 前/后 (後); three soldiers
 * 前/中/后, more 一..五, each followed by the file instead of the piece when several files hold
 * two or more. Read in simplified and traditional characters with the variants in use (俥 傌 砲
 * 包 象 士 將 卒); written simplified unless BR_WRITE_TRADITIONAL. */
#include <uchar.h>
#include "notation_frame.h"

/* The piece characters read, and the type each names. */
static const char32_t chinese_piece_glyphs[] = U"车車俥马馬傌炮砲包相象仕士帅帥将將兵卒";
static const char chinese_piece_types[] = {
    BR_CHARIOT, BR_CHARIOT, BR_CHARIOT, BR_HORSE, BR_HORSE, BR_HORSE, BR_CANNON, BR_CANNON,
    BR_CANNON, BR_ELEPHANT, BR_ELEPHANT, BR_ADVISOR, BR_ADVISOR, BR_KING, BR_KING, BR_KING,
    BR_KING, BR_SOLDIER, BR_SOLDIER,
};

static const char32_t chinese_numerals[10] = { 0, U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九' };

/* 1-9 from a numeral or a digit (ASCII or full-width); 0 otherwise. */
static int chinese_number(long cp) {
    cp = full_width_ascii(cp);
    if (cp >= '1' && cp <= '9') return (int)(cp - '0');
    for (int i = 1; i <= 9; i++)
        if (cp == (long)chinese_numerals[i]) return i;
    return 0;
}

/* A place on the file: 1 front, 2 middle, XQ_REAR; 0 if the character is none. */
static int chinese_order(long cp) {
    char order = glyph_letter(U"前中后後", "12rr", cp);
    return order == 'r' ? XQ_REAR : order ? order - '0' : 0;
}

/* The description four characters give ("炮二平五": a piece, its file, the direction, a number),
 * without the position: BR_OK, or BR_ERR_MOVE_SYNTAX when they are not of a move's shape. */
static int chinese_parse(const long cp[BR_FIXED_MOVE_CHARS], XqMove *d) {
    *d = (XqMove){ 0 };
    int first_type = glyph_letter(chinese_piece_glyphs, chinese_piece_types, cp[0]);
    if (first_type) {                                      /* 炮二, 炮前 */
        d->type = first_type;
        d->file = chinese_number(cp[1]);
        if (!d->file) d->order = chinese_order(cp[1]);
        if (!d->file && !d->order) return BR_ERR_MOVE_SYNTAX;
    } else {                                    /* 前炮, 前七, 一兵 */
        d->order = chinese_order(cp[0]);
        if (!d->order) {
            d->order = chinese_number(cp[0]);
            if (d->order > 5 || cp[0] != (long)chinese_numerals[d->order]) return BR_ERR_MOVE_SYNTAX;
        }
        d->type = glyph_letter(chinese_piece_glyphs, chinese_piece_types, cp[1]);
        if (!d->type) d->file = chinese_number(cp[1]);
        if (!d->type && !d->file) return BR_ERR_MOVE_SYNTAX;
    }
    d->action = glyph_letter(U"进進退平", "++-=", cp[2]);
    d->number = chinese_number(cp[3]);
    return d->action && d->number ? BR_OK : BR_ERR_MOVE_SYNTAX;
}

/* Read with few calls: the notation files are built for size (-Oz), where even small helpers
 * stay calls, and in the wasm module the calls took most of a reading's time. The common text
 * costs a call per character to decode it and one to look it up. */
int chinese_read(const MoveContext *c, const char *text, BrMove *out) {
    long cp[BR_FIXED_MOVE_CHARS];
    int n = 0;
    const char *s = text;
    for (long x; (x = utf8_next(&s)) != 0;) {
        if (IS_SPACE(x)) continue; /* spaces may stand between the characters */
        if (x < 0 || n == BR_FIXED_MOVE_CHARS) return BR_ERR_MOVE_SYNTAX;
        cp[n++] = x;
    }
    XqMove d;
    if (n != BR_FIXED_MOVE_CHARS || chinese_parse(cp, &d) != BR_OK) return BR_ERR_MOVE_SYNTAX;
    return xq_resolve(c, &d, out);
}

size_t chinese_span(const char *text) {
    long cp[BR_FIXED_MOVE_CHARS];
    const char *s = text;
    if ((unsigned char)*s < 0x80) return 0; /* it starts with a piece, 前/中/后 or a numeral: never ASCII */
    for (int i = 0; i < BR_FIXED_MOVE_CHARS; i++)
        if ((cp[i] = utf8_next(&s)) <= 0) return 0;
    XqMove d;
    return chinese_parse(cp, &d) == BR_OK ? (size_t)(s - text) : 0;
}

/* Piece characters by type, [traditional][side]. The traditional script is the simplified
 * text's characters in their traditional forms: 炮 is both sides' cannon in both, as the CCPD's
 * Big5 records write it (砲, 俥 and 傌 are piece faces, read but not written). */
static const char32_t chinese_pieces[2][2][8] = {
    { { 0, U'帅', U'仕', U'相', U'马', U'车', U'炮', U'兵' },
      { 0, U'将', U'士', U'象', U'马', U'车', U'炮', U'卒' } },
    { { 0, U'帥', U'仕', U'相', U'馬', U'車', U'炮', U'兵' },
      { 0, U'將', U'士', U'象', U'馬', U'車', U'炮', U'卒' } },
};

void chinese_write_number(Text *t, int side, int n) {
    text_code_point(t, side == BR_WHITE ? (long)chinese_numerals[n] : 0xFF10 + n);
}

void chinese_write(const MoveContext *c, BrMove m, unsigned flags, Text *t) {
    XqMove d;
    xq_describe(c, m, &d);
    int side = c->pos->side, trad = flags & BR_WRITE_TRADITIONAL ? 1 : 0;
    long rear = trad ? U'後' : U'后';
    if (d.order) {
        long mark = d.order == XQ_REAR || d.order == d.count ? rear
                  : d.order == 1 ? U'前'
                  : d.count == 3 ? U'中' : (long)chinese_numerals[d.order];
        if (d.count > 3) mark = chinese_numerals[d.order == XQ_REAR ? d.count : d.order];
        text_code_point(t, mark);
        if (d.several_files) chinese_write_number(t, side, d.file);
        else text_code_point(t, chinese_pieces[trad][side][d.type]);
    } else {
        text_code_point(t, chinese_pieces[trad][side][d.type]);
        chinese_write_number(t, side, d.file);
    }
    static const char32_t actions[2][3] = { { U'进', U'退', U'平' }, { U'進', U'退', U'平' } };
    text_code_point(t, actions[trad][d.action == '+' ? 0 : d.action == '-' ? 1 : 2]);
    chinese_write_number(t, side, d.number);
}
