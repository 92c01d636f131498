/* replay_counts.c — the core's cost of a replay ply as tests/bench/api.mjs --replay measures it
 * through the API: each record (one game a line, UCI moves) is replayed from the start with the
 * plain UCI reader (the full reader for what it refuses, as br_wasm_play_text_outcome does),
 * br_game_play and br_game_outcome after every ply. Run under callgrind with
 * --toggle-collect=replay_all for instruction counts free of the shared machine's noise
 * (tests/bench/replay_counts.sh); the tables are built before, outside the count.
 *   replay_counts PROFILE RECORDS_FILE   prints the plies replayed */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "boardrules.h"

enum { GAMES = 20, PLIES = 200, TEXT = 8 };
static char moves[GAMES][PLIES][TEXT];
static int lengths[GAMES], games;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline)) /* callgrind's toggle needs the function, not an inlined copy */
#endif
long replay_all(const BrProfile *profile) {
    long plies = 0;
    for (int g = 0; g < games; g++) {
        BrGame *game = br_game_new(profile, NULL, NULL);
        for (int i = 0; i < lengths[g]; i++) {
            BrMove m;
            if ((br_move_parse_plain(game, moves[g][i], &m) && br_move_read(game, BR_NOTATION_ANY, moves[g][i], &m)) ||
                br_game_play(game, m) || br_game_outcome(game).over) {
                fprintf(stderr, "game %d ply %d: %s does not replay\n", g, i, moves[g][i]);
                exit(1);
            }
            plies++;
        }
        br_game_delete(game);
    }
    return plies;
}

int main(int argc, char **argv) {
    const BrProfile *profile = argc == 3 ? br_profile_find(argv[1]) : NULL;
    FILE *f = argc == 3 ? fopen(argv[2], "r") : NULL;
    if (!profile || !f) {
        fprintf(stderr, "usage: replay_counts PROFILE RECORDS_FILE\n");
        return 2;
    }
    static char line[PLIES * TEXT];
    while (games < GAMES && fgets(line, sizeof line, f)) {
        int n = 0;
        for (char *t = strtok(line, " \n"); t && n < PLIES; t = strtok(NULL, " \n"))
            snprintf(moves[games][n++], TEXT, "%s", t);
        lengths[games++] = n;
    }
    fclose(f);
    br_game_delete(br_game_new(profile, NULL, NULL)); /* the tables, built outside the count */
    printf("%ld\n", replay_all(profile));
    return 0;
}
