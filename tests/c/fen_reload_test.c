/* fen_reload_test.c — every position a game reaches under a profile loads under that profile
 * (issue #17 item 2). Random games under every built-in profile; after each move the FEN the
 * game writes must load, and the loaded game must write the same FEN. Plus the reported case:
 * janggi/standard, a pass in check during a face-off (legal: it ends the game by bikjang). */
#include <string.h>
#include "boardrules.h"
#include "check.h"

enum { GAMES_PER_PROFILE = 60, MAX_GAME_PLIES = 400 };

/* The FEN of g loads under g's profile and is written back unchanged; returns 1 if so. */
static int reloads(BrGame *g) {
    char fen[256], again[256];
    br_game_fen(g, fen, sizeof fen);
    BrError err;
    BrGame *copy = br_game_new(br_game_profile(g), fen, &err);
    if (!copy) {
        char message[256];
        br_error_message(&err, message, sizeof message);
        fprintf(stderr, "%s: FEN it wrote refused: %s\n  %s\n", br_game_profile(g)->name, fen, message);
        return 0;
    }
    CHECK_EQ_INT(br_fen_check(br_game_profile(g), fen, NULL), BR_OK);
    br_game_fen(copy, again, sizeof again);
    int same = strcmp(fen, again) == 0;
    if (!same) fprintf(stderr, "%s: %s\n  reloads as %s\n", br_game_profile(g)->name, fen, again);
    br_game_delete(copy);
    return same;
}

static void random_games(const BrProfile *profile, long *positions) {
    for (int n = 0; n < GAMES_PER_PROFILE; n++) {
        BrGame *g = br_game_new(profile, NULL, NULL);
        CHECK(g != NULL);
        if (!g) return;
        BrMove moves[BR_MAX_MOVES];
        for (int ply = 0; ply < MAX_GAME_PLIES; ply++) {
            int count = br_game_legal_moves(g, moves);
            if (!count) break;
            /* passes are rare in real games but are what reaches odd positions: favour them */
            BrMove m = moves[count - 1];
            if (BR_MOVE_KIND(m) != BR_MOVE_PASS || check_random(4)) m = moves[check_random((unsigned)count)];
            CHECK_EQ_INT(br_game_play(g, m), BR_OK);
            (*positions)++;
            if (!reloads(g)) {
                check_failures++;
                break;
            }
        }
        br_game_delete(g);
    }
}

/* Issue #17: after the pass the FEN was refused with fen-opponent-in-check. Loaded, the
 * position must also be over the same way: the pass that reached it ended the game. */
static void pass_in_face_off(void) {
    const BrProfile *p = br_profile_find("janggi/standard");
    BrGame *g = br_game_new(p, "r1ba1a1nr/4k4/n6c1/3p2p1p/1p1p1P3/8P/PcPP2b2/1C1A3CN/9/RNBAK1B1R w - - 18 10", NULL);
    CHECK(g != NULL);
    if (!g) return;
    BrMove pass;
    CHECK_EQ_INT(br_move_parse(g, "pass", &pass), BR_OK);
    CHECK_EQ_INT(br_game_play(g, pass), BR_OK);
    BrOutcome over = br_game_outcome(g);
    CHECK(over.over); /* a bikjang end, scored by material count under this profile */
    char fen[256];
    br_game_fen(g, fen, sizeof fen);
    BrError err;
    BrGame *loaded = br_game_new(p, fen, &err);
    CHECK(loaded != NULL);
    if (loaded) {
        BrOutcome o = br_game_outcome(loaded);
        CHECK(o.over == over.over && o.winner == over.winner && o.reason == over.reason);
        BrMove moves[BR_MAX_MOVES];
        CHECK_EQ_INT(br_game_legal_moves(loaded, moves), 0); /* nobody takes the general */
        br_game_delete(loaded);
    } else {
        CHECK_EQ_INT(err.code, BR_OK);
    }
    /* under a profile whose rules never let a side pass in check, the position stays refused */
    CHECK(br_game_new(br_profile_find("janggi/plyyard"), fen, &err) == NULL);
    CHECK_EQ_INT(err.code, BR_ERR_FEN_OPPONENT_IN_CHECK);
    br_game_delete(g);
}

int main(void) {
    pass_in_face_off();
    long positions = 0;
    for (int i = 0; i < br_profile_count(); i++) random_games(br_profile_at(i), &positions);
    printf("fen_reload: %ld positions reloaded under %d profiles, %d failures\n", positions,
           br_profile_count(), check_failures);
    return check_failures != 0;
}
