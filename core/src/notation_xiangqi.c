/* notation_xiangqi.c — the file-and-direction description of a xiangqi move that WXF and
 * Chinese notation both spell: which piece (type and file, or its place among pieces of its kind
 * on one file), which way it goes (forward, backward, along the rank), and how far or to which
 * file. Files are counted 1-9 from the mover's right. Two pieces of a kind on one file are named
 * by place, front or rear, not by their shared file (象棋竞赛规则 7.5; WXF's "+"/"-"), whichever
 * could make the step; advisors and elephants keep their file, as the rule exempts them. (Where
 * a custom start puts two of the kind on another file too, and front/rear would name a move
 * there as well, the file names the piece.)
 * Soldiers are numbered from the front when three share a file or two files hold two.
 * (Fairy-Stockfish writes the file wherever the other piece could not make the same step;
 * both forms are read.) */
#include <stdlib.h>
#include "notation_frame.h"

int xq_file_number(int side, int width, int file) {
    return side == BR_WHITE ? width - file : file + 1;
}
static int xq_file_index(int side, int width, int number) {
    return side == BR_WHITE ? width - number : number - 1;
}

static bool xq_diagonal_mover(int type) {
    return type == BR_ADVISOR || type == BR_ELEPHANT || type == BR_HORSE;
}

/* Kinds named by place (front, rear) when two share a file. Advisors and elephants are not: of
 * two on one file, one can only go forward and the other only back, so the file and the
 * direction name the piece (象棋竞赛规则 7.5 exempts 仕 and 相). */
static const bool xq_named_by_place[BR_SOLDIER + 1] = {
    [BR_HORSE] = true, [BR_CHARIOT] = true, [BR_CANNON] = true, [BR_SOLDIER] = true,
};

/* The points of the side's pieces of this index on a file, front first (the front piece is the
 * one furthest forward from its owner's side). Returns their count. Each point is written, and
 * kept only if its piece matches, without a branch: which points hold one is random, and a
 * mispredicted branch per point made this scan the costliest step of reading a Chinese or WXF
 * move. */
static int xq_pieces_on_file(const Position *pos, int index, int side, int file, int *points) {
    const Tables *t = pos->t;
    int step = side == BR_WHITE ? -t->width : t->width, sq = side == BR_WHITE ? t->squares - t->width + file : file;
    int n = 0;
    for (int i = 0; i < t->height; i++, sq += step) {
        points[n] = sq;
        n += PIECE_INDEX(pos->board[sq]) == index; /* index is never 0: an empty point is no match */
    }
    return n;
}

/* The place of the piece on `from` among `points` (front first), from 1. */
static int order_on_file(const int *points, int from) {
    int order = 1;
    while (points[order - 1] != from) order++;
    return order;
}

/* Whether a file other than `file` holds two or more of the side's pieces of this index. */
static bool xq_two_elsewhere(const Position *pos, int index, int side, int file) {
    for (int f = 0; f < pos->t->width; f++) {
        int points[10];
        if (f != file && xq_pieces_on_file(pos, index, side, f, points) >= 2) return true;
    }
    return false;
}

void xq_describe(const MoveContext *c, BrMove m, XqMove *d) {
    const Position *pos = c->pos;
    const Tables *t = pos->t;
    int w = t->width, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    uint8_t piece = pos->board[from];
    int type = BR_PIECE_TYPE(piece), us = BR_PIECE_COLOR(piece), index = PIECE_INDEX(piece);
    int ff = from % w, fr = from / w, tf = to % w, tr = to / w, fwd = forward_of(us);
    *d = (XqMove){ .type = type, .file = xq_file_number(us, w, ff), .count = 1 };

    int points[10];
    int n = xq_pieces_on_file(pos, index, us, ff, points);
    if (n >= 2) {
        bool several_files = type == BR_SOLDIER && xq_two_elsewhere(pos, index, us, ff);
        d->count = n;
        if (n >= 3 || several_files) {
            d->order = order_on_file(points, from);
            d->numbered = true;
            d->several_files = several_files;
        } else if (xq_named_by_place[type]) {
            d->order = points[0] == from ? 1 : XQ_REAR;
            d->file = 0;
        }
    }
    int dr = (tr - fr) * fwd;
    if (xq_diagonal_mover(type)) {
        d->action = dr > 0 ? '+' : '-';
        d->number = xq_file_number(us, w, tf);
    } else if (dr == 0) {
        d->action = '=';
        d->number = xq_file_number(us, w, tf);
    } else {
        d->action = dr > 0 ? '+' : '-';
        d->number = abs(dr);
    }
    /* front/rear names the piece on every file that holds two of the kind: where a custom start
     * puts two on another file too and that one could make the step, the file names it */
    BrMove named;
    if (d->order && !d->numbered && (xq_resolve(c, d, &named) != BR_OK || named != m)) {
        d->order = 0;
        d->file = xq_file_number(us, w, ff);
        /* and where the file names a move of the other piece on it too, the piece is numbered on
         * its file, as soldiers on several files are ("17+5", 前七进五; Fairy-Stockfish's form) */
        if (xq_resolve(c, d, &named) != BR_OK || named != m) {
            d->order = order_on_file(points, from);
            d->numbered = d->several_files = true;
        }
    }
}

/* Where the piece on `from` goes under the description; -1 when nowhere on the board. */
static int xq_destination(const Position *pos, int from, int type, const XqMove *d) {
    const Tables *t = pos->t;
    int w = t->width, us = pos->side, fwd = forward_of(us);
    int ff = from % w, fr = from / w, tf, tr;
    if (d->number < 1 || d->number > 9) return -1;
    if (xq_diagonal_mover(type)) {
        if (d->action == '=') return -1;
        tf = xq_file_index(us, w, d->number);
        int df = abs(tf - ff), steps;
        if (type == BR_ADVISOR) steps = df == 1 ? 1 : -1;
        else if (type == BR_ELEPHANT) steps = df == 2 ? 2 : -1;
        else steps = df == 1 ? 2 : df == 2 ? 1 : -1;
        if (steps < 0) return -1;
        tr = fr + (d->action == '+' ? steps : -steps) * fwd;
    } else if (d->action == '=') {
        tf = xq_file_index(us, w, d->number);
        tr = fr;
        if (tf == ff) return -1;
    } else {
        tf = ff;
        tr = fr + (d->action == '+' ? d->number : -d->number) * fwd;
    }
    if (tf < 0 || tf >= w || tr < 0 || tr >= t->height) return -1;
    return tr * w + tf;
}

int xq_resolve(const MoveContext *c, const XqMove *d, BrMove *out) {
    const Position *pos = c->pos;
    int w = pos->t->width, us = pos->side;
    int type = d->type ? d->type : BR_SOLDIER, index = PIECE(type, us);
    int from[BR_MAX_SQUARES], types[BR_MAX_SQUARES], n = 0;
    bool any_kind = !d->type && d->file && d->order != 0;
    if (any_kind) {
        /* "31-1" names no kind: the soldier so numbered, or, in a start that puts three of
         * another kind on one file, or two on each of two files (the writer numbers them too),
         * that piece */
        int file = xq_file_index(us, w, d->file);
        if (file < 0 || file >= w) return BR_ERR_MOVE_SYNTAX;
        for (int k = BR_ADVISOR; k <= BR_SOLDIER; k++) {
            int points[10];
            int count = xq_pieces_on_file(pos, PIECE(k, us), us, file, points);
            /* other kinds are numbered with three on the file, or two where another file holds
             * two as well (a custom start; the writer numbers them only there) */
            bool numbered = count >= 3 || (count == 2 && (k == BR_SOLDIER || xq_two_elsewhere(pos, PIECE(k, us), us, file)));
            int pick = d->order == XQ_REAR ? count - 1 : d->order - 1; /* 后七: the rear one */
            if (pick >= 0 && pick < count && numbered) {
                types[n] = k;
                from[n++] = points[pick];
            }
        }
    } else if (d->file) {
        int file = xq_file_index(us, w, d->file);
        if (file < 0 || file >= w) return BR_ERR_MOVE_SYNTAX;
        n = xq_pieces_on_file(pos, index, us, file, from);
        if (d->order) {
            int pick = d->order == XQ_REAR ? n - 1 : d->order - 1;
            bool named = pick >= 0 && pick < n && (d->order == XQ_REAR || n >= 2);
            if (named) from[0] = from[pick];
            n = named;
        }
    } else if (d->order) {
        /* front/rear without a file: every file holding two or more of the kind */
        for (int file = 0; file < w; file++) {
            int points[10];
            int k = xq_pieces_on_file(pos, index, us, file, points);
            int pick = d->order == XQ_REAR ? k - 1 : d->order - 1;
            if (k >= 2 && pick < k) from[n++] = points[pick];
        }
    } else {
        return BR_ERR_MOVE_SYNTAX;
    }
    if (n == 0) return BR_ERR_NO_PIECE;
    if (!any_kind)
        for (int i = 0; i < n; i++) types[i] = type;
    if (n == 1) {
        int to = xq_destination(pos, from[0], types[0], d);
        if (to < 0) return BR_ERR_UNREACHABLE;
        *out = BR_MOVE(from[0], to, BR_MOVE_NORMAL);
        return BR_OK;
    }
    /* several pieces fit the text: the legal move among them, if exactly one is */
    int found = 0;
    for (int i = 0; i < n; i++) {
        int to = xq_destination(pos, from[i], types[i], d);
        BrMove m = BR_MOVE(from[i], to < 0 ? 0 : to, BR_MOVE_NORMAL);
        if (to >= 0 && move_is_legal(c, m)) {
            *out = m;
            found++;
        }
    }
    return found == 1 ? BR_OK : BR_ERR_AMBIGUOUS_MOVE;
}
