/* fen_text_test.c — what FEN errors say (issue #17 item 8, #13 item 5): a non-ASCII character is
 * named as itself, the length limit counts characters, surrounding whitespace is ignored,
 * placement and count errors point at a character, and `column` is 1-based like the message. */
#include <stdlib.h>
#include <string.h>
#include "boardrules.h"
#include "check.h"

#define XIANGQI "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

/* Checks the code and the column of fen's error, and that the message names the same column
 * and contains `words`. */
static void expect(const char *profile, const char *fen, int code, int column, const char *words) {
    BrError err;
    int rc = br_fen_check(br_profile_find(profile), fen, &err);
    char message[512], where[32];
    br_error_message(&err, message, sizeof message);
    if (rc != code || err.code != code || err.column != column) {
        fprintf(stderr, "%s: %s\n  got %s column %d (%s), expected %s column %d\n", profile, fen,
                br_error_name(rc), err.column, message, br_error_name(code), column);
        check_failures++;
        return;
    }
    snprintf(where, sizeof where, "character %d)", column);
    if (column > 0 && !strstr(message, where)) {
        fprintf(stderr, "message \"%s\" does not say %s\n", message, where);
        check_failures++;
    }
    if (words && !strstr(message, words)) {
        fprintf(stderr, "message \"%s\" does not say %s\n", message, words);
        check_failures++;
    }
}

int main(void) {
    /* 1-based: the first character is character 1 */
    expect("xiangqi/standard", "xnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", BR_ERR_FEN_PIECE_LETTER, 1, "'x'");
    /* a non-ASCII letter is shown whole; columns count it as one character */
    expect("xiangqi/standard", "é" XIANGQI, BR_ERR_FEN_PIECE_LETTER, 1, "'é'");
    expect("xiangqi/standard", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R車BAKABNR w", BR_ERR_FEN_PIECE_LETTER, 52, "'車'");
    expect("janggi/standard", "🀄" XIANGQI, BR_ERR_FEN_PIECE_LETTER, 1, "'🀄'");
    expect("xiangqi/standard", "\xff" XIANGQI, BR_ERR_FEN_PIECE_LETTER, 1, "'\xEF\xBF\xBD'"); /* not UTF-8: U+FFFD */
    /* surrounding whitespace, a trailing newline above all, is ignored; columns still count it */
    expect("xiangqi/standard", XIANGQI "\n", BR_OK, -1, NULL);
    expect("xiangqi/standard", " \t" XIANGQI " \r\n", BR_OK, -1, NULL);
    expect("xiangqi/standard", "  xnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR", BR_ERR_FEN_PIECE_LETTER, 3, NULL);
    expect("xiangqi/standard", XIANGQI " x\n", BR_ERR_FEN_EXTRA, 71, NULL);
    /* placement: the misplaced advisor on a1 */
    expect("xiangqi/standard", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/ANBAKABNR w", BR_ERR_FEN_PIECE_PLACEMENT, 51, "rank 1");
    /* a second general: the second K in the text, on rank 1 */
    expect("xiangqi/standard", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2K2C1/9/RNBAKABNR w", BR_ERR_FEN_KING_COUNT, 57, "rank 1");
    /* no general: the board field */
    expect("xiangqi/standard", "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", BR_ERR_FEN_KING_COUNT, 1, "second player");
    /* seventeen pieces: the seventeenth in the text, the last chariot */
    expect("xiangqi/standard", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4R4/P1P1P1P1P/1C5C1/9/RNBAKABNR w", BR_ERR_FEN_PIECE_COUNT, 61, "first player");
    /* the side not to move in check: its general */
    expect("xiangqi/standard", "4k4/9/9/9/9/9/9/9/4R4/3K5 w", BR_ERR_FEN_OPPONENT_IN_CHECK, 2, "second player");

    /* the limit is 200 characters, not bytes: 199 three-byte characters are within it */
    char *text = malloc(2000);
    strcpy(text, "車");
    for (int i = 1; i < 199; i++) strcat(text, "車");
    expect("xiangqi/standard", text, BR_ERR_FEN_PIECE_LETTER, 1, "'車'");
    strcat(text, "車車");
    expect("xiangqi/standard", text, BR_ERR_FEN_TOO_LONG, 201, "200 characters");
    /* trailing whitespace does not count */
    snprintf(text, 2000, "%s%*s\n", XIANGQI, 190, "");
    expect("xiangqi/standard", text, BR_OK, -1, NULL);
    free(text);
    printf("fen_text: %d failures\n", check_failures);
    return check_failures != 0;
}
