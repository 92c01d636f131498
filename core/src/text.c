/* text.c — bounded text for messages, FEN and move names, in place of snprintf: the core writes
 * only strings, characters and integers, and the printf family (with its float formatting) costs
 * the wasm build about 8 KB. As with snprintf, the length counts everything written, and the
 * stored text is cut to fit and always NUL-terminated. */
#include "internal.h"

Text text_start(char *out, size_t cap) {
    if (cap) out[0] = 0;
    return (Text){ out, cap, 0 };
}

void text_char(Text *t, char c) {
    if (t->len + 1 < t->cap) {
        t->out[t->len] = c;
        t->out[t->len + 1] = 0;
    }
    t->len++;
}

void text_str(Text *t, const char *s) {
    while (*s) text_char(t, *s++);
}

void text_int(Text *t, long v) {
    char digits[24];
    int n = 0;
    unsigned long u = v < 0 ? 0ul - (unsigned long)v : (unsigned long)v;
    do digits[n++] = (char)('0' + u % 10); while (u /= 10);
    if (v < 0) text_char(t, '-');
    while (n) text_char(t, digits[--n]);
}
