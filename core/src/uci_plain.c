/* uci_plain.c — the plainest UCI text ("h3e3", "a10a9", "d5d6m"), read in a few steps: a replay
 * sends nothing else, and the full reader (notation.c uci_read) first looks for passes, upper
 * case and setup swaps. The grammar is uci_read's; tests/c/one_move_test.c checks that both read
 * every pair of squares alike. */
#include "game.h"

/* A square name in lower case ("a1".."i10"), or -1. */
static int plain_square(const Tables *t, const char **s) {
    const char *p = *s;
    unsigned file = (unsigned)(p[0] - 'a'); /* below 'a': huge */
    if (file >= (unsigned)t->width) return -1; /* a NUL too: p[1] is read only after a letter */
    unsigned digit = (unsigned)(p[1] - '1');
    if (digit > 8) return -1;
    int rank = (int)digit + 1;
    p += 2;
    if (*p >= '0' && *p <= '9') rank = rank * 10 + (*p++ - '0');
    if (rank > t->height) return -1;
    *s = p;
    return (rank - 1) * t->width + (int)file;
}

int br_move_parse_plain(const BrGame *g, const char *text, BrMove *move) {
    const Position *pos = &g->pos;
    if (!text || !move || (pos->setup_pending >> pos->side & 1)) return BR_ERR_MOVE_SYNTAX;
    const char *s = text;
    int from = plain_square(pos->t, &s);
    int to = from < 0 ? -1 : plain_square(pos->t, &s);
    if (to < 0 || from == to) return BR_ERR_MOVE_SYNTAX; /* a pass is written as one square twice */
    int kind = BR_MOVE_NORMAL;
    if (*s == 'm' && pos->profile->game == BR_GAME_MAKRUK) kind = BR_MOVE_PROMOTION, s++;
    if (*s) return BR_ERR_MOVE_SYNTAX;
    *move = BR_MOVE(from, to, kind);
    return BR_OK;
}
