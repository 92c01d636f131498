/* evasion_test.c — the fast legal-move generator (legal.c: king zone, check evasions) against
 * the plain one: every pseudo-legal move tried on the board (move_is_legal_after_pseudo), plus
 * the pass where can_pass allows it; and perft's count of the last ply (count_legal, which in a
 * single check counts the general's steps in place and judges the other answers by the zone)
 * against the plain list's length. Compared as sets at every node of the perft trees of
 * tests/perft.tsv (to depth 3) and along seeded random games of each profile there; every
 * in-check position met is one where the evasion filter answered. Fails on the first difference,
 * printing the FEN, and when no in-check position was met (the test would prove nothing).
 *
 * usage: evasion_test <perft.tsv> */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

enum { LINE_MAX_LEN = 1024, TREE_DEPTH = 3, GAMES = 200, PLIES = 200 };

static long nodes, checks, failures;

static int compare_moves(const void *a, const void *b) {
    BrMove x = *(const BrMove *)a, y = *(const BrMove *)b;
    return x < y ? -1 : x > y;
}

/* The plain generator: the reference. */
static int reference_legal(Position *pos, BrMove *out) {
    if (immediate_end(pos)) return 0;
    BrMove pseudo[BR_MAX_MOVES];
    int n = generate_pseudo(pos, pseudo), k = 0;
    for (int i = 0; i < n; i++)
        if (move_is_legal_after_pseudo(pos, pseudo[i])) out[k++] = pseudo[i];
    if (can_pass(pos)) out[k++] = BR_MOVE(pos->king[pos->side], pos->king[pos->side], BR_MOVE_PASS);
    return k;
}

/* Compares both generators here; returns the fast one's moves in `out` (sorted). */
static int check_node(Position *pos, BrMove *out) {
    BrMove want[BR_MAX_MOVES];
    int n = generate_legal(pos, out), m = reference_legal(pos, want);
    qsort(out, (size_t)n, sizeof *out, compare_moves);
    qsort(want, (size_t)m, sizeof *want, compare_moves);
    nodes++;
    if (in_check(pos)) checks++;
    BrMove scratch[BR_MAX_MOVES];
    int counted = count_legal(pos, scratch); /* perft's last ply counts without listing */
    if (n != m || counted != m || memcmp(out, want, (size_t)n * sizeof *out)) {
        char fen[256];
        fen_write(pos, fen, sizeof fen);
        if (failures++ < 10)
            fprintf(stderr, "%s: %s: fast generator %d moves (counted %d), plain %d\n",
                    pos->profile->name, fen, n, counted, m);
    }
    return n;
}

static void walk_tree(Position *pos, int depth) {
    BrMove moves[BR_MAX_MOVES];
    int n = check_node(pos, moves);
    if (depth <= 1) return;
    Undo u;
    for (int i = 0; i < n; i++) {
        make_move(pos, moves[i], &u);
        walk_tree(pos, depth - 1);
        unmake_move(pos, &u);
    }
}

static unsigned long long seed = 0x9E3779B97F4A7C15ull;
static unsigned next_random(void) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned)(seed >> 33);
}

/* Random games from `start`; the Undo records let each game unwind to the start. */
static void walk_games(Position *pos) {
    static Undo undo[PLIES];
    for (int g = 0; g < GAMES; g++) {
        int ply = 0;
        for (; ply < PLIES; ply++) {
            BrMove moves[BR_MAX_MOVES];
            int n = check_node(pos, moves);
            if (n == 0) break;
            make_move(pos, moves[next_random() % (unsigned)n], &undo[ply]);
        }
        while (ply > 0) unmake_move(pos, &undo[--ply]);
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: evasion_test <perft.tsv>\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    char line[LINE_MAX_LEN];
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n' || strncmp(line, "profile\t", 8) == 0) continue;
        line[strcspn(line, "\r\n")] = '\0';
        char *profile_name = strtok(line, "\t"), *position = strtok(NULL, "\t");
        int depth = atoi(strtok(NULL, "\t"));
        const BrProfile *profile = br_profile_find(profile_name);
        const Tables *t = profile ? tables_for(profile) : NULL;
        Position pos;
        BrError err;
        const char *fen = strcmp(position, "start") ? position : profile ? profile->start_fen : "";
        if (!t || fen_parse(&pos, profile, t, fen, &err) != BR_OK) {
            fprintf(stderr, "cannot set up %s %s\n", profile_name, position);
            return 1;
        }
        walk_tree(&pos, depth < TREE_DEPTH ? depth : TREE_DEPTH);
        walk_games(&pos);
    }
    fclose(f);
    printf("%ld positions compared, %ld in check, %ld differences\n", nodes, checks, failures);
    return failures || checks == 0 ? 1 : 0;
}
