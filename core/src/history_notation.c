/* history_notation.c — the notation of past moves, read from the game's undo records: one walk
 * back from the current position to the first move asked for (unmaking on a copy of the
 * position), then forward again writing each move in the position it was played in. No second
 * game, no replay from the start. */
#include <string.h>
#include "game.h"
#include "notation_frame.h"

int br_game_history_notation(const BrGame *g, int first, int kind, unsigned flags, char *out,
                             size_t cap) {
    if (!g || first < 0 || first > g->ply || !out || cap == 0) return 0;
    Position pos = g->pos; /* a copy: the game is left as it is */
    pos.plays_past_end = 1; /* a move it holds at an immediate end was played past it */
    for (int i = g->ply - 1; i >= first; i--) unmake_move(&pos, &g->history[i]);
    size_t used = 0;
    int written = 0;
    for (int i = first; i < g->ply; i++) {
        char text[64];
        size_t n = notation_write_at(&pos, g->history[i].move, kind, flags, text, sizeof text);
        if (used + n + 1 > cap) break; /* the caller asks again from here */
        memcpy(out + used, text, n);
        out[used + n] = 0;
        used += n + 1;
        written++;
        Undo u;
        make_move(&pos, g->history[i].move, &u);
    }
    return written;
}
