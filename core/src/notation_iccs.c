/* notation_iccs.c — ICCS coordinates: files a-i, ranks 0-9 from the first player's side (red's,
 * Cho's), so ICCS "h2e2" is UCI "h3e3". Xiangqi's UCCI engines write them, and Fairy-Stockfish
 * writes both games' boards of ten ranks so under every protocol but UCI (src/uci.cpp,
 * UCI::square: xboard, as WinBoard's records keep janggi's moves, "c0d2"). Written "H2-E2"; read
 * in any case, with or without the dash (among all notations: with the dash, or both files upper
 * case). */
#include "notation_frame.h"

int iccs_square(const Position *pos, const char *s) {
    int file = (s[0] | 0x20) - 'a';
    if (file < 0 || file >= pos->t->width) return -1; /* also at the text's end: s[1] is not read */
    int rank = s[1] - '0';
    if (rank < 0 || rank > 9 || rank >= pos->t->height) return -1;
    return rank * pos->t->width + file;
}

/* a file a-i in any case, then a digit: a square's shape on a board of nine files and ten ranks */
static bool iccs_shape(const char *s) {
    int file = (s[0] | 0x20) - 'a';
    return file >= 0 && file < 9 && s[1] >= '0' && s[1] <= '9';
}

int iccs_read(const MoveContext *c, const char *text, bool strict, BrMove *out) {
    const char *s = text;
    int from = iccs_square(c->pos, s);
    if (from < 0) return BR_ERR_MOVE_SYNTAX;
    s += 2;
    bool dashed = *s == '-';
    if (dashed) s++;
    int to = iccs_square(c->pos, s);
    if (to < 0 || !at_end(s + 2)) return BR_ERR_MOVE_SYNTAX;
    /* lower-case undashed coordinates are UCI's unless ICCS is asked for by name; mixed case
     * undashed ("A3e2") is SAN's, a piece letter then a rank, as xiangqi's SAN tells two
     * advisors apart */
    bool upper = (text[0] >= 'A' && text[0] <= 'Z') && (s[0] >= 'A' && s[0] <= 'Z');
    if (strict && !dashed && !upper) return BR_ERR_MOVE_SYNTAX;
    /* janggi's pass, as UCI writes it: the general's point to itself ("E1-E1") */
    *out = from == to && from == c->pos->king[c->pos->side] ? pass_move(c->pos) : BR_MOVE(from, to, BR_MOVE_NORMAL);
    return BR_OK;
}

size_t iccs_span(const char *text) {
    /* of any board's shape (files a-i, ranks 0-9): "H2-E2", "h2e2"; a rank 10 (UCI's "h10") is
     * not one, so UCI's moves run together are cut only while their ranks have one digit. Only
     * in a run of coordinates, each followed by the next or the end: makruk's long algebraic
     * "c4-c3=M+" is one move */
    const char *s = text;
    if (!iccs_shape(s)) return 0;
    s += 2;
    if (*s == '-') s++;
    if (!iccs_shape(s)) return 0;
    s += 2;
    return *s == 0 || iccs_shape(s) ? (size_t)(s - text) : 0;
}

void iccs_rank_write(int rank, Text *t) {
    text_char(t, (char)('0' + rank));
}

void iccs_write(const MoveContext *c, BrMove m, Text *t) {
    int w = c->pos->t->width, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    text_char(t, (char)('A' + from % w));
    iccs_rank_write(from / w, t);
    text_char(t, '-');
    text_char(t, (char)('A' + to % w));
    iccs_rank_write(to / w, t);
}
