/* unity.c — the whole core as one translation unit, for the wasm build (one compile, whole-
 * program inlining without LTO). */
#include "error.c"
#include "explain.c"
#include "fen.c"
#include "game.c"
#include "movegen.c"
#include "notation.c"
#include "outcome.c"
#include "position.c"
#include "profile.c"
#include "tables.c"
