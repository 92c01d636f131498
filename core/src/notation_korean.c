/* notation_korean.c — the move text of Korean GIB records: from point, piece, to point, with the
 * points of janggi's numeric notation (rank from the top, 0 for the tenth; file from the left):
 * "08마87", "79졸78". Read also with Hanja pieces ("79卒78"), a side marker before the piece
 * ("79楚卒78", 漢, 초, 한), the captured piece after the move ("74상42병", or after 타 as
 * 사이버장기 (Cyber Janggi) writes it: "09차49타졸") and the check call
 * after that ("장군", "멍군"); "한수쉼" is a pass, also read as the word is written in prose and in
 * board programs' buttons, "한수 쉼". 장기 for Kakao's exports write the points in
 * ICCS coordinates instead, files a-i and ranks 0-9 from Cho's side: "i3卒h3", "d6兵d5卒".
 * Written as the Korean Janggi Association's GIB files write it: Hangul pieces (장 both
 * generals, 졸 Cho's soldiers, 병 Han's), the captured piece, "장군" after a check: "74상42병",
 * "85포55장군". */
#include <string.h>
#include <uchar.h>
#include "notation_frame.h"

/* The piece characters read, and the type each names; the last four are the side markers,
 * which alone name the general. */
static const char32_t korean_piece_glyphs[] = U"차車포包砲마馬상象사士졸병卒兵장궁將楚漢초한";
static const char korean_piece_types[] = {
    BR_CHARIOT, BR_CHARIOT, BR_CANNON, BR_CANNON, BR_CANNON, BR_HORSE, BR_HORSE, BR_ELEPHANT,
    BR_ELEPHANT, BR_ADVISOR, BR_ADVISOR, BR_SOLDIER, BR_SOLDIER, BR_SOLDIER, BR_SOLDIER, BR_KING,
    BR_KING, BR_KING, BR_KING, BR_KING, BR_KING, BR_KING,
};

/* A piece name at *s: an optional side marker, then the piece; its type, or 0. The types are
 * looked up directly (one call a character: the file is compiled for size, where calls cost
 * more than the look-up); only a general's character may be a marker. */
static int korean_read_piece(const char **s) {
    const char *p = *s;
    long cp = utf8_next(&p);
    int type = glyph_letter(korean_piece_glyphs, korean_piece_types, cp);
    if (!type) return 0;
    if (type == BR_KING && glyph_letter(U"楚漢초한", "MMMM", cp)) {
        /* "楚卒": the marker, then the piece; "楚" alone: the general */
        const char *q = p;
        int next = glyph_letter(korean_piece_glyphs, korean_piece_types, utf8_next(&q));
        if (next) { type = next; p = q; }
    }
    *s = p;
    return type;
}

static const char korean_pass[] = "한수쉼";

/* True for "한수쉼", and "한수 쉼" with any spaces between its two words. */
static bool is_korean_pass(const char *text) {
    static const char first_word[] = "한수";
    size_t n = sizeof first_word - 1;
    if (strncmp(text, first_word, n) != 0) return false;
    return strcmp(skip_spaces(text + n), korean_pass + n) == 0;
}

/* A point at s, numeric ("08") or in coordinates ("i3"): both points of a move are written alike. */
static int korean_point(const Position *pos, const char *s, bool coordinates) {
    return coordinates ? iccs_square(pos, s) : janggi_point(pos, s[0], s[0] ? s[1] : 0);
}

int korean_read(const MoveContext *c, const char *text, BrMove *out) {
    const Position *pos = c->pos;
    if (text[0] == korean_pass[0] && is_korean_pass(text)) { /* moves start with a digit or a file letter */
        int king = pos->king[pos->side];
        if (king == NO_SQ) return BR_ERR_MOVE_SYNTAX;
        *out = BR_MOVE(king, king, BR_MOVE_PASS);
        return BR_OK;
    }
    const char *s = text;
    bool coordinates = (s[0] | 0x20) >= 'a' && (s[0] | 0x20) <= 'z';
    int from = korean_point(pos, s, coordinates);
    if (from < 0) return BR_ERR_MOVE_SYNTAX;
    s += 2;
    int type = korean_read_piece(&s);
    if (!type) return BR_ERR_MOVE_SYNTAX;
    int to = korean_point(pos, s, coordinates);
    if (to < 0) return BR_ERR_MOVE_SYNTAX;
    s += 2;
    static const char *const calls[] = { "장군", "멍군" };
    if (*s) { /* most moves end at the point: no look for a call or a captured piece */
        bool called = false;
        for (int i = 0; i < 2; i++)
            if (strncmp(s, calls[i], strlen(calls[i])) == 0) { s += strlen(calls[i]); called = true; }
        if (!called) {
            static const char strike[] = "타"; /* 사이버장기's "09차49타졸": 타, then the piece taken */
            if (strncmp(s, strike, strlen(strike)) == 0) s += strlen(strike);
            if (!korean_read_piece(&s)) return BR_ERR_MOVE_SYNTAX; /* the captured piece */
            for (int i = 0; i < 2; i++)
                if (strncmp(s, calls[i], strlen(calls[i])) == 0) s += strlen(calls[i]);
        }
        if (*s) return BR_ERR_MOVE_SYNTAX;
    }
    return janggi_move_named(pos, type, from, to, out);
}

void korean_write(const MoveContext *c, BrMove m, Text *t) {
    static const char32_t names[2][8] = {
        { 0, U'장', U'사', U'상', U'마', U'차', U'포', U'졸' },
        { 0, U'장', U'사', U'상', U'마', U'차', U'포', U'병' },
    };
    const Position *pos = c->pos;
    if (BR_MOVE_KIND(m) == BR_MOVE_PASS) {
        text_str(t, korean_pass);
        return;
    }
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    uint8_t taken = pos->board[to];
    janggi_point_write(pos, from, t);
    text_code_point(t, names[pos->side][BR_PIECE_TYPE(pos->board[from])]);
    janggi_point_write(pos, to, t);
    if (taken) text_code_point(t, names[BR_PIECE_COLOR(taken)][BR_PIECE_TYPE(taken)]);
    char mark[4];
    Text check = text_start(mark, sizeof mark);
    check_mark(c, m, &check);
    if (check.len) text_str(t, "장군");
}
