/* fuzz_move_text.c — bytes -> a game at a random reachable position + move text ->
 * br_move_parse and br_move_read in every notation, br_game_explain, br_game_play.
 *
 * Input: profile byte, start-position byte, ply count byte (0..31), that many move choices
 * (random play from the start position), then a mode byte: even -> the rest is move text for
 * br_move_parse; odd -> four bytes are a raw 32-bit BrMove, then text anyway.
 * Nothing may crash; a refused move leaves br_game_fen (and the whole Position) unchanged;
 * play's code equals explain's; explain says OK exactly for the moves in the legal list;
 * br_move_uci of anything stays inside its buffer; every notation writes every legal move inside
 * its buffer and reads it back; br_notation_of_text names a notation of a game, or none;
 * br_dialect_text and br_dialect_spell stay inside their buffers, and respell a text or leave it,
 * a spelling reading back; br_move_text_span
 * names a prefix of the text that the notation's reader takes as a text of its own. */
#include "fuzz_common.h"

static void try_move(BrGame *g, BrMove m, const char *how) {
    BrMove legal[BR_MAX_MOVES];
    int n = br_game_legal_moves(g, legal);
    char uci[64];
    memset(uci, 0x7f, sizeof uci);
    size_t len = br_move_uci(g, m, uci, 8);
    FUZZ_CHECK(memchr(uci, 0, 8) && uci[8] == 0x7f, "br_move_uci overflows its buffer (%zu)", len);
    len = br_move_uci(g, m, uci, sizeof uci);
    FUZZ_CHECK(len < sizeof uci, "uci length %zu", len);
    Position before;
    memcpy(&before, &g->pos, sizeof before);
    char fen[256];
    br_game_fen(g, fen, sizeof fen);
    size_t ctx = strlen(fuzz_context);
    snprintf(fuzz_context + ctx, sizeof fuzz_context - ctx, "; %s move %x (%s)", how, m, uci);
    if (play_checked(g, m, legal, n) == BR_OK) {
        if (!known_bug_ahead(&g->pos)) {
            BrMove next[BR_MAX_MOVES];
            check_game(g, next);
        }
        undo_checked(g, &before, fen);
    }
    fuzz_context[ctx] = 0;
}

/* The same text through every notation reader (br_move_read): a known code, nothing changed, a
 * move read is tried like a parsed one; and every legal move written in every notation of the
 * game stays inside its buffer and reads back to itself. */
static void check_notations(BrGame *g, const char *text) {
    for (int kind = BR_NOTATION_ANY; kind < BR_NOTATION_COUNT; kind++) {
        BrMove m = 0xdeadbeef;
        char before[256], after[256];
        br_game_fen(g, before, sizeof before);
        int rc = br_move_read(g, kind, text, &m);
        br_game_fen(g, after, sizeof after);
        FUZZ_CHECK(rc >= 0 && rc < BR_ERR_COUNT, "read code %d", rc);
        FUZZ_CHECK(strcmp(before, after) == 0, "br_move_read changed the game");
        FUZZ_CHECK(rc == BR_OK || m == 0xdeadbeef, "a failed read wrote the move");
        if (rc == BR_OK && m < (1u << 16)) try_move(g, m, "notation");
    }
    /* the notation a text's shape names, in any game and in each: one of the game's, or none */
    for (int game = -1; game <= BR_GAME_MAKRUK; game++) {
        int of = -2, kind = br_notation_of_text(text, game, &of);
        FUZZ_CHECK(kind == -1 ? of == -2 : kind >= 0 && kind < BR_NOTATION_COUNT && of >= 0 && (game < 0 || of == game),
                   "notation of text %d (game %d) in %d", kind, of, game);
    }
    /* a dialect's respelling, either way: inside its buffer (cut, counted in full), never empty;
     * a spelling reads back (as another notation: spelled again, it is no longer of its shape) */
    for (int dialect = BR_DIALECT_GIB_OLD_POINTS; dialect <= BR_DIALECT_RANKS_FROM_ZERO; dialect++) {
        char out[16], back[16], again[16];
        memset(out, 0x7f, sizeof out);
        size_t len = br_dialect_text(dialect, text, out, 8);
        FUZZ_CHECK(out[8] == 0x7f && (len == 0 || strlen(out) == (len < 8 ? len : 7)), "dialect %d: %zu", dialect, len);
        memset(out, 0x7f, sizeof out);
        len = br_dialect_spell(dialect, text, out, 8);
        FUZZ_CHECK(out[8] == 0x7f && (len == 0 || strlen(out) == (len < 8 ? len : 7)), "spell %d: %zu", dialect, len);
        if (len > 0 && len < 8) {
            FUZZ_CHECK(br_dialect_text(dialect, out, back, sizeof back) > 0, "spelled %s, not read", out);
            FUZZ_CHECK(br_dialect_spell(dialect, back, again, sizeof again) == 0, "%s -> %s -> %s", out, back, again);
        }
    }
    /* the first of unspaced moves: a prefix, which the reader (at any position) does not call
     * other than a move text of its notation */
    for (int k = BR_NOTATION_ANY; k < BR_NOTATION_COUNT; k++) {
        size_t span = br_move_text_span(k, text);
        FUZZ_CHECK(span <= strlen(text) && span < BR_MAX_MOVE_TEXT, "span %d: %zu", k, span);
        if (span && k != BR_NOTATION_ANY && br_game_profile(g)->game == BR_GAME_XIANGQI) {
            char first[BR_MAX_MOVE_TEXT];
            memcpy(first, text, span);
            first[span] = 0;
            BrMove m;
            FUZZ_CHECK(br_move_read(g, k, first, &m) != BR_ERR_MOVE_SYNTAX, "span %d: %s", k, first);
        }
    }
    BrMove legal[BR_MAX_MOVES];
    int n = br_game_legal_moves(g, legal), kind;
    for (int i = 0; (kind = br_notation_of_game(br_game_profile(g)->game, i)) >= 0; i++)
        for (int j = 0; j < n; j++) {
            char out[64];
            memset(out, 0x7f, sizeof out);
            size_t len = br_move_write(g, legal[j], kind, (unsigned)j & 1, out, 8);
            FUZZ_CHECK(len > 0 && memchr(out, 0, 8) && out[8] == 0x7f, "write overflows (%zu)", len);
            len = br_move_write(g, legal[j], kind, (unsigned)j & 1, out, sizeof out);
            BrMove back = 0;
            int rc = br_move_read(g, kind, out, &back);
            if (rc == BR_ERR_AMBIGUOUS_MOVE) { /* only when another move writes the same text */
                int same = 0;
                for (int k = 0; k < n; k++) {
                    char other[64];
                    br_move_write(g, legal[k], kind, (unsigned)j & 1, other, sizeof other);
                    same += k != j && strcmp(other, out) == 0;
                }
                FUZZ_CHECK(same > 0, "%s text %s is called ambiguous", br_notation_name(kind), out);
                continue;
            }
            FUZZ_CHECK(len < sizeof out && rc == BR_OK && back == legal[j],
                       "%s text %s does not read back", br_notation_name(kind), out);
        }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    Bytes b = { data, size };
    const BrProfile *profile = pick_profile(take(&b));
    const char *start = pick_fen(profile, take(&b));
    BrGame *g = br_game_new(profile, start, NULL);
    if (!g) return 0;
    unsigned plies = take(&b) % 32;
    BrMove legal[BR_MAX_MOVES];
    for (unsigned i = 0; i < plies; i++) {
        if (known_bug_ahead(&g->pos)) break;
        int n = br_game_legal_moves(g, legal);
        if (n == 0) break;
        br_game_play(g, legal[take(&b) % n]);
    }
    if (known_bug_ahead(&g->pos)) {
        br_game_delete(g);
        return 0;
    }
    describe(g, "move text");
    unsigned mode = take(&b);
    if (mode & 1) try_move(g, take32(&b), "raw");
    char text[256];
    take_text(&b, text, sizeof text, -1);
    BrMove m = 0xdeadbeef;
    int rc = br_move_parse(g, text, &m);
    FUZZ_CHECK(rc == BR_OK || rc == BR_ERR_MOVE_SYNTAX, "parse code %d", rc);
    FUZZ_CHECK(rc == BR_OK || m == 0xdeadbeef, "a failed parse wrote the move");
    if (rc == BR_OK) {
        FUZZ_CHECK(m < (1u << 16), "parsed move %x has bits above 15", m);
        try_move(g, m, text);
    }
    FUZZ_CHECK(br_move_parse(g, NULL, &m) == BR_ERR_MOVE_SYNTAX, "NULL text");
    check_notations(g, text);
    br_game_delete(g);
    return 0;
}
