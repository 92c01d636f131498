/* fuzz_profile.c — bytes -> br_profile_set(field, value) sequences on a copy of a built-in
 * profile -> a game under it -> a few moves.
 *
 * Input: base byte, op count byte (0..15), then per op a field byte (a known field, an unknown
 * name read from the input, or NULL) and a value byte (a word from a list of valid and almost
 * valid values, text from the input, or NULL). Then a start byte: even -> the profile's own
 * start, odd -> one of the hand-made positions of its game; then move choices.
 * Checks: a refused set leaves the profile unchanged; an accepted one reads back through
 * br_profile_get and sets again to the same profile; names and texts stay NUL-terminated;
 * any game the profile allows holds check_game after every move. */
#include "fuzz_common.h"

static const char *const words[] = {
    "true", "false", "0", "1", "2", "-1", "+1", " 1", "1 ", "01", "10000", "10001", "120",
    "4294967297", "99999999999999999999", "", "none", "xiangqi", "janggi", "sliding", "free",
    "answer", "draw", "standard", "material", "loss", "perpetual", "perpetual-check", "makruk",
    "chariot", "cannon", "soldier", "chariot,cannon", "chariot,cannon,soldier", "soldier,",
    ",", "chariot,,cannon", "cannon,cannon", "none,chariot", "CHARIOT", "True",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "3k5/9/9/9/9/9/9/9/4K4/1N7 w - - 0 1", "4k3/8/8/8/8/8/3M4/4K3 w - - 0 1",
    "4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1", "k7/8/K7/8/8/8/8/1R6 b - - 0 1",
    "xiangqi/custom", "janggi/custom-site", "a/b",
    "12345678901234567890123456789012345678901234567", /* 47 characters: fits the name */
    "123456789012345678901234567890123456789012345678", /* 48: does not */
};
enum { WORD_COUNT = sizeof words / sizeof words[0] };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    Bytes b = { data, size };
    BrProfile p = *pick_profile(take(&b));
    int field_count = br_profile_field_count();
    FUZZ_CHECK(br_profile_field_name(-1) == NULL && br_profile_field_name(field_count) == NULL, "names out of range");
    snprintf(fuzz_context, sizeof fuzz_context, "base %s", p.name);
    unsigned ops = take(&b) % 16;
    for (unsigned i = 0; i < ops; i++) {
        char name_buf[64], value_buf[128];
        unsigned fsel = take(&b) % (unsigned)(field_count + 2);
        const char *field = (int)fsel < field_count ? br_profile_field_name((int)fsel)
                          : (int)fsel == field_count ? (take_text(&b, name_buf, sizeof name_buf, ';'), name_buf)
                          : NULL;
        unsigned vsel = take(&b);
        const char *value = vsel < 2 * WORD_COUNT ? words[vsel % WORD_COUNT]
                          : vsel == 255 ? NULL
                          : (take_text(&b, value_buf, sizeof value_buf, ';'), value_buf);
        size_t ctx = strlen(fuzz_context);
        if (ctx < 300)
            snprintf(fuzz_context + ctx, sizeof fuzz_context - ctx, "; %s=%.40s", field ? field : "(null)",
                     value ? value : "(null)");
        BrProfile before = p;
        int rc = br_profile_set(&p, field, value);
        FUZZ_CHECK(rc == BR_OK || rc == BR_ERR_PROFILE_FIELD || rc == BR_ERR_PROFILE_VALUE, "set code %d", rc);
        bool known = field && (int)fsel < field_count;
        FUZZ_CHECK(known || rc == BR_ERR_PROFILE_FIELD || (field && br_profile_get(&p, field, NULL, 0) >= 0),
                   "unknown field accepted");
        if (rc) {
            FUZZ_CHECK(memcmp(&before, &p, sizeof p) == 0, "a refused set changed the profile");
            continue;
        }
        FUZZ_CHECK(memchr(p.name, 0, sizeof p.name) && memchr(p.start_fen, 0, sizeof p.start_fen), "unterminated text");
        char got[256];
        int len = br_profile_get(&p, field, got, sizeof got);
        FUZZ_CHECK(len >= 0 && (size_t)len < sizeof got, "get length %d", len);
        BrProfile again = p;
        FUZZ_CHECK(br_profile_set(&again, field, got) == BR_OK && memcmp(&again, &p, sizeof p) == 0,
                   "%s reads back as \"%s\", which does not set the same profile", field, got);
        char tiny[2] = { 0x7f, 0x7f };
        br_profile_get(&p, field, tiny, 1);
        FUZZ_CHECK(tiny[0] == 0 && tiny[1] == 0x7f, "get writes past cap 1");
    }
    /* every field reads back and sets again to the same profile */
    for (int i = 0; i < field_count; i++) {
        char got[256];
        const char *field = br_profile_field_name(i);
        FUZZ_CHECK(br_profile_get(&p, field, got, sizeof got) >= 0, "get %s", field);
        BrProfile again = p;
        FUZZ_CHECK(br_profile_set(&again, field, got) == BR_OK && memcmp(&again, &p, sizeof p) == 0,
                   "field %s = \"%s\" does not round-trip", field, got);
    }

    unsigned start = take(&b);
    BrError err;
    BrGame *g = br_game_new(&p, (start & 1) ? pick_fen(&p, start >> 1) : NULL, &err);
    if (!g) {
        FUZZ_CHECK(err.code > BR_OK && err.code < BR_ERR_COUNT, "error code %d", err.code);
        return 0;
    }
    FUZZ_CHECK(memcmp(&g->profile, &p, sizeof p) == 0 || strlen(p.name) >= sizeof p.name, "the game's profile copy differs");
    describe(g, "custom profile");
    BrMove legal[BR_MAX_MOVES];
    for (int ply = 0; ply < 24; ply++) {
        if (known_bug_ahead(&g->pos)) break;
        int n = check_game(g, legal);
        if (n == 0 || !b.n) break;
        BrMove m = legal[take(&b) % n];
        FUZZ_CHECK(play_checked(g, m, legal, n) == BR_OK, "a legal move was refused");
        describe(g, "custom profile");
    }
    br_game_delete(g);
    return 0;
}
