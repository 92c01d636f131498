/* profile.c — the built-in profiles: each site's rule choices as one table row (RULES §3). */
#include <string.h>
#include "internal.h"

#define XIANGQI_START "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
#define JANGGI_START "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
#define MAKRUK_START "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
#define ALL_DIAGONALS (BR_DIAG_CHARIOT | BR_DIAG_CANNON | BR_DIAG_SOLDIER)

static const BrProfile builtin[] = {
    { /* RULES §3.1, seed 002 */
      .name = "xiangqi/youzai", .game = BR_GAME_XIANGQI, .start_fen = XIANGQI_START,
      .cannon = BR_CANNON_XIANGQI, .flying_general = 1, .stalemate = BR_RESULT_LOSS,
      .move_limit = 120, .repetition = BR_REPETITION_PERPETUAL },
    { /* RULES §3.2, seed 000 */
      .name = "janggi/plyyard", .game = BR_GAME_JANGGI, .start_fen = JANGGI_START,
      .cannon = BR_CANNON_JANGGI, .palace_diagonals = BR_DIAG_CHARIOT,
      .bikjang = BR_BIKJANG_ANSWER, .stalemate = BR_RESULT_LOSS, .no_moves_reason = 1,
      .move_limit = 120 },
    { /* RULES §3.3, seed 004 */
      .name = "janggi/youzai", .game = BR_GAME_JANGGI, .start_fen = JANGGI_START,
      .cannon = BR_CANNON_SLIDING, .palace_diagonals = BR_DIAG_CHARIOT | BR_DIAG_CANNON,
      .bikjang = BR_BIKJANG_FREE, .pass = 1, .stalemate = BR_RESULT_LOSS, .move_limit = 200 },
    { /* RULES §3.4, seed 001 */
      .name = "janggi/vchess", .game = BR_GAME_JANGGI, .start_fen = JANGGI_START,
      .cannon = BR_CANNON_JANGGI, .palace_diagonals = ALL_DIAGONALS,
      .bikjang = BR_BIKJANG_DRAW, .bikjang_end = BR_END_DRAW, .pass = 1,
      .double_pass_end = BR_END_DRAW, .setup_turns = 1, .stalemate = BR_RESULT_LOSS },
    { /* RULES §3.5, seed 003 */
      .name = "makruk/plyyard", .game = BR_GAME_MAKRUK, .start_fen = MAKRUK_START,
      .stalemate = BR_RESULT_DRAW, .move_limit = 100, .move_limit_pawn_resets = 1,
      .repetition = BR_REPETITION_DRAW, .insufficient_material = BR_MATERIAL_MAKRUK },
    { /* RULES §3.6: Fairy-Stockfish's xiangqi */
      .name = "xiangqi/standard", .game = BR_GAME_XIANGQI, .start_fen = XIANGQI_START,
      .cannon = BR_CANNON_XIANGQI, .flying_general = 1, .stalemate = BR_RESULT_LOSS,
      .move_limit = 100, .checks_extend_move_limit = 1, .repetition = BR_REPETITION_AXF,
      .insufficient_material = BR_MATERIAL_XIANGQI },
    { /* RULES §3.6: Fairy-Stockfish's janggi */
      .name = "janggi/standard", .game = BR_GAME_JANGGI, .start_fen = JANGGI_START,
      .cannon = BR_CANNON_JANGGI, .palace_diagonals = ALL_DIAGONALS,
      .bikjang = BR_BIKJANG_STANDARD, .bikjang_end = BR_END_MATERIAL, .pass = 1,
      .double_pass_end = BR_END_MATERIAL, .stalemate = BR_RESULT_LOSS, .move_limit = 100,
      .repetition = BR_REPETITION_PERPETUAL_CHECK, .draws_by_material = 1,
      .insufficient_material = BR_MATERIAL_JANGGI },
    { /* RULES §3.6: Fairy-Stockfish's makruk */
      .name = "makruk/standard", .game = BR_GAME_MAKRUK, .start_fen = MAKRUK_START,
      .stalemate = BR_RESULT_DRAW, .insufficient_material = BR_MATERIAL_MAKRUK,
      .repetition = BR_REPETITION_DRAW, .counting = BR_COUNTING_MAKRUK,
      .move_limit_pawn_resets = 1 }, /* no move limit; its FEN clock counts as Fairy-Stockfish's */
};

enum { BUILTIN_COUNT = sizeof builtin / sizeof builtin[0] };

int br_profile_count(void) { return BUILTIN_COUNT; }

const BrProfile *br_profile_at(int i) {
    return i >= 0 && i < BUILTIN_COUNT ? &builtin[i] : NULL;
}

const BrProfile *br_profile_find(const char *name) {
    if (!name) return NULL;
    for (int i = 0; i < BUILTIN_COUNT; i++)
        if (strcmp(builtin[i].name, name) == 0) return &builtin[i];
    return NULL;
}

BrProfile profile_copy(const BrProfile *p) {
    BrProfile copy = *p;
    copy.name[sizeof copy.name - 1] = 0; /* a caller's profile may hold unterminated texts */
    copy.start_fen[sizeof copy.start_fen - 1] = 0;
    return copy;
}
