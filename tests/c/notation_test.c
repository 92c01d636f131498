/* notation_test.c — the notation readers' error paths and the writers' bounds, in C (the JS tests
 * check the texts themselves against Fairy-Stockfish and real records):
 *   - every malformed, truncated or hostile text gives its code and leaves the game as it was;
 *   - texts that name a piece that is not there, a step the piece cannot make, or several moves
 *     give BR_ERR_NO_PIECE, BR_ERR_UNREACHABLE, BR_ERR_AMBIGUOUS_MOVE;
 *   - every legal move of a few positions reads back from what each notation writes;
 *   - the writer cuts to the buffer and still returns the full length.
 * usage: notation_test (exit 0 when every check holds) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "boardrules.h"

static int failures;

#define CHECK(cond, ...)                                                                          \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            failures++;                                                                           \
            fprintf(stderr, "%s:%d: ", __FILE__, __LINE__);                                       \
            fprintf(stderr, __VA_ARGS__);                                                         \
            fputc('\n', stderr);                                                                  \
        }                                                                                         \
    } while (0)

static BrGame *game(const char *profile, const char *fen) {
    BrError err;
    BrGame *g = br_game_new(br_profile_find(profile), fen, &err);
    if (!g) {
        fprintf(stderr, "cannot create %s %s: %s\n", profile, fen ? fen : "", br_error_name(err.code));
        exit(2);
    }
    return g;
}

static BrMove uci(BrGame *g, const char *text) {
    BrMove m = 0;
    if (br_move_parse(g, text, &m) != BR_OK) {
        fprintf(stderr, "bad UCI in the test: %s\n", text);
        exit(2);
    }
    return m;
}

/* Reads `text`; checks the code, and the move when the code is BR_OK (want_uci not NULL). */
static void expect_read(BrGame *g, int kind, const char *text, int code, const char *want_uci) {
    char before[128], after[128];
    br_game_fen(g, before, sizeof before);
    BrMove m = 0xFFFFFFFFu;
    int rc = br_move_read(g, kind, text, &m);
    br_game_fen(g, after, sizeof after);
    CHECK(strcmp(before, after) == 0, "reading %s changed the game", text ? text : "(null)");
    CHECK(rc == code, "read(%d, \"%s\"): %s, want %s", kind, text ? text : "(null)", br_error_name(rc),
          br_error_name(code));
    if (rc != BR_OK) CHECK(m == 0xFFFFFFFFu, "read(\"%s\") failed but wrote a move", text ? text : "(null)");
    if (rc == BR_OK && code == BR_OK && want_uci) {
        char got[16];
        br_move_uci(g, m, got, sizeof got);
        CHECK(strcmp(got, want_uci) == 0, "read(%d, \"%s\") = %s, want %s", kind, text, got, want_uci);
    }
}

/* Every text of a NULL-terminated list is not a move in `kind`. */
static void expect_malformed(BrGame *g, int kind, const char *const *texts) {
    for (; *texts; texts++) expect_read(g, kind, *texts, BR_ERR_MOVE_SYNTAX, NULL);
}

static void xiangqi_errors(void) {
    BrGame *g = game("xiangqi/standard", NULL);
    const int ANY = BR_NOTATION_ANY;
    expect_read(g, ANY, NULL, BR_ERR_ARGUMENT, NULL);
    expect_read(g, BR_NOTATION_THAI, "e4", BR_ERR_ARGUMENT, NULL);       /* not a xiangqi notation */
    expect_read(g, BR_NOTATION_SAN, "e5", BR_OK, "e4e5");                /* a soldier unlettered, as chess writes pawns */
    expect_read(g, BR_NOTATION_SAN, "e4", BR_ERR_UNREACHABLE, NULL);     /* its soldier stands there */
    expect_read(g, BR_NOTATION_SAN, "Che3", BR_OK, "h3e3");              /* Fairy-Stockfish's SAN */
    expect_read(g, BR_NOTATION_SAN, "Ce3", BR_ERR_AMBIGUOUS_MOVE, NULL); /* both cannons go there */
    expect_read(g, BR_NOTATION_SAN, "Cxb10", BR_OK, "b3b10");
    expect_read(g, BR_NOTATION_SAN, "Ke1", BR_OK, "e1e1");               /* a pass: play refuses it */
    expect_read(g, 99, "C2.5", BR_ERR_ARGUMENT, NULL);
    expect_read(g, ANY, "", BR_ERR_MOVE_SYNTAX, NULL);
    expect_read(g, ANY, "   ", BR_ERR_MOVE_SYNTAX, NULL);
    char long_text[200];
    memset(long_text, 'C', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = 0;
    expect_read(g, ANY, long_text, BR_ERR_MOVE_SYNTAX, NULL);
    /* WXF */
    expect_read(g, ANY, "C2.5", BR_OK, "h3e3");
    expect_read(g, BR_NOTATION_WXF, "c2=5", BR_OK, "h3e3");
    expect_malformed(g, BR_NOTATION_WXF, (const char *const[]){ "C2.0", "C0.5", "X2.5", "C2.5x", "C2", "C2..5",
                                                                 "C2?5", "+C", "+X.5", NULL });
    expect_read(g, ANY, "R2+1", BR_ERR_NO_PIECE, NULL);     /* red's chariots stand on files 1, 9 */
    expect_read(g, ANY, "C+.5", BR_ERR_NO_PIECE, NULL);     /* no two cannons share a file */
    expect_read(g, ANY, "H2.3", BR_ERR_UNREACHABLE, NULL);  /* a horse never moves along a rank */
    expect_read(g, ANY, "E3+4", BR_ERR_UNREACHABLE, NULL);  /* an elephant moves two files */
    expect_read(g, ANY, "R9-1", BR_ERR_UNREACHABLE, NULL);  /* off the board */
    expect_read(g, ANY, "C2+6", BR_OK, "h3h9");             /* named, illegal: explain says why */
    CHECK(br_game_explain(g, uci(g, "h3h9")) == BR_ERR_PATH_BLOCKED, "h3h9 is blocked");
    /* Chinese */
    expect_read(g, ANY, "炮二平五", BR_OK, "h3e3");
    expect_read(g, ANY, "　炮二平五　", BR_OK, "h3e3");     /* ideographic spaces */
    expect_malformed(g, BR_NOTATION_CHINESE, (const char *const[]){ "炮二平", "炮十平五", "炮二走五", "炮二平五五",
        "猫二平五", "六炮平五", "炮二平\xe4\xb8", "\xff\xfe\xfd\xfc", "炮\x80平五", NULL });
    expect_read(g, ANY, "前炮平五", BR_ERR_NO_PIECE, NULL);
    /* ICCS and UCI */
    expect_read(g, ANY, "H2-E2", BR_OK, "h3e3");
    expect_read(g, ANY, "h2e2", BR_OK, "h2e2");             /* lower case: UCI, an empty point */
    expect_read(g, BR_NOTATION_ICCS, "h2e2", BR_OK, "h3e3");
    expect_read(g, ANY, "h0e0", BR_ERR_MOVE_SYNTAX, NULL);  /* ICCS only when asked for */
    expect_read(g, BR_NOTATION_ICCS, "h0e0", BR_OK, "h1e1");
    expect_read(g, BR_NOTATION_ICCS, "H2-E2-", BR_ERR_MOVE_SYNTAX, NULL);
    expect_read(g, BR_NOTATION_ICCS, "J2-E2", BR_ERR_MOVE_SYNTAX, NULL);
    /* full-width forms are the ASCII they stand for, in every notation (U+FF01-FF5E) */
    expect_read(g, ANY, "Ｈ２－Ｅ２", BR_OK, "h3e3");
    expect_read(g, BR_NOTATION_ICCS, "ｈ２ｅ２", BR_OK, "h3e3");
    expect_read(g, ANY, "ｈ３ｅ３", BR_OK, "h3e3");
    expect_read(g, BR_NOTATION_UCI, "ｈ３ｅ３", BR_OK, "h3e3");
    expect_read(g, BR_NOTATION_SAN, "Ｃｈｅ３", BR_OK, "h3e3");
    expect_read(g, ANY, "Ｈ２－Ｅ２－", BR_ERR_MOVE_SYNTAX, NULL);
    expect_read(g, ANY, "\xef\xbc", BR_ERR_MOVE_SYNTAX, NULL);          /* a cut full-width form */
    expect_read(g, ANY, "\xef\xbd\x9f\xef\xbd\x9f", BR_ERR_MOVE_SYNTAX, NULL); /* U+FF5F: no ASCII */
    br_game_delete(g);

    /* front soldiers on two files: "P++1" could be either */
    g = game("xiangqi/standard", "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1");
    expect_read(g, ANY, "P++1", BR_ERR_AMBIGUOUS_MOVE, NULL);
    expect_read(g, ANY, "前兵进一", BR_ERR_AMBIGUOUS_MOVE, NULL);
    expect_read(g, ANY, "前七进一", BR_OK, "c7c8");
    expect_read(g, ANY, "17+1", BR_OK, "c7c8");
    expect_read(g, ANY, "37+1", BR_ERR_NO_PIECE, NULL);
    br_game_delete(g);
}

static void janggi_errors(void) {
    BrGame *g = game("janggi/standard", NULL);
    const int ANY = BR_NOTATION_ANY;
    expect_read(g, ANY, "H02-83", BR_OK, "b1c3");
    expect_read(g, ANY, "02마83", BR_OK, "b1c3");
    expect_read(g, ANY, "02마83병장군", BR_OK, "b1c3"); /* suffixes are read (not checked) */
    expect_read(g, ANY, "H02xP83", BR_OK, "b1c3"); /* the piece taken lettered, as janggi.pl writes it (not checked) */
    expect_read(g, ANY, "한수쉼", BR_OK, "e2e2");
    expect_read(g, ANY, "한수 쉼", BR_OK, "e2e2"); /* the word as prose and board buttons write it */
    expect_read(g, ANY, "한수\xe3\x80\x80 \t쉼", BR_OK, "e2e2");
    expect_malformed(g, ANY, (const char *const[]){ "H02-8", "H0283", "Z02-83", "H02-83++", "H0a-83", "H02-P83", "H02xPP83", "02마8",
                                                    "02마83zz", "02猫83", "02마83병병병", "한수",
                                                    "한수 쉼쉼", "한 수쉼", NULL });
    /* a pass's text of a point that is not the mover's general's: the notation's, refused for what
     * stands there (docs/RULES.md §1: a janggi pass is the general's square twice) */
    expect_read(g, ANY, "K99-99", BR_ERR_NO_PIECE, NULL);
    expect_read(g, ANY, "99사99", BR_ERR_NO_PIECE, NULL);
    expect_read(g, ANY, "K25-25", BR_ERR_WRONG_SIDE, NULL); /* Han's general, Cho to move */
    /* Cho's horse stays put: the text names its two points, and the move is unreachable, as
     * ICCS's and UCI's b1b1 are (not the bare illegal-move) */
    expect_read(g, ANY, "H02-02", BR_OK, "b1b1");
    CHECK(br_game_explain(g, uci(g, "b1b1")) == BR_ERR_UNREACHABLE, "b1b1 stays put");
    expect_read(g, BR_NOTATION_KOREAN, "02마02", BR_OK, "b1b1");
    expect_read(g, ANY, "R02-83", BR_ERR_WRONG_PIECE, NULL); /* a horse stands on b1 */
    expect_read(g, ANY, "02차83", BR_ERR_WRONG_PIECE, NULL);
    expect_read(g, ANY, "82포62", BR_OK, "b3b5");
    CHECK(br_game_explain(g, uci(g, "b3b5")) == BR_ERR_CANNON_NO_SCREEN, "b3b5 has no screen");
    expect_read(g, BR_NOTATION_WXF, "C2.5", BR_ERR_ARGUMENT, NULL);
    /* a pass word is every notation's (README, "Notations"): a SAN record's "1. Hc3 @@@@", "59. --" */
    static const int named[] = { BR_NOTATION_SAN, BR_NOTATION_JANGGI, BR_NOTATION_KOREAN, BR_NOTATION_ICCS, BR_NOTATION_UCI };
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        expect_read(g, named[i], "@@@@", BR_OK, "e2e2");
        expect_read(g, named[i], "pass", BR_OK, "e2e2");
        expect_read(g, named[i], "0000", BR_OK, "e2e2");
        expect_read(g, named[i], "--", BR_OK, "e2e2"); /* PGN's null move: WinBoard's janggi pass */
    }
    br_game_delete(g);
}

/* vchess setup turns: one swap, both, or the keep; two parts are the two swaps, each once */
static void setup_errors(void) {
    BrGame *g = game("janggi/vchess", NULL);
    const int ANY = BR_NOTATION_ANY;
    expect_read(g, ANY, "b1c1,h1g1", BR_OK, "b1c1,h1g1");
    expect_read(g, ANY, "h1g1,b1c1", BR_OK, "b1c1,h1g1");
    expect_read(g, BR_NOTATION_UCI, "e2e2", BR_OK, "e2e2");
    expect_malformed(g, BR_NOTATION_UCI, (const char *const[]){ "a1a9,h1g1", "b1c9,h1g1", "e2e2,h1g1", "b1c1,a1a9",
                                                                "b1c1,b1c1", "b1c1,e2e2", NULL });
    expect_malformed(g, ANY, (const char *const[]){ "a1a9,h1g1", "e2e2,h1g1", NULL });
    br_game_play(g, uci(g, "b1c1"));
    expect_read(g, ANY, "b10c10,h10g10", BR_OK, "b10c10,h10g10");
    expect_malformed(g, ANY, (const char *const[]){ "a10a9,h10g10", "e9e9,b10c10", NULL });
    br_game_delete(g);
}

static void makruk_errors(void) {
    BrGame *g = game("makruk/standard", NULL);
    const int ANY = BR_NOTATION_ANY;
    expect_read(g, ANY, "Nd2", BR_OK, "b1d2");
    expect_read(g, ANY, "ม-ง๒", BR_OK, "b1d2");
    expect_malformed(g, ANY, (const char *const[]){ "Nd9", "Zd2", "e2e2e2", "a1a11", "a-1a1", "N", "x", "Nxx",
                                                    "ม็", "\xe0\xb9", "ม-ง๒็", "Nd2d2d2", NULL });
    expect_read(g, ANY, "Nd5", BR_ERR_UNREACHABLE, NULL);   /* no horse reaches d5 */
    expect_read(g, ANY, "Nad5", BR_ERR_NO_PIECE, NULL);     /* no horse on file a */
    expect_read(g, ANY, "ค, ฉ๓-ฉ๔", BR_ERR_WRONG_PIECE, NULL); /* a pawn on f3, not a khon */
    /* Fairy-Stockfish's long algebraic: a pawn names its point */
    expect_read(g, BR_NOTATION_SAN, "e3-e4", BR_OK, "e3e4");
    expect_read(g, BR_NOTATION_SAN, "Pe3e4", BR_OK, "e3e4");
    expect_malformed(g, BR_NOTATION_SAN, (const char *const[]){ "e3-e3", NULL });
    expect_read(g, ANY, "a1-a2", BR_ERR_WRONG_PIECE, NULL); /* the rook's letter left out */
    expect_read(g, ANY, "b1-c3", BR_ERR_WRONG_PIECE, NULL);
    /* the other side's piece of the kind named, as its coordinates say (a8a7: wrong-side) */
    expect_read(g, ANY, "a6-a5", BR_ERR_WRONG_SIDE, NULL);
    expect_read(g, ANY, "Ra8-a7", BR_ERR_WRONG_SIDE, NULL);
    expect_read(g, ANY, "a8-a7", BR_ERR_WRONG_PIECE, NULL); /* a rook, named as a pawn */
    br_game_delete(g);
    /* the same Thai text (Fairy-Stockfish's) for a khon and a pawn capture; ours name the origin */
    g = game("makruk/standard", "3m1sn1/5r2/pk2rn2/2p2M1p/1PP4P/P1s1m3/1S1SR2K/4M2R b - - 10 45");
    expect_read(g, BR_NOTATION_THAI, "คxข๔", BR_ERR_AMBIGUOUS_MOVE, NULL);
    expect_read(g, BR_NOTATION_THAI, "บคxข๔", BR_OK, "c5b4");
    expect_read(g, BR_NOTATION_THAI, "คคxข๔", BR_OK, "c3b4");
    br_game_delete(g);
    /* a pinned horse: read, then refused with the reason */
    g = game("makruk/standard", "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1");
    expect_read(g, ANY, "Nd4", BR_OK, "e2d4");
    CHECK(br_game_explain(g, uci(g, "e2d4")) == BR_ERR_SELF_CHECK, "the horse is pinned");
    br_game_delete(g);
    /* two horses reach d5, one of them pinned: the text we write for the free one names no
     * origin (the pinned one's move is not legal), and naming the pinned one's file reads it;
     * a pawn's promotion reads with and without its "=M" */
    const char *pinned = "4r2k/8/8/8/8/2N1N3/8/4K3 w - - 0 1", *promoting = "7k/8/8/2P5/8/8/8/4K3 w - - 0 1";
    const struct { const char *fen, *text, *want; int kind; } reads[] = {
        { pinned, "Nd5", "c3d5", BR_NOTATION_SAN },     { pinned, "ม-ง๕", "c3d5", BR_NOTATION_THAI },
        { pinned, "Ned5", "e3d5", BR_NOTATION_SAN },    { pinned, "มจ-ง๕", "e3d5", BR_NOTATION_THAI },
        { promoting, "c6=M", "c5c6m", BR_NOTATION_SAN }, { promoting, "c6", "c5c6m", BR_NOTATION_SAN },
        { promoting, "ค๖=M", "c5c6m", BR_NOTATION_THAI }, { promoting, "ค6", "c5c6m", BR_NOTATION_THAI },
    };
    for (size_t i = 0; i < sizeof reads / sizeof *reads; i++) {
        g = game("makruk/standard", reads[i].fen);
        expect_read(g, reads[i].kind, reads[i].text, BR_OK, reads[i].want);
        br_game_delete(g);
    }
}

/* Every legal move in every notation of the game reads back to itself. */
static void round_trips(const char *profile, const char *fen) {
    BrGame *g = game(profile, fen);
    BrMove legal[BR_MAX_MOVES];
    int n = br_game_legal_moves(g, legal);
    CHECK(n > 0, "%s has moves", profile);
    int kind;
    for (int i = 0; (kind = br_notation_of_game(br_game_profile(g)->game, i)) >= 0; i++) {
        for (unsigned flags = 0; flags <= BR_WRITE_TRADITIONAL; flags++) {
            for (int j = 0; j < n; j++) {
                char text[64];
                size_t len = br_move_write(g, legal[j], kind, flags, text, sizeof text);
                CHECK(len > 0 && len < sizeof text, "%s writes move %d", br_notation_name(kind), j);
                BrMove back = 0;
                int rc = br_move_read(g, kind, text, &back);
                CHECK(rc == BR_OK && back == legal[j], "%s %s %s: read %s", profile, br_notation_name(kind), text,
                      br_error_name(rc));
            }
        }
    }
    br_game_delete(g);
}

static void writer_bounds(void) {
    BrGame *g = game("xiangqi/standard", NULL);
    char out[64];
    BrMove m = uci(g, "h3e3");
    CHECK(br_move_write(g, m, BR_NOTATION_CHINESE, 0, out, sizeof out) == strlen("炮二平五"), "length");
    CHECK(strcmp(out, "炮二平五") == 0, "text %s", out);
    char small[5];
    size_t len = br_move_write(g, m, BR_NOTATION_CHINESE, 0, small, sizeof small);
    CHECK(len == 12 && strlen(small) == 4, "cut to the buffer: %zu %zu", len, strlen(small));
    CHECK(br_move_write(g, uci(g, "h3h9"), BR_NOTATION_WXF, 0, out, sizeof out) == 0 && out[0] == 0,
          "an illegal move is not written");
    CHECK(br_move_write(g, m, BR_NOTATION_THAI, 0, out, sizeof out) == 0, "Thai is not a xiangqi notation");
    CHECK(br_move_write(g, m, BR_NOTATION_SAN, 0, out, sizeof out) == 4 && strcmp(out, "Che3") == 0, "SAN %s", out);
    CHECK(br_move_write(g, m, -1, 0, out, sizeof out) == 0, "no notation");
    CHECK(br_move_write(NULL, m, BR_NOTATION_WXF, 0, out, sizeof out) == 0, "no game");
    br_game_delete(g);
    CHECK(strcmp(br_notation_name(BR_NOTATION_KOREAN), "korean") == 0, "names");
    CHECK(br_notation_name(BR_NOTATION_COUNT) == NULL && br_notation_name(-1) == NULL, "names out of range");
    CHECK(br_notation_of_game(BR_GAME_MAKRUK, 3) == -1 && br_notation_of_game(7, 0) == -1, "lists end");
    CHECK(strcmp(br_error_name(BR_ERR_AMBIGUOUS_MOVE), "ambiguous-move") == 0, "error name");
}

/* br_coordinate_label: a few labels, and nothing written off the board, for another game's
 * notation, an axis a notation does not have or a bad side; cut to the buffer like br_move_write. */
static void label_bounds(void) {
    BrGame *g = game("xiangqi/standard", NULL);
    char out[16];
    CHECK(br_coordinate_label(g, BR_NOTATION_CHINESE, BR_AXIS_FILE, 7, BR_WHITE, out, sizeof out) == 3
          && strcmp(out, "二") == 0, "Red's file h in Chinese: %s", out);
    CHECK(br_coordinate_label(g, BR_NOTATION_CHINESE, BR_AXIS_FILE, 7, BR_BLACK, out, sizeof out) == 3
          && strcmp(out, "８") == 0, "Black's file h in Chinese: %s", out);
    CHECK(br_coordinate_label(g, BR_NOTATION_UCI, BR_AXIS_RANK, 9, BR_WHITE, out, sizeof out) == 2
          && strcmp(out, "10") == 0, "UCI's tenth rank: %s", out);
    CHECK(br_coordinate_label(g, BR_NOTATION_ICCS, BR_AXIS_RANK, 9, BR_WHITE, out, sizeof out) == 1
          && strcmp(out, "9") == 0, "ICCS's tenth rank: %s", out);
    CHECK(br_coordinate_label(g, BR_NOTATION_WXF, BR_AXIS_RANK, 0, BR_WHITE, out, sizeof out) == 0 && out[0] == 0,
          "WXF has no ranks");
    CHECK(br_coordinate_label(g, BR_NOTATION_THAI, BR_AXIS_FILE, 0, BR_WHITE, out, sizeof out) == 0, "Thai is not xiangqi's");
    CHECK(br_coordinate_label(g, BR_NOTATION_UCI, BR_AXIS_FILE, 9, BR_WHITE, out, sizeof out) == 0, "no file j");
    CHECK(br_coordinate_label(g, BR_NOTATION_UCI, BR_AXIS_RANK, 10, BR_WHITE, out, sizeof out) == 0, "no rank 11");
    CHECK(br_coordinate_label(g, BR_NOTATION_UCI, BR_AXIS_RANK, -1, BR_WHITE, out, sizeof out) == 0, "no rank 0");
    CHECK(br_coordinate_label(g, BR_NOTATION_UCI, 2, 0, BR_WHITE, out, sizeof out) == 0, "no third axis");
    CHECK(br_coordinate_label(g, BR_NOTATION_WXF, BR_AXIS_FILE, 0, 2, out, sizeof out) == 0, "no third side");
    CHECK(br_coordinate_label(NULL, BR_NOTATION_UCI, BR_AXIS_FILE, 0, BR_WHITE, out, sizeof out) == 0, "no game");
    char small[2];
    CHECK(br_coordinate_label(g, BR_NOTATION_CHINESE, BR_AXIS_FILE, 0, BR_WHITE, small, sizeof small) == 3
          && strlen(small) == 1, "the full length, the text cut to the buffer: %zu", strlen(small));
    br_game_delete(g);
    g = game("janggi/standard", NULL);
    CHECK(br_coordinate_label(g, BR_NOTATION_KOREAN, BR_AXIS_RANK, 0, BR_WHITE, out, sizeof out) == 1
          && strcmp(out, "0") == 0, "GIB's row of Cho's back rank: %s", out);
    CHECK(br_notation_rank_first(BR_NOTATION_KOREAN) && !br_notation_rank_first(BR_NOTATION_ICCS), "rank first");
    br_game_delete(g);
}

/* Random bytes and random mixes of the notations' characters: never a crash, never a change. */
/* br_notation_of_text on texts from the records in tests/records (their first moves, and the
 * forms that decide a record's notation: liu-yang-1982-iccs.pgn's "b2e2" has UCI's shape, its
 * "b0c2" only ICCS's), and on forms the README's notation table lists. */
static void text_notations(void) {
    static const struct { const char *text; int game, kind, of; } cases[] = {
        { "49병48", -1, BR_NOTATION_KOREAN, BR_GAME_JANGGI },     /* janggi-dot-com-2.gib */
        { "i3卒h3", -1, BR_NOTATION_KOREAN, BR_GAME_JANGGI },     /* janggi-dot-com-kakao-coordinates.gib */
        { "한수쉼", -1, BR_NOTATION_KOREAN, BR_GAME_JANGGI },
        { "炮二平五", -1, BR_NOTATION_CHINESE, BR_GAME_XIANGQI }, /* wxfca-15-chinese.pgn */
        { "马８进７", -1, BR_NOTATION_CHINESE, BR_GAME_XIANGQI },
        { "Ｃ２＝５", -1, BR_NOTATION_WXF, BR_GAME_XIANGQI },     /* wxfca-15-wxf.pgn */
        { "Ｈ２－Ｅ２", -1, BR_NOTATION_ICCS, BR_GAME_XIANGQI },   /* full-width forms read as ASCII */
        { "C2.5", -1, BR_NOTATION_WXF, BR_GAME_XIANGQI },
        { "+C.5", -1, BR_NOTATION_WXF, BR_GAME_XIANGQI },
        { "H2-E2", -1, BR_NOTATION_ICCS, BR_GAME_XIANGQI },
        { "h2e2", -1, BR_NOTATION_UCI, BR_GAME_XIANGQI },         /* wxfca-15-iccs.pgn: UCI's shape */
        { "b2e2", -1, BR_NOTATION_UCI, BR_GAME_XIANGQI },         /* liu-yang-1982-iccs.pgn */
        { "b0c2", -1, BR_NOTATION_ICCS, BR_GAME_XIANGQI },        /* liu-yang-1982-iccs.pgn */
        { "c5c6m", -1, BR_NOTATION_UCI, BR_GAME_MAKRUK },
        { "K25-25", -1, BR_NOTATION_JANGGI, BR_GAME_JANGGI },     /* Han's pass */
        { "C83x13+", -1, BR_NOTATION_JANGGI, BR_GAME_JANGGI },
        { "c4", -1, BR_NOTATION_SAN, BR_GAME_MAKRUK },            /* playok-makruk-87922081.pgn */
        { "Nge2", -1, BR_NOTATION_SAN, BR_GAME_MAKRUK },          /* playok-makruk-87922081.pgn */
        { "Nd8=", -1, BR_NOTATION_SAN, BR_GAME_MAKRUK },          /* schemingmind-737440.pgn: a draw offer */
        { "จ๔", -1, BR_NOTATION_THAI, BR_GAME_MAKRUK },
        { "Che3", -1, BR_NOTATION_SAN, BR_GAME_XIANGQI },
        { "Pg5", -1, BR_NOTATION_SAN, BR_GAME_XIANGQI },          /* 兵三进一, as ffish writes it */
        { "pass", -1, -1, -1 },                                    /* every notation's */
        { "0000", BR_GAME_JANGGI, -1, -1 },
        { "E6e8", -1, BR_NOTATION_SAN, BR_GAME_XIANGQI },         /* an elephant of rank 6, not ICCS */
        { "h2e2", -1, BR_NOTATION_UCI, BR_GAME_XIANGQI },         /* ICCS's cannon, but no guess between them by moves */
        { "C2=5", -1, BR_NOTATION_WXF, BR_GAME_XIANGQI },
        { "C2.5", -1, BR_NOTATION_WXF, BR_GAME_XIANGQI },         /* PlayOK's dots */
        { "P2-5", -1, BR_NOTATION_VIETNAMESE, BR_GAME_XIANGQI },  /* WXF's soldier has no such move */
        { "C3.1", -1, BR_NOTATION_WXF, BR_GAME_XIANGQI },         /* C: the soldier (chốt) only where Vietnamese is named */
        { "P5.1", -1, BR_NOTATION_WXF, BR_GAME_XIANGQI },         /* WXF names a move, illegal; no cannon on file 5 */
        { "M8.7", -1, BR_NOTATION_VIETNAMESE, BR_GAME_XIANGQI },
        { "Tg5.1", -1, BR_NOTATION_VIETNAMESE, BR_GAME_XIANGQI },
        { "Pháo 2 bình 5", -1, BR_NOTATION_VIETNAMESE, BR_GAME_XIANGQI }, /* in words (thanglongkydao.com) */
        { "Pha\u0301o 2 bi\u0300nh 5", -1, BR_NOTATION_VIETNAMESE, BR_GAME_XIANGQI }, /* the same in NFD */
        { "Pha\u0300o 2 bình 5", -1, -1, -1 },                    /* a grave is another letter */
        { "Ch3-e3", -1, BR_NOTATION_SAN, BR_GAME_XIANGQI },       /* Fairy-Stockfish's LAN */
        { "Nd2", BR_GAME_XIANGQI, BR_NOTATION_SAN, BR_GAME_XIANGQI },
        { "b1c3", BR_GAME_JANGGI, BR_NOTATION_UCI, BR_GAME_JANGGI },
        { "炮二平五", BR_GAME_JANGGI, -1, -1 },
        { "xyz", -1, -1, -1 },
        { "", -1, -1, -1 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int of = -1, kind = br_notation_of_text(cases[i].text, cases[i].game, &of);
        CHECK(kind == cases[i].kind && of == cases[i].of, "notation of %s: %d of game %d, want %d of %d",
              cases[i].text, kind, of, cases[i].kind, cases[i].of);
    }
    CHECK(br_notation_of_text(NULL, -1, NULL) == -1 && br_notation_of_text("h2e2", 3, NULL) == -1, "bad arguments");
}

static void hostile_texts(void) {
    static const char *const pieces[] = { "C", "2", ".", "5", "+", "-", "=", "炮", "二", "平", "前", "８",
                                          "マ", "마", "0", "한수쉼", "ม็", "ข", "๔", "x", "h", "e", "\xff", "\xe0",
                                          "Pháo", " ", "tươ", "\u0301", "\u031b" }; /* words, and marks apart */
    const char *profiles[] = { "xiangqi/standard", "janggi/standard", "makruk/standard", "janggi/vchess" };
    unsigned seed = 12345;
    for (int p = 0; p < 4; p++) {
        BrGame *g = game(profiles[p], NULL);
        for (int i = 0; i < 20000; i++) {
            char text[80] = "";
            int parts = 1 + (int)((seed = seed * 1103515245u + 12345u) >> 16) % 6;
            for (int k = 0; k < parts; k++) {
                seed = seed * 1103515245u + 12345u;
                const char *s = pieces[(seed >> 16) % (sizeof pieces / sizeof *pieces)];
                if (strlen(text) + strlen(s) < sizeof text) strcat(text, s);
            }
            for (int kind = BR_NOTATION_ANY; kind < BR_NOTATION_COUNT; kind++) {
                BrMove m;
                int rc = br_move_read(g, kind, text, &m);
                CHECK(rc >= 0 && rc < BR_ERR_COUNT, "code %d", rc);
            }
        }
        br_game_delete(g);
    }
}

/* br_dialect_text: the texts of tests/records' janggi-dot-com-old-coordinates.gib (first moves
 * 84졸74 and 20마28, i4h4 and b10c8 on its board) and playok-makruk-87922081.pgn (Pf7+ after
 * e6=P), respelled, read as the notation's reader reads them; other shapes left alone. */
static void dialects(void) {
    static const struct { int dialect; const char *text, *want; } cases[] = {
        { BR_DIALECT_GIB_OLD_POINTS, "84졸74", "79졸78" },
        { BR_DIALECT_GIB_OLD_POINTS, "20마28", "12마33" },
        { BR_DIALECT_GIB_OLD_POINTS, "1차9장군", "01차21장군" }, /* one digit a point; a mark after */
        { BR_DIALECT_GIB_OLD_POINTS, "845졸74", NULL },     /* three digits */
        { BR_DIALECT_GIB_OLD_POINTS, "84졸", NULL },
        { BR_DIALECT_GIB_OLD_POINTS, "0졸74", NULL },       /* 0 is no point */
        { BR_DIALECT_GIB_OLD_POINTS, "95졸74", NULL },      /* file 9: off the board */
        { BR_DIALECT_GIB_OLD_POINTS, "한수쉼", NULL },
        { BR_DIALECT_PLAYOK_MAKRUK, "Pf7+", "Mf7+" },
        { BR_DIALECT_PLAYOK_MAKRUK, "P1e2", "M1e2" },
        { BR_DIALECT_PLAYOK_MAKRUK, "Pdxe5", "Mdxe5" },
        { BR_DIALECT_PLAYOK_MAKRUK, "Pd4e5", "Md4e5" },
        { BR_DIALECT_PLAYOK_MAKRUK, "e6=P", NULL },
        { BR_DIALECT_PLAYOK_MAKRUK, "Pi5", NULL },
        { BR_DIALECT_PLAYOK_MAKRUK, "P", NULL },
        /* tests/records' wxfca-dhtmlxq pages and CCBridge's cbr/test.cbf: h2e2, b9c7 */
        { BR_DIALECT_POINT_DIGITS, "7747", "H2-E2" },
        { BR_DIALECT_POINT_DIGITS, "77-47", "H2-E2" },
        { BR_DIALECT_POINT_DIGITS, "1022", "B9-C7" },
        { BR_DIALECT_POINT_DIGITS, "9747", NULL },          /* file 9: off the board */
        { BR_DIALECT_POINT_DIGITS, "774", NULL },
        { BR_DIALECT_POINT_DIGITS, "77470", NULL },
        { BR_DIALECT_POINT_DIGITS, "77--47", NULL },
        { BR_DIALECT_POINT_DIGITS, "7", NULL },
        { BR_DIALECT_POINT_DIGITS, "", NULL },
        /* WinBoard's and Banksia's SAN, ranks 0-9 (github.com/official-pikafish/Pikafish issue 27) */
        { BR_DIALECT_RANKS_FROM_ZERO, "Cbe2", "Cbe3" },
        { BR_DIALECT_RANKS_FROM_ZERO, "Ci0+", "Ci1+" },
        { BR_DIALECT_RANKS_FROM_ZERO, "R9xd7", "R10xd8" },
        { BR_DIALECT_RANKS_FROM_ZERO, "xe4", "xe5" },
        { BR_DIALECT_RANKS_FROM_ZERO, "Cxb10", NULL },       /* a rank 10: SAN's own */
        { BR_DIALECT_RANKS_FROM_ZERO, "pass", NULL },
        { BR_DIALECT_RANKS_FROM_ZERO, "", NULL },
        { 0, "Pf7+", NULL }, { BR_DIALECT_RANKS_FROM_ZERO + 1, "Pf7+", NULL }, { -1, "84졸74", NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char out[BR_MAX_MOVE_TEXT];
        size_t n = br_dialect_text(cases[i].dialect, cases[i].text, out, sizeof out);
        if (cases[i].want) CHECK(n == strlen(cases[i].want) && !strcmp(out, cases[i].want), "%s -> %s", cases[i].text, out);
        else CHECK(n == 0, "%s respelled as %s", cases[i].text, out);
    }
    char cut[3];
    CHECK(br_dialect_text(BR_DIALECT_GIB_OLD_POINTS, "84졸74", cut, sizeof cut) == strlen("79졸78") && !strcmp(cut, "79"),
          "cut: %s", cut);
    BrGame *g = game("janggi/standard", NULL);
    char spelled[BR_MAX_MOVE_TEXT];
    br_dialect_text(BR_DIALECT_GIB_OLD_POINTS, "84졸74", spelled, sizeof spelled);
    expect_read(g, BR_NOTATION_KOREAN, spelled, BR_OK, "i4h4");
    CHECK(br_game_play(g, uci(g, "i4h4")) == BR_OK, "i4h4");
    br_dialect_text(BR_DIALECT_GIB_OLD_POINTS, "20마28", spelled, sizeof spelled);
    expect_read(g, BR_NOTATION_KOREAN, spelled, BR_OK, "b10c8");
    br_game_delete(g);
    /* the point digits spelled from UCI as the core writes it and read back as ICCS: every move
     * of the start and of a position with pieces on both back ranks, each the same move again
     * (the records' writer and reader of DhtmlXQ) */
    static const char *const starts[] = { NULL, "3k1r3/9/9/9/9/9/9/9/9/4K3R w - - 0 1" };
    for (int s = 0; s < 2; s++) {
        g = game("xiangqi/standard", starts[s]);
        BrMove moves[BR_MAX_MOVES];
        int count = br_game_legal_moves(g, moves);
        for (int i = 0; i < count; i++) {
            char uci_text[BR_MAX_MOVE_TEXT], digits[BR_MAX_MOVE_TEXT], iccs[BR_MAX_MOVE_TEXT];
            BrMove back = 0;
            br_move_uci(g, moves[i], uci_text, sizeof uci_text);
            CHECK(br_dialect_spell(BR_DIALECT_POINT_DIGITS, uci_text, digits, sizeof digits) == 4, "%s", uci_text);
            CHECK(br_dialect_text(BR_DIALECT_POINT_DIGITS, digits, iccs, sizeof iccs) == 5, "%s", digits);
            CHECK(br_move_read(g, BR_NOTATION_ICCS, iccs, &back) == BR_OK && back == moves[i],
                  "%s -> %s -> %s", uci_text, digits, iccs);
        }
        br_game_delete(g);
    }
    char digits[8];
    CHECK(br_dialect_spell(BR_DIALECT_POINT_DIGITS, "h3e3", digits, sizeof digits) == 4 && !strcmp(digits, "7747"), "%s", digits);
    CHECK(br_dialect_spell(BR_DIALECT_POINT_DIGITS, "a10a9", digits, sizeof digits) == 4 && !strcmp(digits, "0001"), "%s", digits);
    CHECK(br_dialect_spell(BR_DIALECT_POINT_DIGITS, "j3e3", digits, sizeof digits) == 0, "file j");
    CHECK(br_dialect_spell(BR_DIALECT_POINT_DIGITS, "h3e", digits, sizeof digits) == 0, "cut");
    CHECK(br_dialect_spell(BR_DIALECT_POINT_DIGITS, "h3e3+", digits, sizeof digits) == 0, "a mark after");
    CHECK(br_dialect_spell(BR_DIALECT_POINT_DIGITS, "h0e3", digits, sizeof digits) == 0, "rank 0");
    CHECK(br_dialect_spell(BR_DIALECT_GIB_OLD_POINTS, "79졸78", digits, sizeof digits) == 0, "only read");
    /* a promoted pawn (a met, M~) that PlayOK calls P, beside the khun: read as the core's M */
    g = game("makruk/standard", "4k3/8/4M~3/8/8/8/8/4K3 w - - 0 1");
    br_dialect_text(BR_DIALECT_PLAYOK_MAKRUK, "Pf7+", spelled, sizeof spelled);
    expect_read(g, BR_NOTATION_SAN, spelled, BR_OK, "e6f7");
    br_game_delete(g);
}

/* Where the first of moves written without spaces ends (br_move_text_span): "炮二平五马８进７"
 * (tests/records/qianli-duxing.pgn written unspaced), "Ｃ２＝５Ｈ８＋７" (wxfca-15-wxf-unspaced.pgn). */
static void spans(void) {
    static const struct { int kind; const char *text, *first; } cases[] = {
        { BR_NOTATION_CHINESE, "炮二平五马８进７", "炮二平五" },
        { BR_NOTATION_CHINESE, "前炮平五2.马二进三", "前炮平五" },
        { BR_NOTATION_CHINESE, "車一進一", "車一進一" },
        { BR_NOTATION_CHINESE, "一兵平二", "一兵平二" },
        { BR_NOTATION_CHINESE, "六兵平二", NULL },   /* a numbered soldier is one of at most five */
        { BR_NOTATION_CHINESE, "炮二平", NULL },
        { BR_NOTATION_CHINESE, "炮 二平五", NULL },   /* unspaced: a space is not one of its characters */
        { BR_NOTATION_CHINESE, "Ｃ２＝５", NULL },
        { BR_NOTATION_WXF, "Ｃ２＝５Ｈ８＋７", "Ｃ２＝５" },
        { BR_NOTATION_WXF, "C2=5H8+7", "C2=5" },
        { BR_NOTATION_WXF, "c8.7h2+3", "c8.7" },
        { BR_NOTATION_WXF, "＋Ｐ＋１", "＋Ｐ＋１" },
        { BR_NOTATION_WXF, "17+1", "17+1" },
        { BR_NOTATION_WXF, "C2=", NULL },
        { BR_NOTATION_WXF, "H2-E2", NULL },            /* ICCS */
        { BR_NOTATION_WXF, "h3e3", NULL },             /* UCI */
        { BR_NOTATION_WXF, "炮二平五", NULL },
        { BR_NOTATION_ANY, "炮二平五马８进７", "炮二平五" },
        { BR_NOTATION_ANY, "Ｃ２＝５Ｈ８＋７", "Ｃ２＝５" },
        { BR_NOTATION_ANY, "h2e2h9g7", "h2e2" },      /* github.com/niu2x/chinese-qipu keeps games so */
        { BR_NOTATION_ANY, "h3e3h10g8", "h3e3" },     /* UCI: its rank 10 is no span ... */
        { BR_NOTATION_ANY, "h10g8h1g3", NULL },        /* ... the rest stays one word, refused */
        { BR_NOTATION_SAN, "Nf3Nc6", NULL },           /* SAN texts are of no one length */
        { BR_NOTATION_ICCS, "H2-E2H9-G7", "H2-E2" },
        { BR_NOTATION_ICCS, "h2e2", "h2e2" },
        { BR_NOTATION_ICCS, "j2e2h9g7", NULL },        /* nine files: a-i */
        { BR_NOTATION_ICCS, "h2-e", NULL },
        { BR_NOTATION_ICCS, "h2--e2", NULL },
        { BR_NOTATION_ANY, "c4-c3=M+", NULL },          /* makruk's long algebraic: one move */
        { BR_NOTATION_ANY, "h2e2h9g7+", "h2e2" },       /* the run's last move is asked alone */
        { BR_NOTATION_ANY, "h9g7+", NULL },
        { BR_NOTATION_SAN, "N b 1 - c 3    N b 8 - c 6", "N b 1 - c 3" }, /* spaced out */
        { BR_NOTATION_SAN, "d 5 x c 4 !", "d 5 x c 4" },
        { BR_NOTATION_SAN, "N b 1 - c", NULL },
        { BR_NOTATION_THAI, "บ จ๓-จ๔ บ ข๖-ข๕", "บ จ๓-จ๔" }, /* Fairy-Stockfish's Thai long form */
        { BR_NOTATION_THAI, "ม็ ง๘xค๗+ ร", "ม็ ง๘xค๗+" },
        { BR_NOTATION_THAI, "บ ไป", NULL },
        { BR_NOTATION_KOREAN, "08마87", NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t n = br_move_text_span(cases[i].kind, cases[i].text);
        size_t want = cases[i].first ? strlen(cases[i].first) : 0;
        CHECK(n == want, "%s: %zu bytes, not %zu", cases[i].text, n, want);
    }
    CHECK(br_move_text_span(BR_NOTATION_ANY, NULL) == 0, "NULL");
    /* each span read on: the moves of the unspaced text are the moves of the spaced one */
    BrGame *g = game("xiangqi/standard", NULL);
    const char *text = "炮二平五马８进７马二进三车９平８";
    const char *want[] = { "h3e3", "h10g8", "h1g3", "i10h10" };
    for (int k = 0; k < 4; k++) {
        size_t n = br_move_text_span(BR_NOTATION_CHINESE, text);
        char one[BR_MAX_MOVE_TEXT];
        CHECK(n > 0 && n < sizeof one, "move %d", k + 1);
        memcpy(one, text, n);
        one[n] = 0;
        expect_read(g, BR_NOTATION_CHINESE, one, BR_OK, want[k]);
        CHECK(br_game_play(g, uci(g, want[k])) == BR_OK, "%s", want[k]);
        text += n;
    }
    CHECK(*text == 0, "all read");
    br_game_delete(g);
}

int main(void) {
    xiangqi_errors();
    janggi_errors();
    setup_errors();
    makruk_errors();
    writer_bounds();
    label_bounds();
    text_notations();
    dialects();
    spans();
    round_trips("xiangqi/standard", NULL);
    round_trips("xiangqi/standard", "3k5/2P6/2P6/2P6/2P6/6P2/6P2/9/9/4K4 w - - 0 1");
    round_trips("janggi/standard", NULL);
    round_trips("janggi/vchess", NULL);  /* setup turns: UCI text in every notation */
    round_trips("makruk/standard", NULL);
    round_trips("makruk/standard", "4k3/r7/8/2P5/8/8/8/3K3R w - - 0 1");
    /* a met and a promoted met (Thai ง) reaching the same points: the writer names the origin */
    round_trips("makruk/standard", "r3k3/8/8/8/8/3M1M~2/8/4K3 w - - 0 1");
    hostile_texts();
    if (failures) fprintf(stderr, "%d failure(s)\n", failures);
    else printf("notation_test: all checks passed\n");
    return failures ? 1 : 0;
}
