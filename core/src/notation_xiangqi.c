/* notation_xiangqi.c — the file-and-direction description of a xiangqi move that WXF and
 * Chinese notation both spell: which piece (type and file, or its place among pieces of its kind
 * on one file), which way it goes (forward, backward, along the rank), and how far or to which
 * file. Files are counted 1-9 from the mover's right. The writer follows Fairy-Stockfish's WXF
 * rules (front/rear only where the other piece could make the same step; soldiers numbered from
 * the front when three share a file or two files hold two). */
#include <stdlib.h>
#include "notation_frame.h"

static int xq_file_number(int side, int width, int file) {
    return side == BR_WHITE ? width - file : file + 1;
}
static int xq_file_index(int side, int width, int number) {
    return side == BR_WHITE ? width - number : number - 1;
}

static bool xq_diagonal_mover(int type) {
    return type == BR_ADVISOR || type == BR_ELEPHANT || type == BR_HORSE;
}

/* Whether a piece of this kind may ever stand on the point (the front/rear test). */
static bool xq_in_region(const Tables *t, int type, int side, int file, int rank) {
    if (file < 0 || file >= t->width || rank < 0 || rank >= t->height) return false;
    int rel = side == BR_WHITE ? rank : t->height - 1 - rank, mid = (t->width - 1) / 2;
    if (type == BR_KING || type == BR_ADVISOR) return rel <= 2 && abs(file - mid) <= 1;
    if (type == BR_ELEPHANT) return rel < t->height / 2;
    return true;
}

/* Ranks of the side's pieces of this index on a file, front first (the front piece is the one
 * furthest forward from its owner's side). Returns their count. Each rank is written and kept
 * only if its piece matches, without a branch: which points hold one is random, and a
 * mispredicted branch per point made this scan the costliest step of reading a Chinese or WXF
 * move. */
static int xq_pieces_on_file(const Position *pos, int index, int side, int file, int *ranks) {
    int w = pos->t->width, h = pos->t->height, n = 0;
    for (int i = 0; i < h; i++) {
        int rank = side == BR_WHITE ? h - 1 - i : i;
        ranks[n] = rank;
        n += PIECE_INDEX(pos->board[rank * w + file]) == index; /* index is never 0: an empty point is no match */
    }
    return n;
}

void xq_describe(const MoveContext *c, BrMove m, XqMove *d) {
    const Position *pos = c->pos;
    const Tables *t = pos->t;
    int w = t->width, from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m);
    uint8_t piece = pos->board[from];
    int type = BR_PIECE_TYPE(piece), us = BR_PIECE_COLOR(piece), index = PIECE_INDEX(piece);
    int ff = from % w, fr = from / w, tf = to % w, tr = to / w, fwd = forward_of(us);
    *d = (XqMove){ .type = type, .file = xq_file_number(us, w, ff), .count = 1 };

    int ranks[10];
    int n = xq_pieces_on_file(pos, index, us, ff, ranks);
    if (n >= 2) {
        bool several_files = false;
        if (type == BR_SOLDIER)
            for (int f = 0; f < w && !several_files; f++) {
                int other[10];
                several_files = f != ff && xq_pieces_on_file(pos, index, us, f, other) >= 2;
            }
        d->count = n;
        if (n >= 3 || several_files) {
            int order = 1;
            while (ranks[order - 1] != fr) order++;
            d->order = order;
            d->numbered = true;
            d->several_files = several_files;
        } else {
            /* two on the file: the file alone tells them apart unless the other one could make
             * the same step */
            int other = ranks[0] == fr ? ranks[1] : ranks[0];
            if (xq_in_region(t, type, us, tf, other + (tr - fr))) {
                d->order = ranks[0] == fr ? 1 : XQ_REAR;
                d->file = 0;
            }
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
    int from[BR_MAX_SQUARES], n = 0;
    int ranks[10];
    if (d->file) {
        int file = xq_file_index(us, w, d->file);
        if (file < 0 || file >= w) return BR_ERR_MOVE_SYNTAX;
        int k = xq_pieces_on_file(pos, index, us, file, ranks);
        if (d->order) {
            int pick = d->order == XQ_REAR ? k - 1 : d->order - 1;
            if (pick >= 0 && pick < k && (d->order == XQ_REAR || k >= 2)) from[n++] = ranks[pick] * w + file;
        } else {
            for (int i = 0; i < k; i++) from[n++] = ranks[i] * w + file;
        }
    } else if (d->order) {
        /* front/rear without a file: every file holding two or more of the kind */
        for (int file = 0; file < w; file++) {
            int k = xq_pieces_on_file(pos, index, us, file, ranks);
            int pick = d->order == XQ_REAR ? k - 1 : d->order - 1;
            if (k >= 2 && pick < k) from[n++] = ranks[pick] * w + file;
        }
    } else {
        return BR_ERR_MOVE_SYNTAX;
    }
    if (n == 0) return BR_ERR_NO_PIECE;
    if (n == 1) {
        int to = xq_destination(pos, from[0], type, d);
        if (to < 0) return BR_ERR_UNREACHABLE;
        *out = BR_MOVE(from[0], to, BR_MOVE_NORMAL);
        return BR_OK;
    }
    /* several pieces fit the text: the legal move among them, if exactly one is */
    int found = 0;
    for (int i = 0; i < n; i++) {
        int to = xq_destination(pos, from[i], type, d);
        BrMove m = BR_MOVE(from[i], to < 0 ? 0 : to, BR_MOVE_NORMAL);
        if (to >= 0 && move_is_legal(c, m)) {
            *out = m;
            found++;
        }
    }
    return found == 1 ? BR_OK : BR_ERR_AMBIGUOUS_MOVE;
}
