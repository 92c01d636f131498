/* notation_janggi.c — janggi's numeric notation: piece letter, from point, '-' or 'x' (capture;
 * the piece taken may be lettered after it: "E44xP72"), to point, then '+' check or '#' mate:
 * "H02-83", "C83x13+"; a pass is the general's point twice ("K95-95"). A point is two digits:
 * the rank counted from the top (Han's side), 0 for the tenth, then the file 1-9 from the left —
 * the points of Korean GIB records (notation_korean.c). Read with or without the letter (N, B, G
 * also taken), in any case. */
#include "notation_frame.h"

int janggi_point(const Position *pos, char rank_digit, char file_digit) {
    if (rank_digit < '0' || rank_digit > '9' || file_digit < '1' || file_digit > '9') return -1;
    int row = rank_digit == '0' ? 10 : rank_digit - '0', file = file_digit - '1';
    int rank = pos->t->height - row;
    if (rank < 0 || file >= pos->t->width) return -1;
    return rank * pos->t->width + file;
}

void janggi_rank_write(const Position *pos, int rank, Text *t) {
    text_char(t, (char)('0' + (pos->t->height - rank) % 10));
}

void janggi_file_write(int file, Text *t) {
    text_char(t, (char)('1' + file));
}

void janggi_point_write(const Position *pos, int sq, Text *t) {
    int w = pos->t->width;
    janggi_rank_write(pos, sq / w, t);
    janggi_file_write(sq % w, t);
}

int janggi_read(const MoveContext *c, const char *text, BrMove *out) {
    const char *s = text;
    int type = xq_piece_of_letter(*s);
    if (type) s++;
    int from = janggi_point(c->pos, s[0], s[1]);
    bool capture = (s[2] | 0x20) == 'x';
    if (from < 0 || (s[2] != '-' && !capture)) return BR_ERR_MOVE_SYNTAX;
    s += 3;
    /* the piece taken may be named after the 'x', as janggi.pl writes a capture ("E44xP72"):
     * passed over, as the Korean reader passes over GIB's ("74상42병") */
    if (capture && xq_piece_of_letter(*s)) s++;
    int to = janggi_point(c->pos, s[0], s[1]);
    if (to < 0) return BR_ERR_MOVE_SYNTAX;
    s += 2;
    if (*s == '+' || *s == '#') s++;
    if (*s) return BR_ERR_MOVE_SYNTAX;
    return janggi_move_named(c->pos, type, from, to, out);
}

int janggi_move_named(const Position *pos, int type, int from, int to, BrMove *out) {
    uint8_t piece = pos->board[from];
    /* a letter that does not name the piece standing there names no move: it says which */
    if (type && piece && BR_PIECE_TYPE(piece) != type) return BR_ERR_WRONG_PIECE;
    if (from == to) { /* a pass names the general's point twice; nothing else stays put */
        if (from == pos->king[pos->side]) {
            *out = BR_MOVE(from, from, BR_MOVE_PASS);
            return BR_OK;
        }
        /* a pass's text, of a point where the mover's general is not: the notation's, refused */
        if (!piece) return BR_ERR_NO_PIECE;
        if ((int)BR_PIECE_COLOR(piece) != pos->side) return BR_ERR_WRONG_SIDE;
        /* the mover's own piece staying put names its two points, as ICCS's "b0b0" does: play
         * and explain say why (unreachable, as for any notation's text of it) */
    }
    *out = BR_MOVE(from, to, BR_MOVE_NORMAL);
    return BR_OK;
}

void janggi_write(const MoveContext *c, BrMove m, Text *t) {
    const Position *pos = c->pos;
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    bool pass = BR_MOVE_KIND(m) == BR_MOVE_PASS;
    text_char(t, xq_piece_letters[BR_PIECE_TYPE(pos->board[from])]);
    janggi_point_write(pos, from, t);
    text_char(t, !pass && pos->board[to] ? 'x' : '-');
    janggi_point_write(pos, to, t);
    check_mark(c, m, t);
}
