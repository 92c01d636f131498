/* notation.c — UCI-style move text (RULES §1): "h3e3", "a10a9", "d5d6m", passes written as the
 * general's square twice, vchess setup swaps "b1c1,h1g1". */
#include <ctype.h>
#include <string.h>
#include "game.h"
#include "notation_frame.h"

static size_t square_name(const Position *pos, int sq, char *out, size_t cap) {
    char buf[4];
    size_t n = 0;
    int w = pos->t->width;
    if (sq >= 0 && sq < pos->t->squares) {
        int rank = sq / w + 1;
        buf[n++] = (char)('a' + sq % w);
        if (rank >= 10) buf[n++] = (char)('0' + rank / 10);
        buf[n++] = (char)('0' + rank % 10);
    } else {
        buf[n++] = '-';
    }
    if (cap) {
        size_t k = n < cap - 1 ? n : cap - 1;
        memcpy(out, buf, k);
        out[k] = 0;
    }
    return n;
}

void square_text(const Position *pos, int sq, Text *t) {
    char name[4];
    square_name(pos, sq, name, sizeof name);
    text_str(t, name);
}

size_t br_square_name(const BrGame *g, int sq, char *out, size_t cap) {
    return square_name(&g->pos, sq, out, cap);
}

/* Reads a square name at *s ("a1".."i10"); returns the square or -1. */
static int read_square(const Tables *t, const char **s) {
    const char *p = *s;
    int file = tolower((unsigned char)*p) - 'a';
    if (file < 0 || file >= t->width) return -1;
    p++;
    if (!isdigit((unsigned char)*p) || *p == '0') return -1;
    int rank = *p++ - '0';
    if (isdigit((unsigned char)*p)) rank = rank * 10 + (*p++ - '0');
    if (rank < 1 || rank > t->height) return -1;
    *s = p;
    return (rank - 1) * t->width + file;
}

/* The setup swap a from-to pair names for the side to move: BR_SWAP_LEFT, _RIGHT or 0. */
static int swap_named(const Position *pos, int from, int to) {
    int rank = pos->side == BR_WHITE ? 0 : pos->t->height - 1, base = rank * pos->t->width;
    if (from == base + 1 && to == base + 2) return BR_SWAP_LEFT;
    if (from == base + 7 && to == base + 6) return BR_SWAP_RIGHT;
    return 0;
}

int br_move_parse(const BrGame *g, const char *text, BrMove *move) {
    return uci_read(&g->pos, text, move);
}

bool pass_word(const char *text) {
    /* "--" is PGN's null move, WinBoard's pass in a janggi game ("59. -- Aff9") */
    static const char *const words[] = { "pass", "0000", "@@@@", "--" };
    /* compared only when the first character can start one (uci_read asks once per move) */
    if (text[0] == 0 || !strchr("p0@-", text[0])) return false;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(text, words[i]) == 0) return true;
    return false;
}

BrMove pass_move(const Position *pos) {
    int king = pos->king[pos->side];
    return pos->setup_pending >> pos->side & 1 ? BR_MOVE(king, 0, BR_MOVE_SETUP) : BR_MOVE(king, king, BR_MOVE_PASS);
}

int uci_read(const Position *pos, const char *text, BrMove *move) {
    if (!text || !move) return BR_ERR_MOVE_SYNTAX;
    bool setup_turn = pos->setup_pending >> pos->side & 1;
    int king = pos->king[pos->side];
    if (pass_word(text)) {
        if (king == NO_SQ) return BR_ERR_MOVE_SYNTAX;
        *move = pass_move(pos);
        return BR_OK;
    }
    const char *s = text;
    int mask = 0, parts = 0;
    BrMove m = 0;
    for (;;) {
        int from = read_square(pos->t, &s);
        if (from < 0) return BR_ERR_MOVE_SYNTAX;
        int to = read_square(pos->t, &s);
        if (to < 0) return BR_ERR_MOVE_SYNTAX;
        int kind = BR_MOVE_NORMAL;
        if (*s == 'm' || *s == 'M') {
            if (pos->profile->game != BR_GAME_MAKRUK) return BR_ERR_MOVE_SYNTAX;
            kind = BR_MOVE_PROMOTION;
            s++;
        }
        parts++;
        if (setup_turn) mask |= swap_named(pos, from, to);
        m = from == to && from == king ? BR_MOVE(king, king, BR_MOVE_PASS) : BR_MOVE(from, to, kind);
        if (*s != ',') break;
        s++;
        if (parts == 2) return BR_ERR_MOVE_SYNTAX;
    }
    if (*s) return BR_ERR_MOVE_SYNTAX;
    /* two parts are the two swaps, each once: a first part that is not one ("a1a9,h1g1",
     * "e2e2,h1g1") is not dropped for the second */
    if (parts == 2 && mask != (BR_SWAP_LEFT | BR_SWAP_RIGHT)) return BR_ERR_MOVE_SYNTAX;
    if (setup_turn && (mask || BR_MOVE_KIND(m) == BR_MOVE_PASS)) m = BR_MOVE(king, mask, BR_MOVE_SETUP);
    *move = m;
    return BR_OK;
}

size_t br_move_uci(const BrGame *g, BrMove m, char *out, size_t cap) {
    Text t = text_start(out, cap);
    uci_write(&g->pos, m, &t);
    return t.len;
}

void uci_write(const Position *pos, BrMove m, Text *t) {
    char a[4], b[4];
    int from = BR_MOVE_FROM(m), to = BR_MOVE_TO(m), kind = BR_MOVE_KIND(m);
    if (kind == BR_MOVE_SETUP) {
        /* the swaps are on the back rank of the general's side */
        int w = pos->t->width;
        int base = from < pos->t->squares / 2 ? 0 : (pos->t->height - 1) * w;
        char l1[4], l2[4], r1[4], r2[4];
        square_name(pos, base + 1, l1, sizeof l1);
        square_name(pos, base + 2, l2, sizeof l2);
        square_name(pos, base + 7, r1, sizeof r1);
        square_name(pos, base + 6, r2, sizeof r2);
        square_name(pos, from, a, sizeof a);
        if (to == 0) {
            text_str(t, a);
            text_str(t, a);
        }
        if (to & BR_SWAP_LEFT) {
            text_str(t, l1);
            text_str(t, l2);
        }
        if (to == (BR_SWAP_LEFT | BR_SWAP_RIGHT)) text_char(t, ',');
        if (to & BR_SWAP_RIGHT) {
            text_str(t, r1);
            text_str(t, r2);
        }
    } else {
        square_name(pos, from, a, sizeof a);
        square_name(pos, to, b, sizeof b);
        text_str(t, a);
        text_str(t, b);
        if (kind == BR_MOVE_PROMOTION) text_char(t, 'm');
    }
}
