#define _POSIX_C_SOURCE 199309L
/* brcli.c — native command line over the core: perft and legal moves for a profile and FEN.
 * Used by the C tests and for timing the native build. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "boardrules.h"

static int usage(void) {
    fprintf(stderr, "usage: brcli perft <profile> <depth> [fen]\n"
                    "       brcli moves <profile> [fen]\n"
                    "       brcli profiles\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc < 2) return usage();
    if (strcmp(argv[1], "profiles") == 0) {
        for (int i = 0; i < br_profile_count(); i++) puts(br_profile_at(i)->name);
        return 0;
    }
    if (argc < 3) return usage();
    const BrProfile *p = br_profile_find(argv[2]);
    if (!p) { fprintf(stderr, "unknown profile: %s\n", argv[2]); return 2; }
    bool perft = strcmp(argv[1], "perft") == 0;
    if (!perft && strcmp(argv[1], "moves") != 0) return usage();
    const char *fen = argc > (perft ? 4 : 3) ? argv[perft ? 4 : 3] : NULL;
    BrError err;
    BrGame *g = br_game_new(p, fen, &err);
    if (!g) {
        char msg[256];
        br_error_message(&err, msg, sizeof msg);
        fprintf(stderr, "%s: %s\n", br_error_name(err.code), msg);
        return 2;
    }
    if (perft) {
        if (argc < 4) return usage();
        int depth = atoi(argv[3]);
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        double n = br_game_perft(g, depth);
        clock_gettime(CLOCK_MONOTONIC, &b);
        double s = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
        if (n < 0) { fprintf(stderr, "bad depth\n"); br_game_delete(g); return 2; }
        printf("%.0f\n", n);
        fprintf(stderr, "%.3f s, %.0f nodes/s\n", s, n / (s > 0 ? s : 1e-9));
    } else {
        BrMove moves[BR_MAX_MOVES];
        int n = br_game_legal_moves(g, moves);
        for (int i = 0; i < n; i++) {
            char text[24];
            br_move_uci(g, moves[i], text, sizeof text);
            printf("%s%s", i ? " " : "", text);
        }
        printf("\n");
    }
    br_game_delete(g);
    return 0;
}
