// gbk.js — text to GBK bytes (XQF's strings), by the platform's own GBK decoder read backwards:
// TextEncoder writes UTF-8 only, and no table is made by hand.

/** GBK two-byte codes by character, read off the platform's decoder (once, on first use): every
 *  lead 0x81-0xFE with every trail 0x40-0xFE, each pair decoded between newlines so that a pair
 *  the decoder refuses cannot shift the ones after it. */
let gbkCodes = null;
function gbkTable() {
  if (gbkCodes) return gbkCodes;
  const pairs = [];
  for (let lead = 0x81; lead <= 0xfe; lead++) for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) pairs.push(lead, trail, 0x0a);
  const texts = new TextDecoder('gbk').decode(new Uint8Array(pairs)).split('\n');
  gbkCodes = new Map();
  texts.forEach((text, i) => {
    if (text.length === 1 && text !== '\ufffd' && !gbkCodes.has(text)) gbkCodes.set(text, pairs[3 * i] << 8 | pairs[3 * i + 1]);
  });
  return gbkCodes;
}

/** Text as GBK bytes, at most `limit` of them (cut between characters); a character GBK lacks
 *  becomes '?'. */
export function encodeGbk(text, limit = Infinity) {
  const out = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : gbkTable().get(ch) ?? 0x3f;
    const bytes = code > 0xff ? [code >> 8, code & 0xff] : [code];
    if (out.length + bytes.length > limit) break;
    out.push(...bytes);
  }
  return new Uint8Array(out);
}
