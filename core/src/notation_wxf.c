/* notation_wxf.c — WXF notation (xiangqi): piece letter, file 1-9 from the mover's right, then
 * '+' forward, '-' backward or '=' along the rank, then steps or the destination file: "C2=5",
 * "H2+3". Two of a kind on a file: "R+" front, "R-" rear ("C+.5", also "+C.5", and "fC+2",
 * "rC+2" as English leaflets write them, Malcolm Horne's; advisors and elephants keep their
 * file); soldiers, and three of another kind on one file, numbered from the
 * front with their file ("17+1"). Read in any case, with '.' for '=', the letters B (elephant)
 * and N (horse) too, in full-width characters ("Ｃ２＝５"), and a tandem piece by its file
 * ("R7+1", as Fairy-Stockfish writes it where the other could not make the step). Written with
 * '=', or with BR_WRITE_WXF_DOTS as PlayOK's files do ("c8.7"). */
#include "notation_frame.h"

static char wxf_upper(char c) { return c >= 'a' && c <= 'z' ? (char)(c - 32) : c; }
static bool wxf_digit(char c) { return c >= '1' && c <= '9'; }

/* Folds a code point to the ASCII WXF is read in: full-width forms ("Ｃ２＝５", as the WXF
 * database writes them) to their ASCII, letters to capitals; 0 for any other. */
static char wxf_fold(long cp) {
    cp = full_width_ascii(cp);
    return cp > 0 && cp <= 0x7E ? wxf_upper((char)cp) : 0;
}

/* The description of four folded characters, without the position: BR_OK, or
 * BR_ERR_MOVE_SYNTAX when they are not of a move's shape. */
static int wxf_parse(const char s[BR_FIXED_MOVE_CHARS], XqMove *d) {
    *d = (XqMove){ 0 };
    if (xq_piece_of_letter(s[0]) && (wxf_digit(s[1]) || s[1] == '+' || s[1] == '-')) {
        d->type = xq_piece_of_letter(s[0]);       /* "C2", "C+", "C-" */
        if (s[1] == '+') d->order = 1;
        else if (s[1] == '-') d->order = XQ_REAR;
        else d->file = s[1] - '0';
    } else if ((s[0] == '+' || s[0] == '-') && xq_piece_of_letter(s[1])) {
        d->type = xq_piece_of_letter(s[1]);       /* "+C", "-C" */
        d->order = s[0] == '+' ? 1 : XQ_REAR;
    } else if ((s[0] == 'F' || s[0] == 'R') && xq_piece_of_letter(s[1])) {
        d->type = xq_piece_of_letter(s[1]);       /* "fC", "rC" */
        d->order = s[0] == 'F' ? 1 : XQ_REAR;
    } else if (s[0] >= '1' && s[0] <= '5' && wxf_digit(s[1])) {
        d->order = s[0] - '0';                /* "17": first soldier on file 7 */
        d->file = s[1] - '0';
    } else {
        return BR_ERR_MOVE_SYNTAX;
    }
    char action = s[2] == '.' ? '=' : s[2];
    if ((action != '+' && action != '-' && action != '=') || !wxf_digit(s[3])) return BR_ERR_MOVE_SYNTAX;
    d->action = action;
    d->number = s[3] - '0';
    return BR_OK;
}

int wxf_read(const MoveContext *c, const char *text, BrMove *out) {
    char s[BR_FIXED_MOVE_CHARS];
    int n = 0;
    const char *p = text;
    for (long cp; (cp = utf8_next(&p)) != 0;) {
        char folded = wxf_fold(cp);
        if (!folded || n == BR_FIXED_MOVE_CHARS) return BR_ERR_MOVE_SYNTAX;
        s[n++] = folded;
    }
    XqMove d;
    if (n != BR_FIXED_MOVE_CHARS || wxf_parse(s, &d) != BR_OK) return BR_ERR_MOVE_SYNTAX;
    return xq_resolve(c, &d, out);
}

size_t wxf_span(const char *text) {
    char s[BR_FIXED_MOVE_CHARS];
    const char *p = text;
    for (int i = 0; i < BR_FIXED_MOVE_CHARS; i++)
        if (!(s[i] = wxf_fold(utf8_next(&p)))) return 0;
    XqMove d;
    return wxf_parse(s, &d) == BR_OK ? (size_t)(p - text) : 0;
}

void wxf_write_number(Text *t, int n) {
    text_char(t, (char)('0' + n));
}

void wxf_write(const MoveContext *c, BrMove m, unsigned flags, Text *t) {
    XqMove d;
    xq_describe(c, m, &d);
    bool dots = flags & BR_WRITE_WXF_DOTS;
    if (d.numbered) {
        wxf_write_number(t, d.order);
        wxf_write_number(t, d.file);
    } else {
        char letter = xq_piece_letters[d.type];
        text_char(t, dots && c->pos->side == BR_BLACK ? (char)(letter + 32) : letter);
        if (d.order) text_char(t, d.order == XQ_REAR ? '-' : '+');
        else wxf_write_number(t, d.file);
    }
    text_char(t, dots && d.action == '=' && !d.numbered ? '.' : d.action);
    wxf_write_number(t, d.number);
}
