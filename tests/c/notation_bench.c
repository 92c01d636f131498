/* notation_bench.c — the core's cost of replaying a record in each notation against the same
 * record in UCI (issue #11: at most 2x), without the JS boundary (tests/bench/notation.mjs
 * measures it through the API). Random games of each game (fixed seed) are written in every
 * notation by br_move_write, then replayed with br_move_read + br_game_play; best of 15 rounds.
 *
 * usage: notation_bench        prints ns per ply and the cost relative to UCI
 *        notation_bench PROFILE NOTATION named|any
 *                              replays that one record set once, for instruction counts free of
 *                              the machine's noise: `valgrind --tool=callgrind
 *                              --toggle-collect=replay_once ./build/notation_bench ...`, against
 *                              the same with NOTATION uci (tests/bench/notation_counts.sh) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "boardrules.h"

enum { GAMES = 20, PLIES = 150, ROUNDS = 15, TEXT = 64 };
static char texts[BR_NOTATION_COUNT][GAMES][PLIES][TEXT];
static int lengths[GAMES];

static double now(void) {
    struct timespec t;
    timespec_get(&t, TIME_UTC); /* C11 */
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void write_records(const BrProfile *profile) {
    unsigned seed = 11;
    for (int g = 0; g < GAMES; g++) {
        BrGame *game = br_game_new(profile, NULL, NULL);
        int ply = 0;
        for (; ply < PLIES; ply++) {
            BrMove legal[BR_MAX_MOVES], moves[BR_MAX_MOVES];
            int n = br_game_legal_moves(game, legal), k = 0;
            for (int i = 0; i < n; i++)
                if (BR_MOVE_KIND(legal[i]) != BR_MOVE_PASS) moves[k++] = legal[i];
            if (k == 0) break;
            seed = seed * 1103515245u + 12345u;
            BrMove m = moves[(seed >> 16) % (unsigned)k];
            int kind;
            for (int i = 0; (kind = br_notation_of_game(profile->game, i)) >= 0; i++)
                br_move_write(game, m, kind, 0, texts[kind][g][ply], TEXT);
            br_game_play(game, m);
        }
        lengths[g] = ply;
        br_game_delete(game);
    }
}

/* Replays every record in `kind` once (read as `read_kind`); returns the plies played. */
long replay_once(const BrProfile *profile, int kind, int read_kind) {
    long plies = 0;
    for (int g = 0; g < GAMES; g++) {
        BrGame *game = br_game_new(profile, NULL, NULL);
        for (int p = 0; p < lengths[g]; p++, plies++) {
            BrMove m;
            if (br_move_read(game, read_kind, texts[kind][g][p], &m) || br_game_play(game, m)) {
                fprintf(stderr, "%s: %s does not replay\n", profile->name, texts[kind][g][p]);
                exit(1);
            }
        }
        br_game_delete(game);
    }
    return plies;
}

/* Best seconds per ply replaying every record in `kind` (read as `read_kind`). */
static double replay(const BrProfile *profile, int kind, int read_kind) {
    double best = 1e9;
    for (int r = 0; r < ROUNDS; r++) {
        double start = now();
        long plies = replay_once(profile, kind, read_kind);
        double t = (now() - start) / (double)plies;
        if (t < best) best = t;
    }
    return best;
}

/* One replay, for callgrind: `notation_bench PROFILE NOTATION named|any`. */
static int replay_one(char **argv) {
    const BrProfile *profile = br_profile_find(argv[1]);
    int kind = -1;
    for (int k = 0; k < BR_NOTATION_COUNT; k++)
        if (strcmp(br_notation_name(k), argv[2]) == 0) kind = k;
    if (!profile || kind < 0) {
        fprintf(stderr, "usage: notation_bench [PROFILE NOTATION named|any]\n");
        return 2;
    }
    write_records(profile);
    long plies = replay_once(profile, kind, strcmp(argv[3], "any") == 0 ? BR_NOTATION_ANY : kind);
    printf("%s %s %s: %ld plies\n", argv[1], argv[2], argv[3], plies);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 4) return replay_one(argv);
    const char *profiles[] = { "xiangqi/standard", "janggi/standard", "makruk/standard" };
    printf("%-17s %-8s %9s %9s  %s\n", "profile", "notation", "named ns", "any ns", "cost vs UCI (named / any)");
    for (int p = 0; p < 3; p++) {
        const BrProfile *profile = br_profile_find(profiles[p]);
        write_records(profile);
        double uci = replay(profile, BR_NOTATION_UCI, BR_NOTATION_UCI);
        int kind;
        for (int i = 0; (kind = br_notation_of_game(profile->game, i)) >= 0; i++) {
            double named = replay(profile, kind, kind), any = replay(profile, kind, BR_NOTATION_ANY);
            printf("%-17s %-8s %9.0f %9.0f  %.2fx / %.2fx\n", profiles[p], br_notation_name(kind), named * 1e9,
                   any * 1e9, named / uci, any / uci);
        }
    }
    return 0;
}
