/* fuzz_fen.c — bytes -> profile choice + FEN text -> br_game_new.
 *
 * Input: byte 0 picks the built-in profile (low 3 bits... modulo the count) and the capacity
 * used for the error message; the rest is the FEN text (up to the first NUL).
 * A refused FEN must come with a known error code, a name and a message that fits any buffer.
 * An accepted one must survive check_game: FEN -> reparse -> same FEN, legal moves that are
 * explained as legal and read back from UCI, make/unmake exact, outcome consistent with the
 * legal moves, perft(1) equal to their count. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    Bytes b = { data, size };
    unsigned head = take(&b);
    const BrProfile *profile = pick_profile(head);
    char fen[512];
    take_text(&b, fen, sizeof fen, -1);
    snprintf(fuzz_context, sizeof fuzz_context, "profile %s, fen \"%.300s\"", profile->name, fen);

    BrError err;
    memset(&err, 0x5a, sizeof err);
    BrGame *g = br_game_new(profile, fen, &err);
    if (!g) {
        FUZZ_CHECK(err.code > BR_OK && err.code < BR_ERR_COUNT, "error code %d", err.code);
        FUZZ_CHECK(fen[0] != 0, "the empty FEN means the start position, never an error");
        const char *name = br_error_name(err.code);
        FUZZ_CHECK(name && strcmp(name, "unknown-error") != 0, "code %d has no name", err.code);
        char small[80], big[512];
        size_t cap = 1 + (head >> 3) % (sizeof small - 1);
        memset(small, 0x7f, sizeof small);
        size_t len = br_error_message(&err, small, cap);
        FUZZ_CHECK(memchr(small, 0, cap) != NULL, "message not terminated within %zu bytes", cap);
        FUZZ_CHECK(small[cap] == 0x7f || cap == sizeof small, "message written past %zu bytes", cap);
        size_t full = br_error_message(&err, big, sizeof big);
        FUZZ_CHECK(full == len && full < sizeof big && strlen(big) == full, "message lengths %zu %zu", len, full);
        return 0;
    }
    if (known_bug_ahead(&g->pos)) {
        br_game_delete(g);
        return 0;
    }
    BrMove legal[BR_MAX_MOVES];
    int n = check_game(g, legal);
    /* one ply deeper: play the move the input's last byte names, check, undo */
    if (n > 0) {
        Position before;
        memcpy(&before, &g->pos, sizeof before);
        char before_fen[256];
        br_game_fen(g, before_fen, sizeof before_fen);
        BrMove m = legal[(size ? data[size - 1] : 0) % n];
        FUZZ_CHECK(play_checked(g, m, legal, n) == BR_OK, "a legal move was refused");
        if (!known_bug_ahead(&g->pos)) {
            BrMove next[BR_MAX_MOVES];
            check_game(g, next);
        }
        undo_checked(g, &before, before_fen);
    }
    br_game_delete(g);
    return 0;
}
