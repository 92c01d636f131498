/* game_state.c — a game as bytes, and a game re-initialised in place.
 *
 * The JS bindings keep a small fixed pool of BrGame slots in wasm memory; each JS game owns its
 * state in memory the JS garbage collector owns, and is loaded into a slot when it is used.
 * So the bytes are a raw copy of the game's own structs (this build only, never a file format):
 * a header that says which build wrote them, the profile copy, the position and the undo
 * records. Pointers are not meaningful in the bytes; load re-attaches them. */
#include <stdlib.h>
#include <string.h>
#include "game.h"

enum { STATE_MAGIC = 0x53475242 /* "BRGS" */ };

typedef struct StateHeader {
    uint32_t magic;
    uint32_t total;            /* bytes in all, header included */
    uint16_t header_size, undo_size;
    uint16_t profile_size, position_size;
    int32_t ply, declared_reason, declared_winner, plays_past_end, start_in_check;
} StateHeader;

static size_t state_size_for(int ply) {
    return sizeof(StateHeader) + sizeof(BrProfile) + sizeof(Position) + (size_t)ply * sizeof(Undo);
}

size_t br_game_state_size(const BrGame *g) { return state_size_for(g->ply); }

size_t br_game_state_save(const BrGame *g, void *out, size_t cap) {
    size_t total = state_size_for(g->ply);
    if (cap < total) return 0;
    StateHeader h = { STATE_MAGIC, (uint32_t)total, sizeof(StateHeader), sizeof(Undo),
                      sizeof(BrProfile), sizeof(Position), g->ply, g->declared_reason,
                      g->declared_winner, g->pos.plays_past_end, g->start_in_check };
    unsigned char *p = out;
    memcpy(p, &h, sizeof h);
    p += sizeof h;
    memcpy(p, &g->profile, sizeof g->profile);
    p += sizeof g->profile;
    memcpy(p, &g->pos, sizeof g->pos);
    p += sizeof g->pos;
    if (g->ply) memcpy(p, g->history, (size_t)g->ply * sizeof(Undo));
    return total;
}

/* Room for n undo records; the buffer only grows (a pool slot serves many games). */
bool game_reserve_history(BrGame *g, int n) {
    if (n <= g->cap) return true;
    int cap = g->cap ? g->cap : 64;
    while (cap < n) cap = cap > (1 << 29) ? n : cap * 2;
    Undo *h = realloc(g->history, (size_t)cap * sizeof *h);
    if (!h) return false;
    g->history = h;
    g->cap = cap;
    return true;
}

/* A pool slot that held a long game and now holds a short one gives the room back, so that
 * memory holds the longest games in play, not the longest each slot ever held. */
static void game_fit_history(BrGame *g, int n) {
    enum { KEEP = 4096 }; /* records: below this a slot keeps what it has */
    if (g->cap <= KEEP || g->cap / 4 <= n) return;
    int cap = 64;
    while (cap < n) cap *= 2;
    /* a new block, then the old one freed whole (a block shrunk in place leaves a hole just too
     * small for the next long game, and the heap grows by one each time) */
    Undo *h = malloc((size_t)cap * sizeof *h); /* nothing to copy: the load writes it */
    if (!h) return;
    free(g->history);
    g->history = h;
    g->cap = cap;
}

/* The key counts of a game whose position and history were just set (game.h). */
static void count_keys(BrGame *g) {
    memset(g->key_count, 0, sizeof g->key_count);
    for (int i = 0; i < g->ply; i++) key_count_add(g, g->history[i].key);
    key_count_add(g, g->pos.key);
}

int br_game_state_load(BrGame *g, const void *bytes, size_t len) {
    StateHeader h;
    if (!g || !bytes || len < sizeof h) return BR_ERR_ARGUMENT;
    memcpy(&h, bytes, sizeof h);
    if (h.magic != STATE_MAGIC || h.header_size != sizeof h || h.undo_size != sizeof(Undo) ||
        h.profile_size != sizeof(BrProfile) || h.position_size != sizeof(Position) ||
        h.ply < 0 || h.total != len || len != state_size_for(h.ply))
        return BR_ERR_ARGUMENT;
    const unsigned char *p = (const unsigned char *)bytes + sizeof h;
    BrProfile profile;
    memcpy(&profile, p, sizeof profile);
    profile.name[sizeof profile.name - 1] = 0;
    profile.start_fen[sizeof profile.start_fen - 1] = 0;
    if ((unsigned)profile.game > BR_GAME_MAKRUK) return BR_ERR_ARGUMENT;
    const Tables *t = tables_for(&profile);
    if (!t) return BR_ERR_OUT_OF_MEMORY;
    game_fit_history(g, h.ply);
    if (!game_reserve_history(g, h.ply)) return BR_ERR_OUT_OF_MEMORY;
    g->profile = profile;
    memcpy(&g->pos, p + sizeof profile, sizeof g->pos);
    g->pos.profile = &g->profile;
    g->pos.t = t;
    g->ply = h.ply;
    if (h.ply) memcpy(g->history, p + sizeof profile + sizeof g->pos, (size_t)h.ply * sizeof(Undo));
    g->declared_reason = h.declared_reason;
    g->declared_winner = h.declared_winner;
    g->pos.plays_past_end = h.plays_past_end != 0;
    g->start_in_check = h.start_in_check != 0;
    game_invalidate(g);
    count_keys(g);
    return BR_OK;
}

/* The start position of the last profile a game started from without a FEN: a replay makes a new
 * game per record, and reading the start FEN was ~7,500 instructions of each (~37 a ply of a
 * 200-ply replay). A profile with the same bytes has the same start; the position is copied as
 * read (its profile pointer is re-attached by game_install, its tables live for the process). */
static struct {
    bool valid;
    BrProfile profile;
    Position pos;
} last_start;

int game_read_start(const BrProfile *profile, const char *fen, BrProfile *copy, Position *pos, BrError *err) {
    *copy = profile_copy(profile);
    bool from_start = !fen || !*fen;
    if (from_start && last_start.valid && memcmp(&last_start.profile, copy, sizeof *copy) == 0) {
        *pos = last_start.pos;
        pos->profile = copy;
        return BR_OK;
    }
    int rc = fen_check(pos, copy, from_start ? copy->start_fen : fen, err);
    if (rc == BR_OK && from_start) {
        last_start.profile = *copy;
        last_start.pos = *pos;
        last_start.valid = true;
    }
    return rc;
}

void game_install(BrGame *g, const BrProfile *copy, const Position *pos, bool from_start) {
    g->profile = *copy;
    g->pos = *pos;
    g->pos.profile = &g->profile;
    g->ply = 0;
    g->declared_reason = BR_REASON_NONE;
    g->declared_winner = BR_NO_WINNER;
    g->pos.plays_past_end = 0;
    g->start_in_check = in_check(&g->pos);
    game_invalidate(g);
    if (from_start && g->profile.setup_turns) g->pos.setup_pending = 3;
    if (g->profile.counting == BR_COUNTING_MAKRUK && !g->pos.count_limit) counting_update(&g->pos, 0, NULL);
    count_keys(g);
}

int br_game_reset(BrGame *g, const BrProfile *profile, const char *fen, BrError *err) {
    if (err) *err = (BrError){ BR_OK, -1, -1, -1, 0 };
    if (!g || !profile) {
        int code = g ? BR_ERR_UNKNOWN_PROFILE : BR_ERR_ARGUMENT;
        if (err) err->code = code;
        return code;
    }
    /* read into a scratch position first: a refused FEN leaves the game as it was */
    BrProfile copy;
    Position pos;
    int rc = game_read_start(profile, fen, &copy, &pos, err);
    if (rc) return rc;
    game_install(g, &copy, &pos, !fen || !*fen);
    return BR_OK;
}
