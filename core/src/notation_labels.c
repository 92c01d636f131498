/* notation_labels.c — a board's files and ranks in a notation's words (br_coordinate_label):
 * each label written by the helper its notation's writer spells move texts with, so that a
 * board's edges and a point's name say what the move list says, and change with it. */
#include "game.h"
#include "notation_frame.h"

/* A file's letter or a rank's number as a square name writes it ("e", "10"): UCI's, and the
 * squares of xiangqi's and janggi's SAN. */
static void square_part_write(const Position *pos, bool file, int index, Text *t) {
    char name[4];
    Text square = text_start(name, sizeof name);
    square_text(pos, file ? index : index * pos->t->width, &square);
    if (file) text_char(t, name[0]);
    else text_str(t, name + 1);
}

size_t br_coordinate_label(const BrGame *g, int kind, int axis, int index, int side, char *out,
                           size_t cap) {
    Text t = text_start(out, cap);
    if (!g || (axis != BR_AXIS_FILE && axis != BR_AXIS_RANK) || (side != BR_WHITE && side != BR_BLACK))
        return 0;
    const Position *pos = &g->pos;
    int game = pos->profile->game;
    bool file = axis == BR_AXIS_FILE;
    if (!notation_of_game_has(game, kind) || index < 0 || index >= (file ? pos->t->width : pos->t->height))
        return 0;
    switch (kind) {
    case BR_NOTATION_WXF: /* files from each side's own right; no ranks */
    case BR_NOTATION_VIETNAMESE:
    case BR_NOTATION_CHINESE: {
        if (!file) return 0;
        int number = xq_file_number(side, pos->t->width, index);
        if (kind != BR_NOTATION_CHINESE) wxf_write_number(&t, number);
        else chinese_write_number(&t, side, number);
        break;
    }
    case BR_NOTATION_ICCS:
        if (file) square_part_write(pos, true, index, &t);
        else iccs_rank_write(index, &t);
        break;
    case BR_NOTATION_JANGGI: /* GIB's points are the numeric notation's */
    case BR_NOTATION_KOREAN:
        if (file) janggi_file_write(index, &t);
        else janggi_rank_write(pos, index, &t);
        break;
    case BR_NOTATION_THAI: san_label_write(file, index, true, &t); break;
    default: /* UCI, and SAN: makruk's its own letters, xiangqi's and janggi's square names */
        if (kind == BR_NOTATION_SAN && game == BR_GAME_MAKRUK) san_label_write(file, index, false, &t);
        else square_part_write(pos, file, index, &t);
        break;
    }
    return t.len;
}

int br_notation_rank_first(int kind) {
    /* janggi_point_write: the rank's digit, then the file's */
    return kind == BR_NOTATION_JANGGI || kind == BR_NOTATION_KOREAN;
}
