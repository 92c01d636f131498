/* check.h — the few assertions the C tests share: report the file, line and expression, count
 * failures, and let main return the count (ctest fails on a non-zero exit). */
#ifndef BR_TEST_CHECK_H
#define BR_TEST_CHECK_H

#include <stdio.h>

static int check_failures;

#define CHECK(cond)                                                                      \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);     \
            check_failures++;                                                            \
        }                                                                                \
    } while (0)

#define CHECK_EQ_INT(a, b)                                                                \
    do {                                                                                  \
        long check_a = (long)(a), check_b = (long)(b);                                    \
        if (check_a != check_b) {                                                         \
            fprintf(stderr, "%s:%d: %s == %ld, expected %s == %ld\n", __FILE__, __LINE__, \
                    #a, check_a, #b, check_b);                                            \
            check_failures++;                                                             \
        }                                                                                 \
    } while (0)

/* A small fixed-seed generator (xorshift64*), so a failing random game can be replayed. */
static unsigned long long check_rng_state = 0x9E3779B97F4A7C15ull;
static inline unsigned check_random(unsigned n) {
    check_rng_state ^= check_rng_state >> 12;
    check_rng_state ^= check_rng_state << 25;
    check_rng_state ^= check_rng_state >> 27;
    return (unsigned)((check_rng_state * 0x2545F4914F6CDD1Dull) >> 33) % n;
}

#endif
