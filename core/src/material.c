/* material.c — what the material on the board decides, read only when a game may end on it: the
 * janggi material count, and whether a makruk side has mating material. Kept out of outcome.c,
 * which the wasm build compiles for speed: these scans run at a game's end, or when the quick
 * tests there (a ruea on the board, a khon or a second piece beside a strong one) say nothing. */
#include "game.h"

/* Janggi material count (RULES §3.6): Cho's points minus Han's minus 1; above 0 Cho wins.
 * `scored`: the end it decides (a repetition, the move limit, a double pass, a bikjang). */
BrOutcome material_count(const Position *pos, int scored) {
    static const int value[8] = { 0, 0, 3, 3, 5, 13, 7, 2 };
    int score = -1;
    for (int s = 0; s < pos->t->squares; s++) {
        uint8_t p = pos->board[s];
        if (p) score += BR_PIECE_COLOR(p) == BR_WHITE ? value[BR_PIECE_TYPE(p)] : -value[BR_PIECE_TYPE(p)];
    }
    BrOutcome o = ended(score > 0 ? BR_WHITE : BR_BLACK, BR_REASON_MATERIAL_COUNT);
    o.scored = scored;
    return o;
}

/* Makruk (RULES §3.5): a side can mate with a ruea or a khon; with a met when the mets stand on
 * both colours or some piece other than kings and mets is on the board; with a horse or a pawn
 * when at least two pieces besides the kings are on the board. */
bool makruk_can_mate(const Position *pos, int side) {
    int count[2][8] = { { 0 } }, others = 0, met_colours = 0, non_met = 0;
    for (int s = 0; s < pos->t->squares; s++) {
        uint8_t p = pos->board[s];
        if (!p || BR_PIECE_TYPE(p) == BR_KING) continue;
        count[BR_PIECE_COLOR(p)][BR_PIECE_TYPE(p)]++;
        others++;
        if (BR_PIECE_TYPE(p) == BR_ADVISOR) met_colours |= 1 << ((s % 8 + s / 8) & 1);
        else non_met++;
    }
    const int *mine = count[side];
    if (mine[BR_CHARIOT] || mine[BR_ELEPHANT]) return true;
    if (mine[BR_ADVISOR] && (met_colours == 3 || non_met)) return true;
    return (mine[BR_HORSE] || mine[BR_SOLDIER]) && others >= 2;
}
