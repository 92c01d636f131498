/* notation_frame.c — the public notation entry points: which notations a game has, and reading
 * and writing through the reader/writer of each one (notation_*.c). Writing uses the game's
 * legal moves; reading tests only the moves a text may name (a replay reads one text per
 * position: listing every move for it would cost more than the play). Also the few helpers the
 * notations share (UTF-8, check marks, one move's legality, the moves landing on a point). */
#include <string.h>
#include "game.h"
#include "notation_frame.h"

static const char *const notation_names[BR_NOTATION_COUNT] = {
    [BR_NOTATION_UCI] = "uci", [BR_NOTATION_ICCS] = "iccs", [BR_NOTATION_WXF] = "wxf",
    [BR_NOTATION_CHINESE] = "chinese", [BR_NOTATION_JANGGI] = "janggi",
    [BR_NOTATION_KOREAN] = "korean", [BR_NOTATION_SAN] = "san", [BR_NOTATION_THAI] = "thai",
    [BR_NOTATION_VIETNAMESE] = "vietnamese",
};

/* Per game, the notations in the order BR_NOTATION_ANY tries them: UCI first, since its texts
 * are the ones programs send; then from the most to the least constrained spelling. (Xiangqi's
 * SAN, WXF and Chinese share no text: SAN goes before the two that turn its texts away later.
 * WXF and Vietnamese share some, "P2-5": WXF's soldier, Vietnamese's cannon; a text that WXF
 * cannot play is tried in Vietnamese.) */
enum { MAX_GAME_NOTATIONS = 6 };
static const int notation_lists[3][MAX_GAME_NOTATIONS + 1] = {
    [BR_GAME_XIANGQI] = { BR_NOTATION_UCI, BR_NOTATION_ICCS, BR_NOTATION_SAN, BR_NOTATION_WXF, BR_NOTATION_CHINESE, BR_NOTATION_VIETNAMESE, -1 },
    [BR_GAME_JANGGI] = { BR_NOTATION_UCI, BR_NOTATION_ICCS, BR_NOTATION_JANGGI, BR_NOTATION_KOREAN, BR_NOTATION_SAN, -1 },
    [BR_GAME_MAKRUK] = { BR_NOTATION_UCI, BR_NOTATION_SAN, BR_NOTATION_THAI, -1 },
};

const char *br_notation_name(int kind) {
    return kind >= 0 && kind < BR_NOTATION_COUNT ? notation_names[kind] : NULL;
}

int br_notation_of_game(int game, int i) {
    if (game < 0 || game > BR_GAME_MAKRUK || i < 0 || i > MAX_GAME_NOTATIONS) return -1;
    return notation_lists[game][i];
}

bool notation_of_game_has(int game, int kind) {
    for (int i = 0; notation_lists[game][i] >= 0; i++)
        if (notation_lists[game][i] == kind) return true;
    return false;
}

static int notation_read_one(const MoveContext *c, int kind, const char *text, bool any, BrMove *out) {
    /* a pass word ("pass", "0000", "@@@@", "--") is every notation's, as records in any of them write
     * one (a janggi game's SAN from Fairy-Stockfish's tools: "1. Hc3 @@@@") */
    if (pass_word(text)) {
        if (c->pos->king[c->pos->side] == NO_SQ) return BR_ERR_MOVE_SYNTAX;
        *out = pass_move(c->pos);
        return BR_OK;
    }
    /* UCI, ICCS, WXF and Vietnamese start in ASCII (full-width forms folded by trim_move_text):
     * a record's Chinese, Korean or Thai moves, tried in them first under ANY, fail here on their
     * first byte rather than after two calls into each reader */
    unsigned char first = (unsigned char)text[0];
    if (first >= 0x80 && (kind == BR_NOTATION_UCI || kind == BR_NOTATION_ICCS || kind == BR_NOTATION_WXF || kind == BR_NOTATION_VIETNAMESE))
        return BR_ERR_MOVE_SYNTAX;
    switch (kind) {
    case BR_NOTATION_UCI: {
        /* under ANY, upper case and dashes mark ICCS in the games that have it (xiangqi, janggi);
         * in every game, a capital then small letters mark SAN ("A9e9": the advisor of rank 9 to e9) */
        if (any) {
            bool iccs = notation_of_game_has(c->pos->profile->game, BR_NOTATION_ICCS), capital = text[0] >= 'A' && text[0] <= 'Z';
            for (const char *s = text; *s; s++)
                if ((iccs && ((*s >= 'A' && *s <= 'Z') || *s == '-')) || (capital && *s >= 'a' && *s <= 'z'))
                    return BR_ERR_MOVE_SYNTAX;
        }
        return uci_read(c->pos, text, out);
    }
    case BR_NOTATION_ICCS: return iccs_read(c, text, any, out);
    case BR_NOTATION_WXF: return wxf_read(c, text, out);
    case BR_NOTATION_CHINESE: return chinese_read(c, text, out);
    case BR_NOTATION_JANGGI: return janggi_read(c, text, out);
    case BR_NOTATION_KOREAN: return korean_read(c, text, out);
    case BR_NOTATION_SAN:
        return c->pos->profile->game == BR_GAME_MAKRUK ? san_read(c, text, false, out) : fsan_read(c, text, out);
    case BR_NOTATION_THAI: return san_read(c, text, true, out);
    case BR_NOTATION_VIETNAMESE: return vietnamese_read(c, text, any, out);
    default: return BR_ERR_ARGUMENT;
    }
}

/* Notations of one game whose texts look alike, naming other moves: "P2-5" is WXF's soldier and
 * Vietnamese's cannon; they share texts starting with the letters both read (under ANY, where
 * Vietnamese's C is not read: WXF's cannon). (UCI's and ICCS's coordinates are told apart by case
 * and dashes under ANY, never by the moves they name: README "Notations".) */
static const struct { int first, other; const char *shared_starts; } look_alikes[] = {
    { BR_NOTATION_WXF, BR_NOTATION_VIETNAMESE, "PpBb" },
};

/* Whether two notations are look-alikes (either way round). */
static bool look_alike(int a, int b) {
    for (size_t k = 0; k < sizeof look_alikes / sizeof look_alikes[0]; k++)
        if ((look_alikes[k].first == a && look_alikes[k].other == b) || (look_alikes[k].first == b && look_alikes[k].other == a))
            return true;
    return false;
}

/* A text notation `kind` read as *out under BR_NOTATION_ANY, where a look-alike notation reads it
 * too: the one naming a legal move (both: BR_ERR_AMBIGUOUS_MOVE, nothing guessed); BR_OK
 * otherwise, *out as it was. */
static int look_alike_reading(const MoveContext *c, int kind, const char *text, BrMove *out) {
    for (size_t k = 0; k < sizeof look_alikes / sizeof look_alikes[0]; k++) {
        BrMove alt;
        if (look_alikes[k].first != kind || !strchr(look_alikes[k].shared_starts, text[0]) ||
            notation_read_one(c, look_alikes[k].other, text, true, &alt) != BR_OK || alt == *out)
            continue;
        bool legal = move_is_legal(c, *out), alt_legal = move_is_legal(c, alt);
        if (legal && alt_legal) return BR_ERR_AMBIGUOUS_MOVE;
        if (alt_legal) *out = alt;
    }
    return BR_OK;
}

long full_width_ascii(long cp) {
    return cp >= 0xFF01 && cp <= 0xFF5E ? cp - 0xFEE0 : cp;
}

/* The text of one move is short; spaces around it are allowed, inner ones are up to each
 * notation. Copies it without them into buf; false if nothing or too much is left. */
static bool trim_move_text(const char *text, char buf[BR_MAX_MOVE_TEXT]) {
    const char *start = skip_spaces(text);
    size_t n = strlen(start);
    while (n && IS_ASCII_SPACE(start[n - 1])) n--;
    if (n == 0 || n >= BR_MAX_MOVE_TEXT) return false;
    /* full-width forms (U+FF01-FF5E, UTF-8 EF BC 81 .. EF BD 9E) are the ASCII they stand for,
     * in every notation: "Ｈ２－Ｅ２", "０８마８７", "马８进７" read as "H2-E2", "08마87", "马8进7" */
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const unsigned char *u = (const unsigned char *)start + i;
        /* only an EF lead byte may start one (a Thai or Chinese text is mostly other leads) */
        if (u[0] == 0xEF && i + 2 < n && (u[1] & 0xC0) == 0x80 && (u[2] & 0xC0) == 0x80) {
            long cp = 0xF000L | (long)(u[1] & 0x3F) << 6 | (u[2] & 0x3F), ascii = full_width_ascii(cp);
            if (ascii != cp) {
                buf[k++] = (char)ascii;
                i += 2;
                continue;
            }
        }
        buf[k++] = start[i];
    }
    buf[k] = 0;
    return true;
}

int notation_read(const MoveContext *c, int kind, const char *text, BrMove *out) {
    int game = c->pos->profile->game;
    if (!text || !out) return BR_ERR_ARGUMENT;
    if (kind != BR_NOTATION_ANY && (kind < 0 || kind >= BR_NOTATION_COUNT || !notation_of_game_has(game, kind)))
        return BR_ERR_ARGUMENT;
    char buf[BR_MAX_MOVE_TEXT];
    if (!trim_move_text(text, buf)) return BR_ERR_MOVE_SYNTAX;
    /* At an immediate end no move is legal, yet the texts of moves played past it were written
     * among the moves the pieces still have (the game playing past the end): read them so too,
     * on a copy that plays past it. Play then refuses the move (game-over) or plays it. */
    Position past;
    MoveContext past_context;
    if (end_stops_moves(c->pos)) {
        past = *c->pos;
        past.plays_past_end = 1;
        past_context = (MoveContext){ &past, NULL, 0 };
        c = &past_context;
    }
    /* setup swaps have only UCI text, in every notation; a UCI text of any other move is the
     * notation's to read (ICCS's "e1e1" is the keep, e2e2, not UCI's e1e1) */
    BrMove swap;
    if (kind != BR_NOTATION_ANY && kind != BR_NOTATION_UCI && (c->pos->setup_pending >> c->pos->side & 1)
        && uci_read(c->pos, buf, &swap) == BR_OK && BR_MOVE_KIND(swap) == BR_MOVE_SETUP) {
        *out = swap;
        return BR_OK;
    }
    int rc = BR_ERR_MOVE_SYNTAX;
    if (kind != BR_NOTATION_ANY) rc = notation_read_one(c, kind, buf, false, out);
    /* under ANY, the first notation that reads the text (of look-alikes, the legal reading);
     * where none does, the first refusal that is more than "not of this notation" ("P2-5" at the
     * start: WXF's soldier missing, Vietnamese's cannon found) */
    for (int i = 0; kind == BR_NOTATION_ANY && notation_lists[game][i] >= 0; i++) {
        int tried = notation_read_one(c, notation_lists[game][i], buf, true, out);
        if (tried == BR_OK) {
            rc = look_alike_reading(c, notation_lists[game][i], buf, out);
            break;
        }
        if (rc == BR_ERR_MOVE_SYNTAX) rc = tried;
    }
    /* on a setup turn a pass is the keep, in every notation's words for it (K95-95, 한수쉼), as
     * UCI's "pass" is: the page keeps by passing */
    if (rc == BR_OK && BR_MOVE_KIND(*out) == BR_MOVE_PASS && (c->pos->setup_pending >> c->pos->side & 1))
        *out = BR_MOVE(BR_MOVE_FROM(*out), 0, BR_MOVE_SETUP);
    return rc;
}

static size_t move_text_span(int kind, const char *text) {
    switch (kind) {
    case BR_NOTATION_WXF: return wxf_span(text);
    case BR_NOTATION_CHINESE: return chinese_span(text);
    case BR_NOTATION_VIETNAMESE: return vietnamese_span(text);
    case BR_NOTATION_ICCS: return iccs_span(text);
    case BR_NOTATION_THAI: return thai_span(text);
    case BR_NOTATION_SAN: return san_span(text);
    case BR_NOTATION_ANY: {
        size_t n = chinese_span(text);
        if (!n) n = wxf_span(text);
        if (!n) n = vietnamese_span(text);
        if (!n) n = thai_span(text); /* one word with a comma inside ("ข,ค๘-ข๘"), not a list */
        return n ? n : iccs_span(text);
    }
    default: return 0;
    }
}

size_t br_move_text_span(int kind, const char *text) {
    size_t n = text ? move_text_span(kind, text) : 0;
    /* words apart at long runs of spaces fill no move's buffer: no move text (a reader is given
     * less than BR_MAX_MOVE_TEXT bytes) */
    return n < BR_MAX_MOVE_TEXT ? n : 0;
}

/* The notations a text is tried in by br_notation_of_text, in order, each with its game and the
 * strictness BR_NOTATION_ANY reads it with: the scripts of one game first, ICCS's capitals or
 * dashes before UCI's small coordinates (ranks 1-10; makruk's promotion 'm'), the janggi numeric
 * notation, WXF, Vietnamese (whose cannon "P2-5" is WXF's soldier), SAN (makruk's loose SAN,
 * "e4", "Nd2", before xiangqi's and janggi's, whose every piece is lettered: "Che3", "E6e8"), and
 * last ICCS in any case: what only it reads ("e0e1"; janggi's "c0d2" as WinBoard keeps it). */
static const struct { int kind, game; bool any; } text_notations[] = {
    { BR_NOTATION_KOREAN, BR_GAME_JANGGI, true },   { BR_NOTATION_CHINESE, BR_GAME_XIANGQI, true },
    { BR_NOTATION_THAI, BR_GAME_MAKRUK, true },     { BR_NOTATION_ICCS, BR_GAME_XIANGQI, true },
    { BR_NOTATION_ICCS, BR_GAME_JANGGI, true },
    { BR_NOTATION_UCI, BR_GAME_XIANGQI, true },     { BR_NOTATION_UCI, BR_GAME_JANGGI, true },
    { BR_NOTATION_UCI, BR_GAME_MAKRUK, true },      { BR_NOTATION_JANGGI, BR_GAME_JANGGI, true },
    { BR_NOTATION_WXF, BR_GAME_XIANGQI, true },     { BR_NOTATION_VIETNAMESE, BR_GAME_XIANGQI, true },
    { BR_NOTATION_SAN, BR_GAME_MAKRUK, true },      { BR_NOTATION_SAN, BR_GAME_XIANGQI, true },
    { BR_NOTATION_SAN, BR_GAME_JANGGI, true },      { BR_NOTATION_ICCS, BR_GAME_XIANGQI, false },
    { BR_NOTATION_ICCS, BR_GAME_JANGGI, false },
};

/* Each game's start (any built-in profile of it: they share it), where a text's shape is tried.
 * Read once. */
static const Position *game_start(int game) {
    static Position starts[3];
    static bool read[3];
    for (int i = 0; !read[game] && br_profile_at(i); i++) {
        const BrProfile *p = br_profile_at(i);
        if ((int)p->game == game) read[game] = fen_check(&starts[game], p, p->start_fen, NULL) == BR_OK;
    }
    return read[game] ? &starts[game] : NULL;
}

/* How text_notations[i]'s reader takes a text at its game's start: a legal first move there
 * (the first player's), a move of the first player's that the rules may refuse (texts naming two
 * points), or of the notation's shape, with either side to move (a pass names the mover's
 * general: "K25-25" is Han's), or not of the notation. */
enum { TEXT_NOT_READ, TEXT_SHAPE, TEXT_FIRST_MOVE, TEXT_LEGAL_FIRST_MOVE };
static int text_reading(const char *text, size_t i) {
    const Position *start = game_start(text_notations[i].game);
    int reading = TEXT_NOT_READ;
    for (int side = BR_WHITE; start && side <= BR_BLACK; side++) {
        Position pos = *start; /* the readers may use it as scratch */
        pos.side = (uint8_t)side;
        MoveContext c = { &pos, NULL, 0 };
        BrMove m;
        int rc = notation_read_one(&c, text_notations[i].kind, text, text_notations[i].any, &m);
        if (rc == BR_OK && side == BR_WHITE) return move_is_legal(&c, m) ? TEXT_LEGAL_FIRST_MOVE : TEXT_FIRST_MOVE;
        if (rc != BR_ERR_MOVE_SYNTAX) reading = TEXT_SHAPE;
    }
    return reading;
}

int br_notation_of_text(const char *text, int game, int *game_out) {
    char buf[BR_MAX_MOVE_TEXT];
    if (!text || game > BR_GAME_MAKRUK || !trim_move_text(text, buf)) return -1;
    if (pass_word(buf)) return -1; /* every notation's records write a pass so: it tells none */
    /* the first notation whose reader takes the text; of one notation in several games (UCI,
     * SAN), the game where it names a first move ("Pg5", a xiangqi soldier's, names none of
     * White's in makruk, whose SAN reads a P too); of look-alike notations, a later one where
     * it names a legal first move and the first only has its shape ("P2-5": WXF's soldier has no
     * such move, Vietnamese's cannon has) */
    int found = -1;
    for (int i = 0; i < (int)(sizeof text_notations / sizeof text_notations[0]); i++) {
        if (game >= 0 && text_notations[i].game != game) continue;
        int kind = text_notations[i].kind;
        bool other_kind = found >= 0 && kind != text_notations[found].kind;
        if (other_kind && !look_alike(kind, text_notations[found].kind)) break;
        int reading = text_reading(buf, (size_t)i);
        if (other_kind && reading != TEXT_LEGAL_FIRST_MOVE) continue;
        if (reading >= TEXT_FIRST_MOVE) {
            found = i;
            break;
        }
        if (reading == TEXT_SHAPE && found < 0) found = i;
    }
    if (found < 0) return -1;
    if (game_out) *game_out = text_notations[found].game;
    return text_notations[found].kind;
}

size_t notation_write(const MoveContext *c, BrMove m, int kind, unsigned flags, char *out,
                      size_t cap) {
    Text t = text_start(out, cap);
    int game = c->pos->profile->game;
    /* a makruk pawn reaching its last ranks promotes, marked or not (as br_game_play takes it) */
    BrMove promoted = BR_MOVE(BR_MOVE_FROM(m), BR_MOVE_TO(m), BR_MOVE_PROMOTION);
    if (BR_MOVE_KIND(m) == BR_MOVE_NORMAL && !move_is_legal(c, m) && move_is_legal(c, promoted)) m = promoted;
    if (kind < 0 || kind >= BR_NOTATION_COUNT || !notation_of_game_has(game, kind) || !move_is_legal(c, m))
        return 0;
    if (BR_MOVE_KIND(m) == BR_MOVE_SETUP) kind = BR_NOTATION_UCI; /* no other text exists */
    switch (kind) {
    case BR_NOTATION_UCI: uci_write(c->pos, m, &t); break;
    case BR_NOTATION_ICCS: iccs_write(c, m, &t); break;
    case BR_NOTATION_WXF: wxf_write(c, m, flags, &t); break;
    case BR_NOTATION_CHINESE: chinese_write(c, m, flags, &t); break;
    case BR_NOTATION_JANGGI: janggi_write(c, m, &t); break;
    case BR_NOTATION_KOREAN: korean_write(c, m, &t); break;
    case BR_NOTATION_SAN:
        if (game == BR_GAME_MAKRUK) san_write(c, m, false, &t);
        else fsan_write(c, m, &t);
        break;
    case BR_NOTATION_THAI: san_write(c, m, true, &t); break;
    case BR_NOTATION_VIETNAMESE: vietnamese_write(c, m, &t); break;
    }
    return t.len;
}

size_t notation_write_at(Position *pos, BrMove m, int kind, unsigned flags, char *out, size_t cap) {
    /* SAN tells a move's origin from the other legal moves; the other notations test the move
     * alone (move_is_legal without a list), which spares a list a move in a history's walk */
    bool by_list = kind == BR_NOTATION_SAN || kind == BR_NOTATION_THAI;
    BrMove legal[BR_MAX_MOVES];
    MoveContext c = { pos, by_list ? legal : NULL, by_list ? generate_legal(pos, legal) : 0 };
    size_t n = notation_write(&c, m, kind, flags, out, cap);
    if (!n && cap) out[0] = 0;
    return n;
}

static MoveContext notation_context(BrGame *g) {
    game_refresh(g);
    return (MoveContext){ &g->pos, g->legal, g->legal_count };
}

int br_move_read(BrGame *g, int kind, const char *text, BrMove *out) {
    if (!g) return BR_ERR_ARGUMENT;
    /* read from the board, with the legal moves only if they are at hand: a replay reads one
     * text per position and spares the list (the readers test the few moves a text may name) */
    MoveContext c = { &g->pos, g->cache_valid ? g->legal : NULL, g->cache_valid ? g->legal_count : 0 };
    BrMove m;
    int rc = notation_read(&c, kind, text, &m);
    if (rc == BR_OK) *out = m;
    return rc;
}

size_t br_move_write(BrGame *g, BrMove m, int kind, unsigned flags, char *out, size_t cap) {
    if (!g) return 0;
    MoveContext c = notation_context(g);
    size_t n = notation_write(&c, m, kind, flags, out, cap);
    if (!n && cap) out[0] = 0;
    return n;
}

/* ---- helpers ---- */

long utf8_next_multibyte(const char **s) {
    const unsigned char *p = (const unsigned char *)*s;
    long cp;
    int extra;
    if ((p[0] & 0xE0) == 0xC0) { cp = p[0] & 0x1F; extra = 1; }
    else if ((p[0] & 0xF0) == 0xE0) { cp = p[0] & 0x0F; extra = 2; }
    else if ((p[0] & 0xF8) == 0xF0) { cp = p[0] & 0x07; extra = 3; }
    else return -1;
    for (int i = 1; i <= extra; i++) {
        if ((p[i] & 0xC0) != 0x80) return -1;
        cp = cp << 6 | (p[i] & 0x3F);
    }
    *s += extra + 1;
    return cp;
}

void text_code_point(Text *t, long cp) {
    if (cp < 0x80) text_char(t, (char)cp);
    else if (cp < 0x800) {
        text_char(t, (char)(0xC0 | cp >> 6));
        text_char(t, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        text_char(t, (char)(0xE0 | cp >> 12));
        text_char(t, (char)(0x80 | (cp >> 6 & 0x3F)));
        text_char(t, (char)(0x80 | (cp & 0x3F)));
    } else {
        text_char(t, (char)(0xF0 | cp >> 18));
        text_char(t, (char)(0x80 | (cp >> 12 & 0x3F)));
        text_char(t, (char)(0x80 | (cp >> 6 & 0x3F)));
        text_char(t, (char)(0x80 | (cp & 0x3F)));
    }
}

void check_mark(const MoveContext *c, BrMove m, Text *t) {
    Position *pos = c->pos;
    Undo u;
    make_move(pos, m, &u);
    if (in_check(pos)) {
        /* mate is a check the pieces cannot answer: a rules' end the move also reached (a
         * bikjang, a count) ends the game otherwise, and leaves the check a '+', as
         * Fairy-Stockfish writes it */
        uint8_t past_end = pos->plays_past_end;
        pos->plays_past_end = 1;
        BrMove replies[BR_MAX_MOVES];
        text_char(t, generate_legal(pos, replies) ? '+' : '#');
        pos->plays_past_end = past_end;
    }
    unmake_move(pos, &u);
}

/* A move tested alone: its piece generates it and it leaves the general safe (the filter of
 * generate_legal); passes and setup swaps, rare in records, are looked up in a list. */
static bool move_is_legal_alone(Position *pos, BrMove m) {
    int kind = BR_MOVE_KIND(m), from = BR_MOVE_FROM(m);
    if (kind == BR_MOVE_PASS || kind == BR_MOVE_SETUP || (pos->setup_pending >> pos->side & 1)) {
        BrMove legal[BR_MAX_MOVES];
        MoveContext listed = { pos, legal, generate_legal(pos, legal) };
        return move_is_legal(&listed, m);
    }
    if (from >= pos->t->squares || !pos->board[from] || BR_PIECE_COLOR(pos->board[from]) != pos->side ||
        end_stops_moves(pos))
        return false;
    SquareSet piece = { { 0, 0 } };
    set_add(&piece, from);
    BrMove moves[BR_MAX_MOVES];
    for (int i = 0, n = generate_moves_of(pos, piece, moves); i < n; i++)
        if (moves[i] == m) return move_is_legal_after_pseudo(pos, m);
    return false;
}

bool move_is_legal(const MoveContext *c, BrMove m) {
    if (!c->legal) return move_is_legal_alone(c->pos, m);
    for (int i = 0; i < c->count; i++)
        if (c->legal[i] == m) return true;
    return false;
}

char glyph_letter(const char32_t *glyphs, const char *values, long cp) {
    for (int i = 0; glyphs[i]; i++)
        if ((long)glyphs[i] == cp) return values[i];
    return 0;
}

const char xq_piece_letters[8] = { 0, 'K', 'A', 'E', 'H', 'R', 'C', 'P' };

int xq_piece_of_letter(char c) {
    switch (c >= 'a' && c <= 'z' ? c - 32 : c) {
    case 'K': case 'G': return BR_KING;
    case 'A': return BR_ADVISOR;
    case 'E': case 'B': return BR_ELEPHANT;
    case 'H': case 'N': return BR_HORSE;
    case 'R': return BR_CHARIOT;
    case 'C': return BR_CANNON;
    case 'P': return BR_SOLDIER;
    default: return 0;
    }
}

const char *skip_spaces(const char *s) {
    for (;;) {
        if (IS_ASCII_SPACE(*s)) s++;
        else if ((unsigned char)s[0] == 0xE3 && (unsigned char)s[1] == 0x80 && (unsigned char)s[2] == 0x80)
            s += 3; /* U+3000 ideographic space */
        else return s;
    }
}

bool at_end(const char *s) { return *skip_spaces(s) == 0; }
