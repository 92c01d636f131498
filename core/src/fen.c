/* fen.c — FEN as Fairy-Stockfish and pychess write it (RULES §1): parse with errors that name
 * the field, the rank and the character; emit the canonical form. */
#include <ctype.h>
#include <string.h>
#include "internal.h"

enum { FEN_MAX_LENGTH = 200 };

/* Letters per game, indexed by piece type; aliases are read but never written. */
static const char xiangqi_letters[8] = { 0, 'k', 'a', 'b', 'n', 'r', 'c', 'p' };
static const char makruk_letters[8] = { 0, 'k', 'm', 's', 'n', 'r', 0, 'p' };

/* The FEN letter of a piece byte in a game (upper case: first player), 0 for none. */
char br_piece_letter(int game, int piece) {
    if (piece <= 0 || game < BR_GAME_XIANGQI || game > BR_GAME_MAKRUK) return 0;
    char c = (game == BR_GAME_MAKRUK ? makruk_letters : xiangqi_letters)[BR_PIECE_TYPE(piece)];
    return c && BR_PIECE_COLOR(piece) == BR_WHITE ? (char)(c - 'a' + 'A') : c;
}

static int piece_type_of_letter(BrGameKind game, char lower) {
    const char *letters = game == BR_GAME_MAKRUK ? makruk_letters : xiangqi_letters;
    for (int t = BR_KING; t <= BR_SOLDIER; t++)
        if (letters[t] && letters[t] == lower) return t;
    if (game != BR_GAME_MAKRUK) {
        if (lower == 'e') return BR_ELEPHANT;
        if (lower == 'h') return BR_HORSE;
    }
    return 0;
}

static int fail(BrError *err, int code, int field, int rank, int column, int detail) {
    if (err) *err = (BrError){ code, field, rank, column, detail };
    return code;
}

/* Reads an unsigned decimal number at *s; returns -1 if there is none or it is too large. */
static long read_number(const char **s) {
    if (!isdigit((unsigned char)**s)) return -1;
    long v = 0;
    while (isdigit((unsigned char)**s)) {
        v = v * 10 + (**s - '0');
        if (v > 1000000) return -1;
        (*s)++;
    }
    return v;
}

static int parse_board(Position *pos, const char *text, const char **end, BrError *err) {
    const Tables *t = pos->t;
    BrGameKind game = pos->profile->game;
    const char *s = text;
    for (int row = 0; row < t->height; row++) {
        int rank = t->height - 1 - row, file = 0;
        while (*s && *s != '/' && *s != ' ') {
            int column = (int)(s - text);
            if (isdigit((unsigned char)*s)) {
                long run = read_number(&s);
                if (run <= 0 || file + run > t->width)
                    return fail(err, BR_ERR_FEN_RANK_WIDTH, 1, rank + 1, column, t->width);
                file += (int)run;
                continue;
            }
            int type = piece_type_of_letter(game, (char)tolower((unsigned char)*s));
            if (!type) return fail(err, BR_ERR_FEN_PIECE_LETTER, 1, rank + 1, column, *s);
            if (file >= t->width)
                return fail(err, BR_ERR_FEN_RANK_WIDTH, 1, rank + 1, column, t->width);
            uint8_t piece = PIECE(type, islower((unsigned char)*s) ? BR_BLACK : BR_WHITE);
            s++;
            if (*s == '~') {
                if (game != BR_GAME_MAKRUK || type != BR_ADVISOR)
                    return fail(err, BR_ERR_FEN_PIECE_LETTER, 1, rank + 1, (int)(s - text), '~');
                piece |= BR_PIECE_PROMOTED;
                s++;
            }
            pos->board[rank * t->width + file++] = piece;
        }
        if (file != t->width)
            return fail(err, BR_ERR_FEN_RANK_WIDTH, 1, rank + 1, (int)(s - text), t->width);
        if (row < t->height - 1) {
            if (*s != '/')
                return fail(err, BR_ERR_FEN_RANK_COUNT, 1, rank, (int)(s - text), t->height);
            s++;
        }
    }
    if (*s == '/') return fail(err, BR_ERR_FEN_RANK_COUNT, 1, -1, (int)(s - text), t->height);
    *end = s;
    return BR_OK;
}

/* Checks that the pieces could stand where they are: one general each, each piece on a point
 * it can reach; at most 16 pieces a side, of any kinds (study positions such as RULES §3.4 hold
 * three chariots). */
static int validate_material(Position *pos, BrError *err) {
    const Tables *t = pos->t;
    int count[16] = { 0 };
    for (int s = 0; s < t->squares; s++) {
        uint8_t p = pos->board[s];
        if (!p) continue;
        count[PIECE_INDEX(p)]++;
        if (!t->allowed[PIECE_INDEX(p)][s])
            return fail(err, BR_ERR_FEN_PIECE_PLACEMENT, 1, s / t->width + 1, -1, s);
        if (BR_PIECE_TYPE(p) == BR_KING) pos->king[BR_PIECE_COLOR(p)] = (uint8_t)s;
    }
    for (int c = 0; c < 2; c++) {
        if (count[PIECE(BR_KING, c)] != 1)
            return fail(err, BR_ERR_FEN_KING_COUNT, 1, -1, -1, c);
        int pieces = 0;
        for (int type = BR_KING; type <= BR_SOLDIER; type++) pieces += count[PIECE(type, c)];
        if (pieces > BR_MAX_PIECES_PER_SIDE) /* also keeps move lists within BR_MAX_MOVES */
            return fail(err, BR_ERR_FEN_PIECE_COUNT, 1, -1, -1, c);
    }
    return BR_OK;
}

int fen_parse(Position *pos, const BrProfile *profile, const Tables *t, const char *fen,
              BrError *err) {
    position_clear(pos, profile, t);
    if (!fen) return fail(err, BR_ERR_FEN_EMPTY, 1, -1, 0, 0);
    const char *s = fen;
    while (*s == ' ') s++;
    if (!*s) return fail(err, BR_ERR_FEN_EMPTY, 1, -1, 0, 0);
    if (strlen(s) > FEN_MAX_LENGTH) return fail(err, BR_ERR_FEN_TOO_LONG, 0, -1, FEN_MAX_LENGTH, FEN_MAX_LENGTH);

    int lead = (int)(s - fen);
    int rc = parse_board(pos, s, &s, err);
    if (rc) {
        if (err && err->column >= 0) err->column += lead;
        return rc;
    }
    /* Fields after the board may be omitted: side w, no clock, move 1. */
    while (*s == ' ') s++;
    if (*s) {
        char side = *s;
        bool red = profile->game == BR_GAME_XIANGQI && side == 'r';
        if ((side != 'w' && side != 'b' && !red) || (s[1] && s[1] != ' '))
            return fail(err, BR_ERR_FEN_SIDE, 2, -1, (int)(s - fen), 0);
        pos->side = side == 'b' ? BR_BLACK : BR_WHITE;
        s++;
        for (int field = 3; field <= 4; field++) {
            while (*s == ' ') s++;
            if (!*s) break;
            /* Fairy-Stockfish keeps the makruk counting limit (plies) in the fourth field */
            if (field == 4 && profile->counting && isdigit((unsigned char)*s)) {
                long limit = read_number(&s);
                if (limit < 0 || limit > 65535 || (*s && *s != ' '))
                    return fail(err, BR_ERR_FEN_EXTRA, field, -1, (int)(s - fen), 0);
                pos->count_limit = (uint16_t)limit;
                continue;
            }
            if (*s != '-' || (s[1] && s[1] != ' '))
                return fail(err, BR_ERR_FEN_EXTRA, field, -1, (int)(s - fen), 0);
            s++;
        }
        while (*s == ' ') s++;
        if (*s) {
            long clock = read_number(&s);
            if (clock < 0 || clock > 65535 || (*s && *s != ' '))
                return fail(err, BR_ERR_FEN_CLOCK, 5, -1, (int)(s - fen), 0);
            pos->clock = (uint16_t)clock;
            if (pos->count_limit) pos->count = (uint16_t)clock;
            while (*s == ' ') s++;
            if (*s) {
                long move = read_number(&s);
                if (move < 1 || move > 65535 || (*s && *s != ' '))
                    return fail(err, BR_ERR_FEN_FULLMOVE, 6, -1, (int)(s - fen), 0);
                pos->fullmove = (uint16_t)move;
                while (*s == ' ') s++;
                if (*s) return fail(err, BR_ERR_FEN_EXTRA, 7, -1, (int)(s - fen), 0);
            }
        }
    }

    rc = validate_material(pos, err);
    if (rc) return rc;
    position_sync_occupied(pos); /* the attack test below reads the occupied sets */
    int them = pos->side ^ 1;
    if (square_attacked(pos, pos->king[them], pos->side) ||
        (profile->flying_general && generals_facing(pos)))
        return fail(err, BR_ERR_FEN_OPPONENT_IN_CHECK, 1, -1, -1, them);
    pos->key = position_compute_key(pos);
    return BR_OK;
}

size_t fen_write(const Position *pos, char *out, size_t cap) {
    const Tables *t = pos->t;
    const char *letters = pos->profile->game == BR_GAME_MAKRUK ? makruk_letters : xiangqi_letters;
    char buf[FEN_MAX_LENGTH];
    size_t n = 0;
    for (int rank = t->height - 1; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < t->width; file++) {
            uint8_t p = pos->board[rank * t->width + file];
            if (!p) { empty++; continue; }
            if (empty) buf[n++] = (char)('0' + empty), empty = 0;
            char c = letters[BR_PIECE_TYPE(p)];
            buf[n++] = BR_PIECE_COLOR(p) == BR_WHITE ? (char)toupper((unsigned char)c) : c;
            if (p & BR_PIECE_PROMOTED) buf[n++] = '~';
        }
        if (empty) buf[n++] = (char)('0' + empty);
        if (rank) buf[n++] = '/';
    }
    Text tail = text_start(buf + n, sizeof buf - n);
    text_str(&tail, pos->side ? " b - " : " w - ");
    if (pos->count_limit) { /* Fairy-Stockfish's makruk counting fields */
        text_int(&tail, pos->count_limit);
        text_char(&tail, ' ');
        text_int(&tail, pos->count);
    } else {
        text_str(&tail, "- ");
        text_int(&tail, pos->clock);
    }
    text_char(&tail, ' ');
    text_int(&tail, pos->fullmove);
    n += tail.len;
    if (cap) {
        size_t k = n < cap - 1 ? n : cap - 1;
        memcpy(out, buf, k);
        out[k] = 0;
    }
    return n;
}
