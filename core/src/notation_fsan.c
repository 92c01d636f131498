/* notation_fsan.c — xiangqi's and janggi's algebraic notation as Fairy-Stockfish writes it, and
 * so as pychess exports the records of these games: a letter for every piece, soldiers included
 * (K A E H R C P), the origin's file, rank or both where another piece of the kind could legally
 * go to the same point, 'x' before a captured point, the point with ranks 1-10, and the check
 * mark: "Hc3", "Cxb10", "R1a2", "Pe6", "Ke9+". A janggi pass is the general's own point ("Ke9").
 * Reading takes the letters of WXF too (N, B, G), the text with or without 'x' or '-', and a
 * soldier's move without its letter, as chess writes a pawn's ("e5", "ab4"; the point alone is
 * the soldier going straight on, as XBoard writes it). */
#include "game.h"
#include "notation_frame.h"

static void fsan_rank(Text *t, int rank) { /* 0-based */
    if (rank >= 9) text_char(t, (char)('0' + (rank + 1) / 10));
    text_char(t, (char)('0' + (rank + 1) % 10));
}

void fsan_write(const MoveContext *c, BrMove m, Text *t) {
    const Position *pos = c->pos;
    int w = pos->t->width, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    text_char(t, xq_piece_letters[BR_PIECE_TYPE(pos->board[from])]);
    if (BR_MOVE_KIND(m) == BR_MOVE_PASS) { /* the general stays on its point */
        square_text(pos, from, t);
        return;
    }
    unsigned origin = san_origin(c, m, false);
    if (origin & ORIGIN_FILE) text_char(t, (char)('a' + from % w));
    if (origin & ORIGIN_RANK) fsan_rank(t, from / w);
    if (pos->board[to]) text_char(t, 'x');
    square_text(pos, to, t);
    check_mark(c, m, t);
}

/* A file letter at *s (advancing), or -1. */
static int fsan_file(const Position *pos, const char **s) {
    int file = **s - 'a';
    if (file < 0 || file >= pos->t->width) return -1;
    (*s)++;
    return file;
}

/* A rank number 1-10 at *s (advancing), 0-based, or -1. */
static int fsan_rank_of(const Position *pos, const char **s) {
    const char *p = *s;
    if (*p < '1' || *p > '9') return -1;
    int rank = *p++ - '0';
    if (rank == 1 && *p == '0') rank = 10, p++;
    if (rank > pos->t->height) return -1;
    *s = p;
    return rank - 1;
}

/* Whether a move from `from` fits the origin the text gives (-1: not given). */
static bool fsan_from_fits(int w, int from, int file, int rank) {
    return (file < 0 || from % w == file) && (rank < 0 || from / w == rank);
}

int fsan_read(const MoveContext *c, const char *text, BrMove *out) {
    Position *pos = c->pos;
    int w = pos->t->width;
    /* spaces inside a move text (a span's, br_move_text_span: "H b 1 - c 3") part nothing, as
     * in makruk's SAN (the text is shorter than BR_MAX_MOVE_TEXT: notation_read's) */
    char bare[BR_MAX_MOVE_TEXT];
    size_t len = 0;
    for (; *text && len + 1 < sizeof bare; text++)
        if (*text != ' ') bare[len++] = *text;
    bare[len] = 0;
    const char *s = bare;
    /* the piece letter: upper case, since a lower-case one is a file; none, a soldier, as chess
     * writes its pawns ("ab4", "e5", "cd7": records people write, janggi-review.com's) */
    int type = BR_SOLDIER;
    bool lettered = *s >= 'A' && *s <= 'Z';
    if (lettered) type = xq_piece_of_letter(*s++);
    else if (*s < 'a' || *s > 'z') return BR_ERR_MOVE_SYNTAX;
    if (!type) return BR_ERR_MOVE_SYNTAX;
    /* then files and ranks: the last file and rank are the point, those before it the origin */
    int files[2] = { -1, -1 }, ranks[2] = { -1, -1 }, points = 0;
    bool separated = false;
    for (;;) {
        if (*s == 'x' || *s == '-' || *s == ':') { /* before the point: once */
            if (separated) return BR_ERR_MOVE_SYNTAX;
            separated = true, s++;
        }
        if (points == 2) break;
        int file = fsan_file(pos, &s), rank = fsan_rank_of(pos, &s);
        if (file < 0 && rank < 0) break;
        files[points] = file, ranks[points] = rank, points++;
    }
    while (*s == '+' || *s == '#' || *s == '!' || *s == '?') s++;
    if (*s || points == 0) return BR_ERR_MOVE_SYNTAX;
    int last = points - 1, origin_file = points == 2 ? files[0] : -1, origin_rank = points == 2 ? ranks[0] : -1;
    if (files[last] < 0 || ranks[last] < 0) return BR_ERR_MOVE_SYNTAX;
    int to = ranks[last] * w + files[last];

    int king = pos->king[pos->side];
    /* a pass: play says where none is allowed. Its long form names the point twice ("Ke2e2",
     * as Fairy-Stockfish's LAN writes it) */
    bool stays = points == 1 || (origin_file == files[last] && origin_rank == ranks[last]);
    if (type == BR_KING && to == king && stays) {
        *out = BR_MOVE(king, king, BR_MOVE_PASS);
        return BR_OK;
    }
    /* the pieces of the kind (and origin) that go there: each one's move tested alone, as
     * generation would make it, rather than listing every move of the position (a replay reads
     * one text a ply); the legal ones among them, if several */
    BrMove named[BR_MAX_PIECES_PER_SIDE];
    int n = 0, fitting = 0, shaped = 0;
    BrMove only = 0, only_shaped = 0;
    for (int half = 0; half < 2; half++)
        for (uint64_t bits = pos->occupied[pos->side].w[half]; bits; bits &= bits - 1) {
            int from = half * 64 + lowest_bit(bits);
            if (BR_PIECE_TYPE(pos->board[from]) != type || !fsan_from_fits(w, from, origin_file, origin_rank)) continue;
            BrMove m = BR_MOVE(from, to, BR_MOVE_NORMAL);
            if (fitting++ == 0) only = m;
            if (from == to) continue;
            if (piece_generates(pos, m)) named[n++] = m;
            else if (move_has_shape(pos, m) && shaped++ == 0) only_shaped = m;
        }
    /* none goes there, but the text names one piece: the only one of the kind that moves that
     * way (or the only one of the kind). It names two points, and play or explain says why
     * that move is not allowed. */
    if (n == 0 && (shaped == 1 || fitting == 1)) {
        *out = shaped == 1 ? only_shaped : only;
        return BR_OK;
    }
    /* a whole origin point, where another piece stands ("Rb1c3"), or the other side's of the kind */
    uint8_t at_origin = origin_file >= 0 && origin_rank >= 0 ? pos->board[origin_rank * w + origin_file] : 0;
    if (n == 0 && !fitting && at_origin)
        return BR_PIECE_TYPE(at_origin) == type ? BR_ERR_WRONG_SIDE : BR_ERR_WRONG_PIECE;
    if (n == 0) return fitting ? BR_ERR_UNREACHABLE : BR_ERR_NO_PIECE;
    /* one alone reads the same legal or not: play tests it, and says why if it is not; of
     * several, each is pseudo-legal already, so only the general's safety is left to test */
    int legal = 0; /* (no immediate end stops moves here: notation_read reads past it) */
    for (int i = 0; i < n && n > 1; i++)
        if (c->legal ? move_is_legal(c, named[i]) : move_is_legal_after_pseudo(pos, named[i]))
            named[legal++] = named[i];
    if (n == 1 || legal == 1) {
        *out = named[0];
        return BR_OK;
    }
    /* a soldier's point alone, no letter ("e6"), as chess writes a pawn's: the soldier on the
     * point's file, going straight on, where another goes there sideways (WinBoard writes that
     * one with its file, as a chess pawn's capture: "de6") */
    if (!lettered && points == 1) {
        int straight = -1, on_file = 0;
        for (int i = 0; i < legal; i++)
            if (BR_MOVE_FROM(named[i]) % w == files[last]) straight = i, on_file++;
        if (on_file == 1) {
            *out = named[straight];
            return BR_OK;
        }
    }
    return BR_ERR_AMBIGUOUS_MOVE;
}
