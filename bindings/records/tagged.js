// tagged.js — the elements of a text as `open([\s\S]*?)close` matches them, in linear time.
//
// A lazy regular expression tries every opening tag against the whole rest of the text: a text
// of many tags that never close ('[DhtmlXQ_x]' × 20,000) took seconds, and an archive minutes.
// Here every opening and closing tag is found once, and each opening tag takes the first closing
// tag of its name after it, as the expression would.

/**
 * The elements of `text`, in order, without overlap: [{ name, value, start, valueStart, valueEnd, end }].
 * open, close: global expressions whose group 1 (if any) is the element's name; names compare
 * as written, or lower-cased when `ignoreCase`. selfClosing(match): an opening tag that is a
 * whole element (XML's <Name/>). An opening tag that nothing closes is passed over, and given to
 * unclosed(match) (a cut-off text: its reader can say so rather than lose what followed).
 */
export function taggedElements(text, open, close, { ignoreCase = false, selfClosing, unclosed } = {}) {
  const key = (m) => (ignoreCase ? (m[1] ?? '').toLowerCase() : m[1] ?? '');
  const closes = new Map(); // name -> { at: [index], length: [length], next }
  for (const m of text.matchAll(close)) {
    let list = closes.get(key(m));
    if (!list) closes.set(key(m), (list = { at: [], length: [], next: 0 }));
    list.at.push(m.index);
    list.length.push(m[0].length);
  }
  const out = [];
  let from = 0;
  for (const m of text.matchAll(open)) {
    if (m.index < from) continue;
    const valueStart = m.index + m[0].length;
    if (selfClosing?.(m)) {
      out.push({ name: m[1], value: '', start: m.index, valueStart, valueEnd: valueStart, end: valueStart });
      from = valueStart;
      continue;
    }
    const list = closes.get(key(m));
    while (list && list.next < list.at.length && list.at[list.next] < valueStart) list.next++; // opening tags come in order
    if (!list || list.next === list.at.length) {
      unclosed?.(m);
      continue;
    }
    const valueEnd = list.at[list.next];
    out.push({ name: m[1], value: text.slice(valueStart, valueEnd), start: m.index, valueStart, valueEnd, end: valueEnd + list.length[list.next] });
    from = valueEnd + list.length[list.next];
  }
  return out;
}

/** The text with each span { from, to } (in order, without overlap) replaced by replace(span). */
export function replaceSpans(text, spans, replace) {
  let out = '', last = 0;
  for (const span of spans) {
    out += text.slice(last, span.from) + replace(span);
    last = span.to;
  }
  return out + text.slice(last);
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An XML text with its entities decoded: the five named ones and character references (one
 *  naming no character is kept as written). CBF and PFC values. */
export function decodeEntities(text) {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (m, e) => {
    if (ENTITIES[e]) return ENTITIES[e];
    const code = e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}
