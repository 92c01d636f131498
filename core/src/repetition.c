/* repetition.c — the repetition rules (RULES §3.1): a position's third occurrence, and who was
 * perpetual since the first. outcome.c asks only when the game's key counts say a third occurrence
 * can be (game.h), so this walk is kept out of the files the wasm build compiles for speed. */
#include "game.h"

/* Side that made the i-th move. */
static int mover_of(const BrGame *g, int i) { return g->pos.side ^ ((g->ply - i) & 1); }

/* A lone perpetual side loses (by `reason`); two, or none, draw (by material, where the
 * profile's draws are decided so). */
static BrOutcome lone_loser(const BrGame *g, const bool perpetual[2], int reason) {
    if (perpetual[0] != perpetual[1]) return ended(perpetual[0] ? BR_BLACK : BR_WHITE, reason);
    if (g->profile.draws_by_material) return material_count(&g->pos, BR_REASON_REPETITION);
    return ended(BR_NO_WINNER, BR_REASON_REPETITION);
}

/* RULES §3.6, xiangqi/standard: checks first, a side that checked with every move since the
 * first occurrence is perpetual; when neither is, a side that chased one same piece with every
 * move is. */
static BrOutcome axf_outcome(const BrGame *g, int first) {
    bool checker[2] = { true, true };
    for (int i = first; i < g->ply; i++)
        if (!(g->history[i].flags & BR_FLAG_CHECK)) checker[mover_of(g, i)] = false;
    if (checker[0] || checker[1]) return lone_loser(g, checker, BR_REASON_PERPETUAL_CHECK);
    /* The engine follows the chases of the side that made the last move from the move that
     * made the first occurrence (one move more than the other side's; none before the game's
     * start): a side that walked into the cycle by a move that chased nothing is not perpetual. */
    bool chaser[2];
    chase_followed(g, first > 0 ? first - 1 : first, chaser);
    return lone_loser(g, chaser, BR_REASON_PERPETUAL_CHASE);
}

/* A game played on past a repetition (playPastEnd), or a long quiet stretch, holds many
 * occurrences of the position: the scan back to the earliest, and the walk from it, cost the
 * whole stretch on every ply. From the third occurrence back, an earlier first occurrence only
 * adds moves to "every move since the first", so the verdict is settled once each side has made,
 * since the occurrence reached, a move that no perpetual side makes: one without check, and
 * (where chases count) one whose chase record says it chased nothing (chase.c's judgment is
 * chase_followed's per move, and a side whose move chased nothing follows no piece after it).
 * Then no side is perpetual, whichever occurrence is the first. Spans this short go the walk. */
enum { LONG_SPAN = 64, FREE_OF_CHECK = 1, FREE_OF_CHASE = 2 };

/* What record `f` shows its mover free of (FREE_OF_*), by the profile's rule. */
static int freed_by(const BrProfile *p, int f) {
    bool chase_known = f & FLAG_CHASE_JUDGED, no_chase = chase_known && !(f & BR_FLAG_CHASE);
    switch (p->repetition) {
    case BR_REPETITION_PERPETUAL: /* a check or a chase presses */
        return !(f & BR_FLAG_CHECK) && no_chase ? FREE_OF_CHECK | FREE_OF_CHASE : 0;
    case BR_REPETITION_AXF: /* checks first, then chases: both must be left out */
        return (f & BR_FLAG_CHECK ? 0 : FREE_OF_CHECK) | (no_chase ? FREE_OF_CHASE : 0);
    case BR_REPETITION_PERPETUAL_CHECK: return f & BR_FLAG_CHECK ? 0 : FREE_OF_CHECK | FREE_OF_CHASE;
    default: return FREE_OF_CHECK | FREE_OF_CHASE; /* draw: no side is perpetual */
    }
}

BrOutcome repetition_outcome(const BrGame *g) {
    const BrProfile *p = &g->profile;
    if (p->repetition == BR_REPETITION_NONE) return ongoing();
    int seen = 1, first = -1;
    /* nothing before a capture recurs; and a position recurs with the same side to move (the
     * key holds the side), so only every other record's key is compared */
    const Undo *h = g->history;
    uint64_t key = g->pos.key;
    bool by_clock = !p->move_limit_pawn_resets && !p->setup_turns;
    /* the clock then counts the moves since the last capture (passes too): the records after
     * it are read without their flags; else a capture's flag ends the scan */
    int stop = by_clock && g->pos.clock < (uint32_t)g->ply ? g->ply - (int)g->pos.clock : 0;
    if (g->ply - stop > LONG_SPAN) {
        int free[2] = { 0, 0 }, read_from = g->ply; /* free: of the records [read_from, ply) */
        bool judged = !judges_chases(p);
        for (int i = g->ply - 2; i >= stop; i -= 2) {
            if (!by_clock && (h[i + 1].flags | h[i].flags) & BR_FLAG_CAPTURE) break;
            if (h[i].key != key) continue;
            if (++seen >= 3) {
                if (!judged) chase_judge_from(g, i), judged = true; /* a cache: each move judged once */
                for (; read_from > i; read_from--) free[mover_of(g, read_from - 1)] |= freed_by(p, h[read_from - 1].flags);
                if ((free[0] & free[1]) == (FREE_OF_CHECK | FREE_OF_CHASE)) {
                    /* lone_loser's draw, no side perpetual (a plain repetition draw is never counted) */
                    if (p->repetition == BR_REPETITION_DRAW) return ended(BR_NO_WINNER, BR_REASON_REPETITION);
                    bool none[2] = { false, false };
                    return lone_loser(g, none, BR_REASON_REPETITION);
                }
            }
            first = i;
        }
    } else if (by_clock) {
        for (int i = g->ply - 2; i >= stop; i -= 2)
            if (h[i].key == key) seen++, first = i;
    } else {
        for (int i = g->ply - 2; i >= 0; i -= 2) {
            if ((h[i + 1].flags | h[i].flags) & BR_FLAG_CAPTURE) break;
            if (h[i].key == key) seen++, first = i;
        }
    }
    if (seen < 3) return ongoing();
    if (p->repetition == BR_REPETITION_DRAW) return ended(BR_NO_WINNER, BR_REASON_REPETITION);

    if (p->repetition == BR_REPETITION_AXF) return axf_outcome(g, first);

    /* RULES §3.1: a side is perpetual when each of its moves since the first occurrence gave
     * check (or chased, where chases count). */
    bool counts_chase = p->repetition == BR_REPETITION_PERPETUAL;
    bool all_checks[2] = { true, true }, all_pressing[2] = { true, true };
    if (counts_chase) chase_judge_from(g, first); /* judged here, when a repetition needs them */
    for (int i = first; i < g->ply; i++) {
        int side = mover_of(g, i), f = g->history[i].flags;
        if (!(f & BR_FLAG_CHECK)) all_checks[side] = false;
        if (!(f & (BR_FLAG_CHECK | BR_FLAG_CHASE))) all_pressing[side] = false;
    }
    bool perpetual[2];
    for (int c = 0; c < 2; c++) perpetual[c] = counts_chase ? all_pressing[c] : all_checks[c];
    int loser = perpetual[0] ? BR_WHITE : BR_BLACK; /* when one side alone is perpetual */
    return lone_loser(g, perpetual, all_checks[loser] ? BR_REASON_PERPETUAL_CHECK : BR_REASON_PERPETUAL_CHASE);
}
