/* perft_test.c — checks the perft counts of tests/perft.tsv (the table the JS tests read too).
 *
 * usage: perft_test <perft.tsv> [fast|slow|all] [profile-prefix]
 *   fast: rows marked "fast" (default); slow: rows marked "slow"; all: every row.
 *   profile-prefix: only rows whose profile starts with it (e.g. "xiangqi/").
 * Lines starting with '#', blank lines and the header row (first field "profile") are skipped.
 * Exits 0 when every selected row matches and at least one row was selected. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "boardrules.h"

enum { LINE_MAX_LEN = 1024, FIELDS = 5 };

/* Splits line at tabs into at most FIELDS fields (in place); returns the number of fields. */
static int split_tabs(char *line, char *field[FIELDS]) {
    line[strcspn(line, "\r\n")] = '\0';
    int n = 0;
    char *p = line;
    while (n < FIELDS) {
        field[n++] = p;
        char *tab = strchr(p, '\t');
        if (!tab) break;
        *tab = '\0';
        p = tab + 1;
    }
    return n;
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 4) {
        fprintf(stderr, "usage: perft_test <perft.tsv> [fast|slow|all] [profile-prefix]\n");
        return 2;
    }
    const char *mode = argc > 2 ? argv[2] : "fast";
    const char *prefix = argc > 3 ? argv[3] : "";
    if (strcmp(mode, "fast") && strcmp(mode, "slow") && strcmp(mode, "all")) {
        fprintf(stderr, "unknown mode: %s\n", mode);
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    char line[LINE_MAX_LEN];
    int line_no = 0, run = 0, failed = 0;
    while (fgets(line, sizeof line, f)) {
        line_no++;
        if (line[0] == '#' || line[0] == '\n' || line[0] == '\r' || line[0] == '\0') continue;
        char *field[FIELDS];
        if (split_tabs(line, field) != FIELDS) {
            fprintf(stderr, "%s:%d: expected %d tab-separated fields\n", argv[1], line_no, FIELDS);
            failed++;
            continue;
        }
        const char *profile_name = field[0], *position = field[1], *speed = field[4];
        if (strcmp(profile_name, "profile") == 0) continue; /* header row */
        if (strcmp(mode, "all") && strcmp(mode, speed)) continue;
        if (strncmp(profile_name, prefix, strlen(prefix))) continue;
        int depth = atoi(field[2]);
        double expected = strtod(field[3], NULL);
        run++;

        const BrProfile *profile = br_profile_find(profile_name);
        if (!profile) {
            fprintf(stderr, "%s:%d: unknown profile %s\n", argv[1], line_no, profile_name);
            failed++;
            continue;
        }
        BrError err;
        BrGame *game = br_game_new(profile, strcmp(position, "start") ? position : NULL, &err);
        if (!game) {
            char msg[256];
            br_error_message(&err, msg, sizeof msg);
            fprintf(stderr, "%s:%d: %s: %s\n", argv[1], line_no, br_error_name(err.code), msg);
            failed++;
            continue;
        }
        clock_t t0 = clock();
        double nodes = br_game_perft(game, depth);
        double seconds = (double)(clock() - t0) / CLOCKS_PER_SEC;
        br_game_delete(game);
        int ok = nodes == expected;
        printf("%s %s %s depth %d: %.0f%s%.0f (%.2f s)\n", ok ? "ok  " : "FAIL", profile_name,
               position, depth, nodes, ok ? " == " : " != expected ", expected, seconds);
        failed += !ok;
    }
    fclose(f);
    if (run == 0) {
        fprintf(stderr, "no rows selected (mode %s, prefix '%s')\n", mode, prefix);
        return 1;
    }
    printf("%d rows, %d failed\n", run, failed);
    return failed ? 1 : 0;
}
