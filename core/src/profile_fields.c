/* profile_fields.c — custom profiles: every rule choice of BrProfile settable by name, from
 * text, as one table (name, kind, offset, allowed words), so that the JS API, the CLI and the
 * docs read the same list. */
#include <ctype.h>
#include <stddef.h>
#include <string.h>
#include "internal.h"

typedef enum { FIELD_TEXT, FIELD_BOOL, FIELD_INT, FIELD_ENUM, FIELD_DIAGONALS } FieldKind;

/* The games a field (or an enum word) belongs to: a bit per BrGameKind. */
#define XIANGQI (1u << BR_GAME_XIANGQI)
#define JANGGI (1u << BR_GAME_JANGGI)
#define MAKRUK (1u << BR_GAME_MAKRUK)
#define ALL_GAMES (XIANGQI | JANGGI | MAKRUK)

typedef struct Field {
    const char *name;
    FieldKind kind;
    size_t offset, size;      /* size: capacity for text fields */
    const char *const *words; /* enum words, index = value; NULL-terminated */
    int max;                  /* upper bound for integers */
    unsigned games;           /* the games whose rules read the field */
    const unsigned *word_games; /* per enum word, the games it belongs to (NULL: all the field's) */
} Field;

static const char *const cannon_words[] = { "xiangqi", "janggi", "sliding", NULL };
static const char *const bikjang_words[] = { "free", "answer", "draw", "standard", NULL };
static const char *const end_words[] = { "none", "draw", "material", NULL };
static const char *const result_words[] = { "loss", "draw", NULL };
static const char *const repetition_words[] = { "none", "draw", "perpetual", "perpetual-check", "axf", NULL };
static const char *const material_words[] = { "none", "makruk", "janggi", "xiangqi", NULL };
static const unsigned material_games[] = { ALL_GAMES, MAKRUK, JANGGI, XIANGQI };
static const char *const counting_words[] = { "none", "makruk", NULL };

/* Which game each field belongs to follows from what reads it: cannons and facing generals are
 * not makruk's; palace diagonals, passes, bikjang, setup turns and the janggi material count
 * (drawsByMaterial, "material" ends) are janggi's; counting is makruk's. */
#define AT(member) offsetof(BrProfile, member), sizeof(((BrProfile *)0)->member)
static const Field fields[] = {
    { "name", FIELD_TEXT, AT(name), NULL, 0, ALL_GAMES, NULL },
    { "startFen", FIELD_TEXT, AT(start_fen), NULL, 0, ALL_GAMES, NULL },
    { "cannon", FIELD_ENUM, AT(cannon), cannon_words, 0, XIANGQI | JANGGI, NULL },
    { "palaceDiagonals", FIELD_DIAGONALS, AT(palace_diagonals), NULL, 0, JANGGI, NULL },
    { "flyingGeneral", FIELD_BOOL, AT(flying_general), NULL, 1, XIANGQI | JANGGI, NULL },
    { "bikjang", FIELD_ENUM, AT(bikjang), bikjang_words, 0, JANGGI, NULL },
    { "bikjangEnd", FIELD_ENUM, AT(bikjang_end), end_words, 0, JANGGI, NULL },
    { "pass", FIELD_BOOL, AT(pass), NULL, 1, JANGGI, NULL },
    { "doublePassEnd", FIELD_ENUM, AT(double_pass_end), end_words, 0, JANGGI, NULL },
    { "setupTurns", FIELD_BOOL, AT(setup_turns), NULL, 1, JANGGI, NULL },
    { "stalemate", FIELD_ENUM, AT(stalemate), result_words, 0, ALL_GAMES, NULL },
    { "noMovesReason", FIELD_BOOL, AT(no_moves_reason), NULL, 1, ALL_GAMES, NULL },
    { "moveLimit", FIELD_INT, AT(move_limit), NULL, 10000, ALL_GAMES, NULL },
    { "moveLimitPawnResets", FIELD_BOOL, AT(move_limit_pawn_resets), NULL, 1, ALL_GAMES, NULL },
    { "checksExtendMoveLimit", FIELD_BOOL, AT(checks_extend_move_limit), NULL, 1, XIANGQI, NULL },
    { "repetition", FIELD_ENUM, AT(repetition), repetition_words, 0, ALL_GAMES, NULL },
    { "drawsByMaterial", FIELD_BOOL, AT(draws_by_material), NULL, 1, JANGGI, NULL },
    { "insufficientMaterial", FIELD_ENUM, AT(insufficient_material), material_words, 0, ALL_GAMES,
      material_games },
    { "counting", FIELD_ENUM, AT(counting), counting_words, 0, MAKRUK, NULL },
};
enum { FIELD_COUNT = sizeof fields / sizeof fields[0] };

static const char *const diagonal_words[] = { "chariot", "cannon", "soldier" };

int br_profile_field_count(void) { return FIELD_COUNT; }
const char *br_profile_field_name(int i) { return i >= 0 && i < FIELD_COUNT ? fields[i].name : NULL; }
unsigned br_profile_field_games(int i) { return i >= 0 && i < FIELD_COUNT ? fields[i].games : 0; }

static const Field *find_field(const char *name) {
    for (int i = 0; name && i < FIELD_COUNT; i++)
        if (strcmp(fields[i].name, name) == 0) return &fields[i];
    return NULL;
}

/* Enum and bool fields are C ints or enums, which have int size on every target we build. */
static int *int_at(BrProfile *p, const Field *f) { return (int *)(void *)((char *)p + f->offset); }
static const int *const_int_at(const BrProfile *p, const Field *f) {
    return (const int *)(const void *)((const char *)p + f->offset);
}

/* "chariot,cannon" -> mask; "none" -> 0; -1 on an unknown word, a word twice or an empty one
 * (wherever it is: "", "chariot,", ",chariot" and "chariot,,cannon" alike). */
static int parse_diagonals(const char *v) {
    if (strcmp(v, "none") == 0) return 0;
    int mask = 0;
    for (;;) {
        const char *end = strchr(v, ',');
        size_t len = end ? (size_t)(end - v) : strlen(v);
        int bit = -1;
        for (int i = 0; i < 3; i++)
            if (strlen(diagonal_words[i]) == len && strncmp(diagonal_words[i], v, len) == 0) bit = i;
        if (bit < 0 || mask >> bit & 1) return -1; /* a word twice is a slip, not a choice */
        mask |= 1 << bit;
        if (!end) return mask;
        v = end + 1;
    }
}

/* Parses a value for a non-text field; BR_OK and *out, or BR_ERR_PROFILE_VALUE. */
static int parse_value(const Field *f, const char *value, int *out) {
    switch (f->kind) {
    case FIELD_BOOL:
        if (strcmp(value, "true") == 0 || strcmp(value, "1") == 0) return *out = 1, BR_OK;
        if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0) return *out = 0, BR_OK;
        return BR_ERR_PROFILE_VALUE;
    case FIELD_INT: {
        long v = 0; /* digits only, at most f->max */
        if (!*value) return BR_ERR_PROFILE_VALUE;
        for (const char *c = value; *c; c++) {
            if (!isdigit((unsigned char)*c)) return BR_ERR_PROFILE_VALUE;
            v = v * 10 + (*c - '0');
            if (v > f->max) return BR_ERR_PROFILE_VALUE;
        }
        return *out = (int)v, BR_OK;
    }
    case FIELD_ENUM:
        for (int i = 0; f->words[i]; i++)
            if (strcmp(f->words[i], value) == 0) return *out = i, BR_OK;
        return BR_ERR_PROFILE_VALUE;
    case FIELD_DIAGONALS:
        *out = parse_diagonals(value);
        return *out < 0 ? BR_ERR_PROFILE_VALUE : BR_OK;
    case FIELD_TEXT: break;
    }
    return BR_ERR_PROFILE_VALUE;
}

/* A field, or an enum word, that the profile's game does not read is refused, unless setting it
 * changes nothing (so that a profile's own values, read with br_profile_get, can be set back). */
int br_profile_set(BrProfile *p, const char *name, const char *value) {
    const Field *f = find_field(name);
    if (!f || !p) return BR_ERR_PROFILE_FIELD;
    if (!value) return BR_ERR_PROFILE_VALUE;
    if (f->kind == FIELD_TEXT) {
        if (strlen(value) >= f->size || !*value) return BR_ERR_PROFILE_VALUE;
        memcpy((char *)p + f->offset, value, strlen(value) + 1);
        return BR_OK;
    }
    int v;
    if (parse_value(f, value, &v)) return BR_ERR_PROFILE_VALUE;
    unsigned games = f->word_games ? f->word_games[v] & f->games : f->games;
    unsigned game = (unsigned)p->game < 3 ? 1u << p->game : 0;
    if (!(games & game) && v != *const_int_at(p, f)) return BR_ERR_PROFILE_VALUE;
    *int_at(p, f) = v; /* the diagonals mask is an unsigned of int size, like the enums */
    return BR_OK;
}

int br_profile_get(const BrProfile *p, const char *name, char *out, size_t cap) {
    const Field *f = find_field(name);
    if (!f || !p) return -1;
    int v = f->kind == FIELD_TEXT ? 0 : *const_int_at(p, f);
    Text t = text_start(out, cap);
    switch (f->kind) {
    case FIELD_TEXT: text_str(&t, (const char *)p + f->offset); break;
    case FIELD_BOOL: text_str(&t, v ? "true" : "false"); break;
    case FIELD_INT: text_int(&t, v); break;
    case FIELD_ENUM: text_str(&t, f->words[v]); break;
    case FIELD_DIAGONALS:
        for (int i = 0; i < 3; i++)
            if (p->palace_diagonals >> i & 1) {
                if (t.len) text_char(&t, ',');
                text_str(&t, diagonal_words[i]);
            }
        if (!t.len) text_str(&t, "none");
        break;
    }
    return (int)t.len;
}

/* The table's own words for what a field takes in p's game (a message's hint: no list of them is
 * kept apart from the table): "a boolean: true or false", "one of none or xiangqi". */
int br_profile_field_values(const BrProfile *p, const char *name, char *out, size_t cap) {
    const Field *f = find_field(name);
    if (!f || !p) return -1;
    unsigned game = (unsigned)p->game < 3 ? 1u << p->game : 0;
    Text t = text_start(out, cap);
    switch (f->kind) {
    case FIELD_TEXT: text_str(&t, f->offset == offsetof(BrProfile, start_fen) ? "a FEN" : "a text"); break;
    case FIELD_BOOL: text_str(&t, "a boolean: true or false"); break;
    case FIELD_INT:
        text_str(&t, "an integer from 0 to ");
        text_int(&t, f->max);
        break;
    case FIELD_ENUM: {
        int count = 0, total = 0;
        text_str(&t, "one of ");
        for (int i = 0; f->words[i]; i++) total += !f->word_games || (f->word_games[i] & game);
        for (int i = 0; f->words[i]; i++) {
            if (f->word_games && !(f->word_games[i] & game)) continue;
            if (count) text_str(&t, count == total - 1 ? " or " : ", ");
            text_str(&t, f->words[i]);
            count++;
        }
        break;
    }
    case FIELD_DIAGONALS:
        text_str(&t, "any of ");
        for (int i = 0; i < 3; i++) {
            if (i) text_str(&t, i == 2 ? " and " : ", ");
            text_str(&t, diagonal_words[i]);
        }
        text_str(&t, ", each once, as an array or joined by commas; or none");
        break;
    }
    return (int)t.len;
}
