/* profile_fields_test.c — a profile field that the profile's game does not read is refused
 * (issue #17 item 6: a makruk profile with pass: true passed with d1d1). Which game reads which
 * field: RULES §3 (passes, bikjang, palace diagonals and setup turns are janggi's; counting is
 * makruk's; makruk has no cannon and its kings never face). */
#include <string.h>
#include "boardrules.h"
#include "check.h"

static BrProfile copy_of(const char *name) { return *br_profile_find(name); }

int main(void) {
    BrProfile makruk = copy_of("makruk/standard");
    CHECK_EQ_INT(br_profile_set(&makruk, "pass", "true"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(makruk.pass, 0);
    CHECK_EQ_INT(br_profile_set(&makruk, "cannon", "janggi"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&makruk, "flyingGeneral", "true"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&makruk, "bikjang", "answer"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&makruk, "palaceDiagonals", "chariot"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&makruk, "insufficientMaterial", "janggi"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&makruk, "drawsByMaterial", "true"), BR_ERR_PROFILE_VALUE);
    CHECK(memcmp(&makruk, br_profile_find("makruk/standard"), sizeof makruk) == 0);
    /* the game cannot pass: d1d1 is no move */
    BrGame *g = br_game_new(&makruk, NULL, NULL);
    CHECK(g != NULL);
    if (g) {
        BrMove m;
        CHECK_EQ_INT(br_move_parse(g, "d1d1", &m), BR_OK);
        CHECK(br_game_play(g, m) != BR_OK);
        br_game_delete(g);
    }

    BrProfile xiangqi = copy_of("xiangqi/standard");
    CHECK_EQ_INT(br_profile_set(&xiangqi, "setupTurns", "true"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&xiangqi, "counting", "makruk"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&xiangqi, "insufficientMaterial", "makruk"), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(br_profile_set(&xiangqi, "moveLimit", "60"), BR_OK); /* every game's */
    CHECK_EQ_INT(xiangqi.move_limit, 60);

    BrProfile janggi = copy_of("janggi/plyyard");
    CHECK_EQ_INT(br_profile_set(&janggi, "pass", "true"), BR_OK);
    CHECK_EQ_INT(br_profile_set(&janggi, "palaceDiagonals", "chariot,cannon"), BR_OK);
    /* an empty word is refused wherever it stands; "none" is the word for none */
    const char *const empty_words[] = { "", ",", "chariot,", ",chariot", "chariot,,cannon", "chariot,cannon," };
    for (size_t k = 0; k < sizeof empty_words / sizeof empty_words[0]; k++)
        CHECK_EQ_INT(br_profile_set(&janggi, "palaceDiagonals", empty_words[k]), BR_ERR_PROFILE_VALUE);
    CHECK_EQ_INT(janggi.palace_diagonals, BR_DIAG_CHARIOT | BR_DIAG_CANNON); /* unchanged by the refusals */
    CHECK_EQ_INT(br_profile_set(&janggi, "palaceDiagonals", "none"), BR_OK);
    CHECK_EQ_INT(janggi.palace_diagonals, 0);
    CHECK_EQ_INT(br_profile_set(&janggi, "insufficientMaterial", "janggi"), BR_OK);
    CHECK_EQ_INT(br_profile_set(&janggi, "counting", "makruk"), BR_ERR_PROFILE_VALUE);

    /* which games read a field, as br_profile_field_games tells the docs and the JS errors: the
     * list above (RULES §3) */
    const struct { const char *field; unsigned games; } read_by[] = {
        { "pass", 1u << BR_GAME_JANGGI }, { "bikjang", 1u << BR_GAME_JANGGI },
        { "palaceDiagonals", 1u << BR_GAME_JANGGI }, { "setupTurns", 1u << BR_GAME_JANGGI },
        { "drawsByMaterial", 1u << BR_GAME_JANGGI }, { "counting", 1u << BR_GAME_MAKRUK },
        { "cannon", 1u << BR_GAME_XIANGQI | 1u << BR_GAME_JANGGI },
        { "flyingGeneral", 1u << BR_GAME_XIANGQI | 1u << BR_GAME_JANGGI },
        { "moveLimit", 1u << BR_GAME_XIANGQI | 1u << BR_GAME_JANGGI | 1u << BR_GAME_MAKRUK },
    };
    for (size_t k = 0; k < sizeof read_by / sizeof read_by[0]; k++) {
        int index = -1;
        for (int f = 0; f < br_profile_field_count(); f++)
            if (strcmp(br_profile_field_name(f), read_by[k].field) == 0) index = f;
        CHECK(index >= 0);
        CHECK_EQ_INT((int)br_profile_field_games(index), (int)read_by[k].games);
    }
    CHECK_EQ_INT((int)br_profile_field_games(-1), 0);
    CHECK_EQ_INT((int)br_profile_field_games(br_profile_field_count()), 0);

    /* every field of every built-in profile can be set back to its own value, whatever game it
     * belongs to: a front end may copy a profile field by field */
    for (int i = 0; i < br_profile_count(); i++) {
        BrProfile p = *br_profile_at(i);
        for (int f = 0; f < br_profile_field_count(); f++) {
            char value[128];
            const char *name = br_profile_field_name(f);
            CHECK(br_profile_get(&p, name, value, sizeof value) > 0);
            if (br_profile_set(&p, name, value) != BR_OK) {
                fprintf(stderr, "%s: %s = %s not set back\n", p.name, name, value);
                check_failures++;
            }
        }
        CHECK(memcmp(&p, br_profile_at(i), sizeof p) == 0);
    }
    printf("profile_fields: %d failures\n", check_failures);
    return check_failures != 0;
}
