/* profile_fields.c — custom profiles: every rule choice of BrProfile settable by name, from
 * text, as one table (name, kind, offset, allowed words), so that the JS API, the CLI and the
 * docs read the same list. */
#include <ctype.h>
#include <stddef.h>
#include <string.h>
#include "internal.h"

typedef enum { FIELD_TEXT, FIELD_BOOL, FIELD_INT, FIELD_ENUM, FIELD_DIAGONALS } FieldKind;

typedef struct Field {
    const char *name;
    FieldKind kind;
    size_t offset, size;      /* size: capacity for text fields */
    const char *const *words; /* enum words, index = value; NULL-terminated */
    int max;                  /* upper bound for integers */
} Field;

static const char *const cannon_words[] = { "xiangqi", "janggi", "sliding", NULL };
static const char *const bikjang_words[] = { "free", "answer", "draw", "standard", NULL };
static const char *const end_words[] = { "none", "draw", "material", NULL };
static const char *const result_words[] = { "loss", "draw", NULL };
static const char *const repetition_words[] = { "none", "draw", "perpetual", "perpetual-check", NULL };
static const char *const material_words[] = { "none", "makruk", "janggi", NULL };
static const char *const counting_words[] = { "none", "makruk", NULL };

#define AT(member) offsetof(BrProfile, member), sizeof(((BrProfile *)0)->member)
static const Field fields[] = {
    { "name", FIELD_TEXT, AT(name), NULL, 0 },
    { "startFen", FIELD_TEXT, AT(start_fen), NULL, 0 },
    { "cannon", FIELD_ENUM, AT(cannon), cannon_words, 0 },
    { "palaceDiagonals", FIELD_DIAGONALS, AT(palace_diagonals), NULL, 0 },
    { "flyingGeneral", FIELD_BOOL, AT(flying_general), NULL, 1 },
    { "bikjang", FIELD_ENUM, AT(bikjang), bikjang_words, 0 },
    { "bikjangEnd", FIELD_ENUM, AT(bikjang_end), end_words, 0 },
    { "pass", FIELD_BOOL, AT(pass), NULL, 1 },
    { "doublePassEnd", FIELD_ENUM, AT(double_pass_end), end_words, 0 },
    { "setupTurns", FIELD_BOOL, AT(setup_turns), NULL, 1 },
    { "stalemate", FIELD_ENUM, AT(stalemate), result_words, 0 },
    { "noMovesReason", FIELD_BOOL, AT(no_moves_reason), NULL, 1 },
    { "moveLimit", FIELD_INT, AT(move_limit), NULL, 10000 },
    { "moveLimitPawnResets", FIELD_BOOL, AT(move_limit_pawn_resets), NULL, 1 },
    { "repetition", FIELD_ENUM, AT(repetition), repetition_words, 0 },
    { "drawsByMaterial", FIELD_BOOL, AT(draws_by_material), NULL, 1 },
    { "insufficientMaterial", FIELD_ENUM, AT(insufficient_material), material_words, 0 },
    { "counting", FIELD_ENUM, AT(counting), counting_words, 0 },
};
enum { FIELD_COUNT = sizeof fields / sizeof fields[0] };

static const char *const diagonal_words[] = { "chariot", "cannon", "soldier" };

int br_profile_field_count(void) { return FIELD_COUNT; }
const char *br_profile_field_name(int i) { return i >= 0 && i < FIELD_COUNT ? fields[i].name : NULL; }

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

/* "chariot,cannon" -> mask; "none" or "" -> 0; -1 on an unknown word. */
static int parse_diagonals(const char *v) {
    if (strcmp(v, "none") == 0 || !*v) return 0;
    int mask = 0;
    while (*v) {
        const char *end = strchr(v, ',');
        size_t len = end ? (size_t)(end - v) : strlen(v);
        int bit = -1;
        for (int i = 0; i < 3; i++)
            if (strlen(diagonal_words[i]) == len && strncmp(diagonal_words[i], v, len) == 0) bit = i;
        if (bit < 0) return -1;
        mask |= 1 << bit;
        v += len + (end ? 1 : 0);
    }
    return mask;
}

int br_profile_set(BrProfile *p, const char *name, const char *value) {
    const Field *f = find_field(name);
    if (!f || !p) return BR_ERR_PROFILE_FIELD;
    if (!value) return BR_ERR_PROFILE_VALUE;
    switch (f->kind) {
    case FIELD_TEXT:
        if (strlen(value) >= f->size || !*value) return BR_ERR_PROFILE_VALUE;
        memcpy((char *)p + f->offset, value, strlen(value) + 1);
        return BR_OK;
    case FIELD_BOOL:
        if (strcmp(value, "true") == 0 || strcmp(value, "1") == 0) *int_at(p, f) = 1;
        else if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0) *int_at(p, f) = 0;
        else return BR_ERR_PROFILE_VALUE;
        if (f->offset == offsetof(BrProfile, setup_turns) && *int_at(p, f) && p->game != BR_GAME_JANGGI)
            return *int_at(p, f) = 0, BR_ERR_PROFILE_VALUE;
        return BR_OK;
    case FIELD_INT: {
        long v = 0; /* digits only, at most f->max */
        if (!*value) return BR_ERR_PROFILE_VALUE;
        for (const char *c = value; *c; c++) {
            if (!isdigit((unsigned char)*c)) return BR_ERR_PROFILE_VALUE;
            v = v * 10 + (*c - '0');
            if (v > f->max) return BR_ERR_PROFILE_VALUE;
        }
        *int_at(p, f) = (int)v;
        return BR_OK;
    }
    case FIELD_ENUM:
        for (int i = 0; f->words[i]; i++)
            if (strcmp(f->words[i], value) == 0) { *int_at(p, f) = i; return BR_OK; }
        return BR_ERR_PROFILE_VALUE;
    case FIELD_DIAGONALS: {
        int mask = parse_diagonals(value);
        if (mask < 0) return BR_ERR_PROFILE_VALUE;
        p->palace_diagonals = (unsigned)mask;
        return BR_OK;
    }
    }
    return BR_ERR_PROFILE_FIELD;
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
