// cp949.js — Korean record bytes as Korean sites write them: CP949 (Unified Hangul Code), the
// EUC-KR that browsers' TextDecoder reads (the WHATWG euc-kr index is CP949's). Node 20's
// decoder (ICU) has only KS X 1001's 2,350 syllables: a nickname with one of the other 8,822
// (뺴, 햏, 떄) made a whole GIB file undecodable, or lost the syllable without an error.
//
// Those 8,822 are every modern Hangul syllable KS X 1001 lacks, in code point order, at the codes
// below in byte order. Which syllables KS X 1001 has is read off the platform's own decoder once;
// nothing is tabulated by hand. Where the platform reads CP949 itself, it is used as it is.
//
//   lead 0x81-0xA0: trail 0x41-0x5A, 0x61-0x7A, 0x81-0xFE (178 codes a lead)
//   lead 0xA1-0xC6: trail 0x41-0x5A, 0x61-0x7A, 0x81-0xA0 (84 a lead; 0xC6 stops at 0x52)

const HANGUL_FIRST = 0xac00, HANGUL_LAST = 0xd7a3;
const ADDED = 8822;            // 11,172 modern syllables less KS X 1001's 2,350
const LONG_LEADS = 0xa0 - 0x81 + 1;

/** The index of a trail byte among those of its lead (-1: none), `last` the highest. */
function trailIndex(trail, last) {
  if (trail >= 0x41 && trail <= 0x5a) return trail - 0x41;
  if (trail >= 0x61 && trail <= 0x7a) return 26 + trail - 0x61;
  if (trail >= 0x81 && trail <= last) return 52 + trail - 0x81;
  return -1;
}

/** The index among the added syllables of a two-byte code, or -1 when it is not one of them. */
function addedIndex(lead, trail) {
  if (lead >= 0x81 && lead <= 0xa0) {
    const t = trailIndex(trail, 0xfe);
    return t < 0 ? -1 : (lead - 0x81) * 178 + t;
  }
  if (lead >= 0xa1 && lead <= 0xc6) {
    const t = trailIndex(trail, 0xa0);
    const i = t < 0 ? -1 : LONG_LEADS * 178 + (lead - 0xa1) * 84 + t;
    return i < ADDED ? i : -1;
  }
  return -1;
}

/** Whether every two-byte code of the bytes, between their stray 0xFF bytes (which Korean GIB
 *  files hold and decodeKorean passes over), has CP949's shape: an added syllable's code or a
 *  KS X 1001 one (lead and trail 0xA1-0xFE). Codes of that shape may still be unassigned; bytes
 *  without it are no CP949, told without a decoder's throw (every Chinese file is tried as Korean). */
export function cp949Shaped(bytes) {
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead < 0x80 || lead === 0xff) continue;
    const trail = bytes[++i]; // undefined past the end
    if (!(addedIndex(lead, trail) >= 0 || (lead >= 0xa1 && trail >= 0xa1 && trail <= 0xfe))) return false;
  }
  return true;
}

let added;     // the added syllables in code order; null: the platform reads CP949 itself
function addedSyllables() {
  if (added !== undefined) return added;
  const strict = new TextDecoder('euc-kr', { fatal: true });
  try {
    if (strict.decode(new Uint8Array([0x81, 0x41])) === '\uac02') return (added = null); // 갂: CP949's first
  } catch { /* not CP949: derive */ }
  const pairs = [];
  for (let lead = 0xb0; lead <= 0xc8; lead++) for (let trail = 0xa1; trail <= 0xfe; trail++) pairs.push(lead, trail);
  const inKsX1001 = new Set(new TextDecoder('euc-kr').decode(new Uint8Array(pairs)));
  added = [];
  for (let c = HANGUL_FIRST; c <= HANGUL_LAST; c++) if (!inKsX1001.has(String.fromCharCode(c))) added.push(String.fromCharCode(c));
  if (added.length !== ADDED) added = null; // not the KS X 1001 we know: the platform alone decides
  return added;
}

/** The two-byte code of the k-th added syllable: addedIndex backwards. */
function addedCode(k) {
  const long = k < LONG_LEADS * 178;
  const [lead, t] = long ? [0x81 + Math.floor(k / 178), k % 178] : [0xa1 + Math.floor((k - LONG_LEADS * 178) / 84), (k - LONG_LEADS * 178) % 84];
  return lead << 8 | (t < 26 ? 0x41 + t : t < 52 ? 0x61 + t - 26 : 0x81 + t - 52);
}

/** The CP949 codes of the syllables the platform's EUC-KR lacks, by syllable (the writer's,
 *  encode.js); null when the platform reads CP949 itself, and its decoder read backwards has them. */
export function addedSyllableCodes() {
  const syllables = addedSyllables();
  return syllables && new Map(syllables.map((syllable, k) => [syllable, addedCode(k)]));
}

let strictDecoder; // made once: a decoder of ICU's costs more to make than a short file to read
/** CP949 bytes as text; throws { offset } at the first byte that is not CP949. */
export function decodeCp949(bytes) {
  const strict = (strictDecoder ??= new TextDecoder('euc-kr', { fatal: true }));
  const syllables = addedSyllables();
  if (!syllables) {
    try {
      return strict.decode(bytes);
    } catch {
      throw { offset: -1 };
    }
  }
  // runs of what the platform reads (ASCII, KS X 1001 pairs) between added syllables
  let text = '', from = 0, i = 0;
  const flush = (to) => {
    if (to === from) return;
    try {
      text += strict.decode(bytes.subarray(from, to));
    } catch {
      for (let j = from; j < to; j += bytes[j] < 0x80 ? 1 : 2) { // the pair it refused
        try { strict.decode(bytes.subarray(j, j + (bytes[j] < 0x80 ? 1 : 2))); } catch { throw { offset: j }; }
      }
      throw { offset: from };
    }
  };
  // a pair out of range ends the reading, but a pair the platform refuses in the run before it
  // comes first: the offset is the first bad byte's (a caller decodes the text before it)
  const refuse = (at) => { flush(at); throw { offset: at }; };
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) { i++; continue; }
    if (i + 1 >= bytes.length) refuse(i);
    const k = addedIndex(lead, bytes[i + 1]);
    if (k < 0) {
      // KS X 1001 and the platform's: its trail is 0xA1-0xFE, else the pair is no CP949
      if (lead < 0xa1 || lead > 0xfe || bytes[i + 1] < 0xa1 || bytes[i + 1] > 0xfe) refuse(i);
      i += 2;
      continue;
    }
    flush(i);
    text += syllables[k];
    i += 2;
    from = i;
  }
  flush(i);
  return text;
}

/** The bytes with each of CP949's added syllables as two spaces (themselves when the platform
 *  reads CP949, or they hold none): what the encoding detector counts in a reading, janggi's
 *  syllables (all of KS X 1001) and bytes that do not read, is the same in both, and its reading
 *  is one decoding, where decodeCp949Lossy decodes the runs between the added syllables one by
 *  one (Big5 read as CP949 is one added syllable in four characters: a 10 MB file had spent a
 *  second there, most of it collecting the pieces). */
export function addedSyllablesBlank(bytes) {
  if (!addedSyllables()) return bytes;
  let out = null;
  eachAddedSyllable(bytes, (at) => {
    out ??= new Uint8Array(bytes); // a copy (a Buffer's slice() is a view of the caller's bytes)
    out[at] = out[at + 1] = 0x20;
  });
  return out ?? bytes;
}

/** visit(at, k) for each added syllable of the bytes, k its index, in order; the bytes between
 *  are walked as the platform's decoder reads them (ASCII, KS X 1001 pairs, a byte it refuses). */
function eachAddedSyllable(bytes, visit) {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i];
    if (lead < 0x81 || i + 1 >= bytes.length) { i++; continue; }
    const k = addedIndex(lead, bytes[i + 1]);
    if (k < 0) { i += lead >= 0xa1 && lead <= 0xfe && bytes[i + 1] >= 0xa1 && bytes[i + 1] <= 0xfe ? 2 : 1; continue; }
    visit(i, k);
    i += 2;
  }
}

/** CP949 bytes as text, what does not decode read as `lossy` (the platform's EUC-KR decoder,
 *  not fatal) reads it: the added syllables between runs of what it reads. */
export function decodeCp949Lossy(bytes, lossy) {
  const syllables = addedSyllables();
  if (!syllables) return lossy.decode(bytes);
  let text = '', from = 0;
  eachAddedSyllable(bytes, (at, k) => {
    if (at > from) text += lossy.decode(bytes.subarray(from, at));
    text += syllables[k];
    from = at + 2;
  });
  return from < bytes.length ? text + lossy.decode(bytes.subarray(from)) : text;
}
