/* error.c — names and sentences for error codes: one table, so every caller (CLI, wasm, JS)
 * reports a failure in the same words. */
#include "internal.h"

typedef struct ErrorText {
    const char *name, *message;
} ErrorText;

static const ErrorText texts[BR_ERR_COUNT] = {
    [BR_OK] = { "ok", "no error" },
    [BR_ERR_UNKNOWN_PROFILE] = { "unknown-profile", "unknown profile" },
    [BR_ERR_PROFILE_FIELD] = { "unknown-profile-field", "unknown profile field" },
    [BR_ERR_PROFILE_VALUE] = { "bad-profile-value", "bad value for a profile field" },
    [BR_ERR_FEN_EMPTY] = { "fen-empty", "the FEN is empty" },
    [BR_ERR_FEN_TOO_LONG] = { "fen-too-long", "the FEN is too long" },
    [BR_ERR_FEN_RANK_COUNT] = { "fen-rank-count", "the board field has the wrong number of ranks" },
    [BR_ERR_FEN_RANK_WIDTH] = { "fen-rank-width", "a rank does not hold exactly the board's width of points" },
    [BR_ERR_FEN_PIECE_LETTER] = { "fen-piece-letter", "a letter names no piece of this game" },
    [BR_ERR_FEN_SIDE] = { "fen-side", "the side to move must be w or b" },
    [BR_ERR_FEN_CLOCK] = { "fen-clock", "the half-move clock must be a number from 0 to 999999999" },
    [BR_ERR_FEN_FULLMOVE] = { "fen-fullmove", "the full-move number must be a number from 1 to 65535" },
    [BR_ERR_FEN_EXTRA] = { "fen-field", "unexpected text in the FEN" },
    [BR_ERR_FEN_KING_COUNT] = { "fen-king-count", "each side must have exactly one general (king)" },
    [BR_ERR_FEN_PIECE_PLACEMENT] = { "fen-piece-placement", "a piece stands on a point it can never reach" },
    [BR_ERR_FEN_PIECE_COUNT] = { "fen-piece-count", "a side has more than 16 pieces" },
    [BR_ERR_FEN_OPPONENT_IN_CHECK] = { "fen-opponent-in-check", "the side not to move is in check" },
    [BR_ERR_MOVE_SYNTAX] = { "malformed-move", "the text is not a move" },
    [BR_ERR_NO_PIECE] = { "no-piece", "there is no piece on the starting point" },
    [BR_ERR_WRONG_SIDE] = { "wrong-side", "that piece belongs to the side not to move" },
    [BR_ERR_OWN_PIECE] = { "own-piece-on-target", "the destination holds one of the mover's own pieces" },
    [BR_ERR_UNREACHABLE] = { "unreachable", "that piece cannot move to that point" },
    [BR_ERR_HORSE_LEG] = { "horse-leg-blocked", "the horse's leg is blocked" },
    [BR_ERR_ELEPHANT_BLOCKED] = { "elephant-blocked", "the elephant's path is blocked" },
    [BR_ERR_CANNON_NO_SCREEN] = { "cannon-no-screen", "the cannon has no screen to jump" },
    [BR_ERR_CANNON_SCREEN_IS_CANNON] = { "cannon-screen-is-cannon", "a cannon cannot jump over a cannon" },
    [BR_ERR_CANNON_TAKES_CANNON] = { "cannon-takes-cannon", "a cannon cannot capture a cannon" },
    [BR_ERR_CANNON_TWO_SCREENS] = { "cannon-too-many-screens", "more than one piece stands between the cannon and its target" },
    [BR_ERR_PATH_BLOCKED] = { "path-blocked", "a piece blocks the way" },
    [BR_ERR_OUTSIDE_PALACE] = { "outside-palace", "that piece cannot leave its palace" },
    [BR_ERR_SOLDIER_BACKWARD] = { "soldier-backward", "soldiers and pawns never move backward" },
    [BR_ERR_SELF_CHECK] = { "self-check", "the move leaves the mover's general (king) in check" },
    [BR_ERR_FLYING_GENERAL] = { "flying-general", "the move leaves the two generals facing each other" },
    [BR_ERR_BIKJANG_UNANSWERED] = { "bikjang-unanswered", "the generals face each other and the move does not answer it" },
    [BR_ERR_PASS_NOT_ALLOWED] = { "pass-not-allowed", "passing is not allowed here: these rules have no pass, or the general is in check" },
    [BR_ERR_SETUP_PENDING] = { "setup-pending", "the setup turn must be played first" },
    [BR_ERR_NOT_SETUP_TURN] = { "not-setup-turn", "a setup choice is only allowed on a setup turn" },
    [BR_ERR_GAME_OVER] = { "game-over", "the game is over" },
    [BR_ERR_ILLEGAL] = { "illegal-move", "the move is illegal" },
    [BR_ERR_DEPTH] = { "bad-depth", "the depth is out of range" },
    [BR_ERR_ARGUMENT] = { "bad-argument", "a bad argument" },
    [BR_ERR_NO_HISTORY] = { "no-history", "there is no move to take back" },
    [BR_ERR_OUT_OF_MEMORY] = { "out-of-memory", "out of memory" },
    [BR_ERR_AMBIGUOUS_MOVE] = { "ambiguous-move", "the text names more than one move" },
    [BR_ERR_NOT_PROMOTION] = { "not-a-promotion", "only a pawn reaching its promotion rank promotes" },
    [BR_ERR_WRONG_PIECE] = { "wrong-piece", "the piece on the starting point is not the one the text names" },
    [BR_ERR_FEN_COUNT] = { "fen-count", "makruk's count is a counting limit from 0 to 128 plies (field 4) and a count from 0 to 65535 (field 5)" },
};

const char *br_error_name(int code) {
    if (code < 0 || code >= BR_ERR_COUNT || !texts[code].name) return "unknown-error";
    return texts[code].name;
}

static const char *field_names[] = { "", "board", "side to move", "third", "fourth",
                                     "half-move clock", "full-move number", "end" };

/* Writes a code point as UTF-8, so that a message names a non-ASCII character as itself; one
 * that is not a character, or a NUL, as U+FFFD. */
static void text_utf8(Text *t, int cp) {
    if (cp <= 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp < 0xE000)) cp = 0xFFFD;
    if (cp < 0x80) {
        text_char(t, (char)cp);
        return;
    }
    int len = cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    static const unsigned char lead[5] = { 0, 0, 0xC0, 0xE0, 0xF0 };
    char bytes[4];
    for (int i = len - 1; i > 0; i--, cp >>= 6) bytes[i] = (char)(0x80 | (cp & 0x3F));
    bytes[0] = (char)(lead[len] | cp);
    /* all or nothing: a truncated message never ends in half a character */
    if (t->cap && t->len + (size_t)len < t->cap)
        for (int i = 0; i < len; i++) text_char(t, bytes[i]);
    else
        t->len += (size_t)len;
}

/* Starts one part of the parenthesis that says where an error is: " (" first, ", " after. */
static void where_part(Text *t, size_t where, const char *label) {
    text_str(t, t->len > where ? ", " : " (");
    text_str(t, label);
}

size_t br_error_message(const BrError *err, char *out, size_t cap) {
    if (!err) return 0;
    int code = err->code;
    const char *base = code >= 0 && code < BR_ERR_COUNT && texts[code].message
                           ? texts[code].message : "unknown error";
    Text t = text_start(out, cap);
    text_str(&t, base);
    switch (code) {
    case BR_ERR_FEN_PIECE_LETTER: /* detail: the character, as a code point */
        text_str(&t, ": '");
        text_utf8(&t, err->detail);
        text_char(&t, '\'');
        break;
    case BR_ERR_FEN_TOO_LONG:
        text_str(&t, ": at most ");
        text_int(&t, err->detail);
        text_str(&t, " characters");
        break;
    case BR_ERR_FEN_RANK_WIDTH:
        text_str(&t, ": expected ");
        text_int(&t, err->detail);
        text_str(&t, " points");
        break;
    case BR_ERR_FEN_RANK_COUNT:
        text_str(&t, ": expected ");
        text_int(&t, err->detail);
        break;
    case BR_ERR_FEN_KING_COUNT:
    case BR_ERR_FEN_PIECE_COUNT:
    case BR_ERR_FEN_OPPONENT_IN_CHECK:
        text_str(&t, err->detail ? ": second player" : ": first player");
        break;
    default:
        break;
    }
    size_t where = t.len; /* then where the error is: " (FEN field 1, board, rank 3, character 5)" */
    if (err->field > 0 && err->field <= 7) {
        where_part(&t, where, "FEN field ");
        text_int(&t, err->field);
        text_str(&t, ", ");
        text_str(&t, field_names[err->field]);
    }
    if (err->rank > 0) {
        where_part(&t, where, "rank ");
        text_int(&t, err->rank);
    }
    if (err->column > 0) { /* 1-based, as BrError.column */
        where_part(&t, where, "character ");
        text_int(&t, err->column);
    }
    if (t.len > where) text_char(&t, ')');
    return t.len;
}
