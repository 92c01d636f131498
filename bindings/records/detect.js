// detect.js — the encoding of record bytes that carry no byte-order mark: UTF-8 if they all read
// so; else GB18030 (mainland Chinese), Big5 (traditional Chinese: Taiwan and Hong Kong archives)
// or EUC-KR/CP949 (Korean), the reading with more of its script's characters winning (GB18030
// and Big5 told apart first, by those and by their codes in each one's block of frequent
// characters: see COMMON_BLOCK). Whole bytes (detectEncoding) or a stream (EncodingDetector).

import { copyOf } from './bytes.js';
import { countingText, tryStrict } from './text-decoders.js';

// Characters that only a right guess produces: for Korean the piece, pass, formation and result
// syllables of janggi records; for Chinese the piece, direction and result characters of
// xiangqi records (simplified and traditional). Wrong guesses give other, random characters.
const HANGUL = /[졸병상마포차사장궁한초수쉼완승무부대국결과림회명일자]/g;
const XIANGQI = /[车車马馬炮砲相象仕士帅帥将將兵卒进進退平前后後红紅黑胜勝和负負局]/g;
// Thai (windows-874, a superset of TIS-620: makruk records as Thai programs save them): the digits
// ๑-๘ of its moves' points (ค-ฉ๗, ข๕). Any byte from 0xA1 reads as some Thai character, so a wrong
// reading is told by its spelling instead (thaiMisspelt): a vowel or tone mark that sits on no
// consonant, a leading vowel before none
const THAI = /[๑๒๓๔๕๖๗๘]/g;
// a Thai reading needs this many of its digits, where nothing says makruk, to be taken at all: a
// few Chinese names read as Thai may spell nothing wrong and hold a digit or two by chance. Where
// the text says makruk it needs none: a record in SAN or UCI holds Thai only in its tags
const THAI_LEAST = 4;
const BAD_BYTE_COST = 32;
const EITHER = new RegExp(`${HANGUL.source}|${XIANGQI.source}`, 'g');

// GB18030 and Big5 each put the characters real text is mostly made of in one block of their
// two-byte codes, by the layout of the standards themselves (no table of characters): GB 2312's
// level 1 (一级汉字, rows 16-55: lead bytes 0xB0-0xD7, trail 0xA1-0xFE, 3,755 characters), which
// GBK and GB18030 keep as it is; and Big5's frequent characters (常用字, 0xA440-0xC67E, 5,401). A
// right reading has most of its characters there; the other reading of the same bytes has some,
// by the chance overlap of the two layouts: Big5's trail bytes 0x40-0x7E, 40% of its codes, are
// never GB 2312's, and its codes from lead 0xC7 on, and GB 2312's under lead 0xA4, are not Big5's
// frequent block. Names and titles count so, when a text has no move to count by its script.
const COMMON_BLOCK = {
  // and GBK's own first extension (GBK/3, lead bytes 0x81-0xA0: most traditional forms, 楊 吳),
  // which no Big5 character uses: a GBK file's traditional names count for it. (GBK/4, lead
  // 0xAA-0xFE with trail 0x40-0xA0, looks like Big5's frequent block and counts for neither.)
  gb18030: (lead, trail) => (lead >= 0xb0 && lead <= 0xd7 && trail >= 0xa1 && trail <= 0xfe) || (lead >= 0x81 && lead <= 0xa0),
  big5: (lead, trail) => (trail >= 0x40 && trail <= 0x7e) || (trail >= 0xa1 && trail <= 0xfe)
    ? (lead << 8 | trail) >= 0xa440 && (lead << 8 | trail) <= 0xc67e : false,
};
// a character of its script weighs this many of its block's: moves decide where there are some
const SCRIPT_WEIGHT = 2;
// UTF-8 that fails here and there (a damaged byte, a game pasted in another encoding) is still
// UTF-8 when it reads this many characters beyond ASCII for each byte it cannot: text in another
// encoding reads as UTF-8 only by chance, a character among many bytes that do not (the GB18030,
// Big5 and CP949 files of tests/records: at most 1 for 5)
const MOSTLY_UTF8 = 20;

/**
 * The encoding of bytes that carry no byte-order mark: UTF-8 if they all read so; else the
 * reading with the most characters of its script (GB18030 and Big5: xiangqi's; EUC-KR/CP949:
 * janggi's), less BAD_BYTE_COST for each byte a reading cannot decode, then a reading that decodes every byte, then the first listed. Big5 needs
 * some (Node's decoder lets bytes such as 0xFF through, where the others refuse them), and so
 * does Korean read without 0xFF bytes.
 */
export function detectEncoding(bytes) {
  return tell(bytes, false).encoding;
}

/** detectEncoding, with the bytes' text in that encoding when telling it read them so strictly
 *  (null otherwise): { encoding, text }. The reader then decodes them no more. */
export function detectAndRead(bytes) {
  return tell(bytes, true);
}

function tell(bytes, keepTexts) {
  // all of it UTF-8: the detector's answer whatever the other readings count (decide), without
  // making them (a megabyte of moves with a few Chinese names had cost 0.4 s)
  if (asciiOnly(bytes)) return { encoding: 'utf-8', text: null };
  const uncut = uncutLength(bytes);
  const utf8 = uncutUtf8(bytes, uncut);
  if (utf8 !== null) return { encoding: 'utf-8', text: keepTexts && uncut === bytes.length ? utf8 : null };
  const detector = new EncodingDetector();
  detector.keepTexts = keepTexts;
  detector.feed(bytes, true);
  const encoding = detector.decide();
  return { encoding, text: detector.candidates.find((c) => c.encoding === encoding)?.text ?? null };
}

/** The length of bytes without a UTF-8 character cut at their end (a lead byte and fewer of its
 *  continuation bytes than it announces): a file cut there is still UTF-8 (its last character
 *  fails alone); read as UTF-8 it had lost to GB18030, which reads almost any bytes, and every
 *  tag of a file of a few games came out garbled. */
function uncutLength(bytes) {
  for (let back = 1; back <= 3 && back <= bytes.length; back++) {
    const b = bytes[bytes.length - back];
    if (b < 0x80) return bytes.length;
    if (b >= 0xc0) { // a lead byte: 2, 3 or 4 bytes long
      const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return length > back ? bytes.length - back : bytes.length;
    }
  }
  return bytes.length;
}
/** The bytes up to `uncut` (uncutLength) read as UTF-8, or null. */
const uncutUtf8 = (bytes, uncut = uncutLength(bytes)) => tryStrict(bytes.subarray(0, uncut), 'utf-8');
/** Whether bytes read as UTF-8 but for a character cut at their end. */
const utf8UpToCut = (bytes) => uncutUtf8(bytes) !== null;

/**
 * detectEncoding for bytes that come in pieces (the CLI streams files too big to hold): push()
 * each, in order, then end() gives what detectEncoding gives for all of them at once. Pieces are
 * read cut after a byte below 0x30 (space, newline, punctuation), which no encoding read here has
 * inside a character or as a character's second byte: the decoders, strict or not, stand at the
 * start of a character there, and each piece reads as it does in the whole. Holds at most the
 * tail of a piece past its last such byte (up to MAX_CARRY).
 */
export class EncodingDetector {
  static MAX_CARRY = 1 << 20;

  constructor() {
    this.utf8 = true;        // every byte so far reads as UTF-8
    this.ff = false;         // a 0xFF byte was seen
    this.janggi = false;     // the text says "janggi" (a [Variant] tag): Korean, where nothing else tells
    this.makruk = false;     // the text says "makruk" (a [Variant] tag): Thai needs no more evidence
    this.candidates = [
      { encoding: 'utf-8', script: EITHER, strict: false, score: 0, bad: 0, wide: 0 },
      { encoding: 'gb18030', script: XIANGQI, strict: true, score: 0, bad: 0, common: 0 },
      { encoding: 'big5', script: XIANGQI, strict: true, score: 0, bad: 0, common: 0 },
      { encoding: 'euc-kr', script: HANGUL, strict: true, score: 0, bad: 0 },
      { encoding: 'windows-874', script: THAI, strict: true, score: 0, bad: 0 },
    ];
    this.carry = null;
    this.keepTexts = false;  // fed once (detectAndRead): each candidate keeps its strict reading as `text`
  }

  /** Takes the next bytes (copied where kept: the caller may reuse its buffer). */
  push(bytes) {
    let cut = bytes.length;
    while (cut > 0 && bytes[cut - 1] >= 0x30) cut--;
    if (cut === 0 && (this.carry?.length ?? 0) + bytes.length <= EncodingDetector.MAX_CARRY) {
      this.carry = this.carry ? concat(this.carry, bytes) : copyOf(bytes);
      return this;
    }
    if (cut === 0) cut = bytes.length; // no cut in a megabyte: not text; read as it comes
    const head = bytes.subarray(0, cut);
    this.feed(this.carry ? concat(this.carry, head) : head);
    this.carry = cut < bytes.length ? copyOf(bytes.subarray(cut)) : null;
    return this;
  }

  /** The encoding of all the bytes pushed. */
  end() {
    if (this.carry) this.feed(this.carry, true);
    this.carry = null;
    return this.decide();
  }

  /** Reads bytes that end where a character may (see above) in each candidate encoding; `last`:
   *  they end the input, where a character cut short leaves UTF-8 standing (uncutLength). */
  feed(bytes, last = false) {
    if (!this.janggi) this.janggi = saysWord(bytes, JANGGI);
    if (!this.makruk) this.makruk = saysWord(bytes, MAKRUK);
    // ASCII reads the same in every candidate and counts nothing for any: nothing to learn (a
    // megabyte of ICCS moves had been decoded four times over, 0.4 s)
    if (asciiOnly(bytes)) return;
    const utf8 = this.utf8 ? tryStrict(bytes, 'utf-8') : null; // read as UTF-8 is its lossy reading too
    if (utf8 === null && !(last && this.utf8 && utf8UpToCut(bytes))) this.utf8 = false;
    if (!this.ff && bytes.includes(0xff)) this.ff = true;
    for (const c of this.candidates) {
      const strict = c.strict ? tryStrict(bytes, c.encoding) : null;
      if (strict === null) c.strict = false;
      const read = strict ?? (c.encoding === 'utf-8' ? utf8 : null); // the bytes' text, if strictly read
      if (this.keepTexts) c.text = read;
      const text = read ?? countingText(bytes, c.encoding);
      // unreadable characters are counted in the pieces that read strictly too (the private-use
      // characters of GB18030's, Big5's and EUC-KR's user-defined codes): once a later piece does
      // not, the whole reading is the lossy one, which detectEncoding counts them in (and a strict
      // reading is the lossy one where it holds). Full-width letters and digits (WXF as 象棋桥
      // writes it, Ｃ２＝５): both standards have them, each at its own codes, so only the right
      // reading gives them
      const t = tally(text, c.script);
      c.score += t.script;
      c.bad += t.unreadable;
      if (c.script === THAI) { // its decoder reads every byte (unassigned ones as private use)
        c.bad += thaiMisspelt(text);
        if (c.bad) c.strict = false;
      }
      if (c.encoding === 'utf-8') c.wide += t.wide;
      if (COMMON_BLOCK[c.encoding]) c.common += countCommon(bytes, c.encoding) + t.fullWidth;
    }
  }

  decide() {
    if (this.utf8) return 'utf-8';
    const utf8 = this.candidates[0];
    if (utf8.wide >= MOSTLY_UTF8 * utf8.bad) return 'utf-8'; // readLines reads the other lines in theirs
    // each byte a reading cannot decode costs it BAD_BYTE_COST characters of its script: a lossy
    // reading's stray syllables must not beat a clean one (CP949 read into a GB18030 file of ICCS
    // moves: 5 syllables, 1 bad byte, against 0), nor may one bad byte in a Korean archive hand
    // it to GB18030, which decodes almost any bytes (thousands of syllables against a few)
    //
    // GB18030 and Big5 are first told apart from each other, by their script's characters and
    // those of their block of frequent ones (COMMON_BLOCK): Big5 text whose only Chinese is its
    // names had read as GB18030, garbled, as had any with as many xiangqi characters read either
    // way. The one kept then stands against the others by its script alone (Korean text read as
    // GB18030 is all in GB 2312's level 1: Hangul's block), Big5 only with some evidence of its
    // own, a character of its script or of its block.
    const cost = (c) => (c.strict ? 0 : BAD_BYTE_COST * c.bad);
    const [gb, big5] = ['gb18030', 'big5'].map((e) => this.candidates.find((c) => c.encoding === e));
    const chinese = (c) => SCRIPT_WEIGHT * c.score + c.common - cost(c);
    const big5Wins = big5.score + big5.common >= 1 // Big5 needs some evidence of its own (below)
      && (chinese(big5) > chinese(gb) || (chinese(big5) === chinese(gb) && big5.strict && !gb.strict));
    const lost = big5Wins ? gb : big5;
    let best = 'utf-8', bestKey = [-Infinity, false];
    for (const c of this.candidates) {
      if (c === lost) continue;
      const evidence = c === big5 ? c.score + c.common : c.score;
      const least = c.script === THAI ? (this.makruk ? 0 : THAI_LEAST) : c === big5 || (c.encoding === 'euc-kr' && this.ff) ? 1 : 0;
      // a janggi record whose only Korean is names (박지성) has no syllable GIB's words count, and
      // reads as GB 2312 too, byte for byte: its "janggi" settles a tie for Korean, "makruk" one for Thai
      const says = (this.janggi && c.encoding === 'euc-kr') || (this.makruk && c.script === THAI);
      const key = [c.score - cost(c) + (says ? 0.5 : 0), c.strict];
      if (evidence >= least && (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] && !bestKey[1]))) [best, bestKey] = [c.encoding, key];
    }
    return best;
  }
}

export function asciiOnly(bytes) {
  let high = 0;
  for (let i = 0; i < bytes.length; i++) high |= bytes[i];
  return high < 0x80;
}

function concat(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Whether bytes hold a word (its lower-case ASCII codes) in any case ("Janggi", "MAKRUK"). */
function saysWord(bytes, word) {
  for (const first of [word[0], word[0] & ~0x20]) { // found by indexOf, not looked for at every byte
    for (let i = bytes.indexOf(first); i >= 0 && i + word.length <= bytes.length; i = bytes.indexOf(first, i + 1)) {
      let k = 1;
      while (k < word.length && (bytes[i + k] | 0x20) === word[k]) k++;
      if (k === word.length) return true;
    }
  }
  return false;
}
const JANGGI = [0x6a, 0x61, 0x6e, 0x67, 0x67, 0x69];
const MAKRUK = [0x6d, 0x61, 0x6b, 0x72, 0x75, 0x6b];

/** The characters of a Thai reading that Thai spelling has nowhere: a vowel above or below (ั ิ-ฺ)
 *  on no consonant, a tone or other mark (็-๎) on neither a consonant nor such a vowel, a leading
 *  vowel (เ-ไ) before no consonant. Chinese or Korean bytes read as Thai make them at every few
 *  characters; a Thai record none. */
function thaiMisspelt(text) {
  let n = 0, before = OTHER;
  for (let i = 0; i < text.length; i++) {
    const kind = thaiKind(text.charCodeAt(i));
    if (kind === VOWEL ? before !== CONSONANT : kind === MARK && before !== CONSONANT && before !== VOWEL) n++;
    if (before === LEADING && kind !== CONSONANT) n++;
    before = kind;
  }
  return n;
}
const OTHER = 0, CONSONANT = 1, VOWEL = 2, MARK = 3, LEADING = 4;
/** A character's part in Thai spelling: a consonant (ก-ฮ), a vowel above or below (ั ิ-ฺ), a tone or
 *  other mark (็-๎), a leading vowel (เ-ไ), or none of them. */
const thaiKind = (c) => (c >= 0xe01 && c <= 0xe2e ? CONSONANT : c === 0xe31 || (c >= 0xe34 && c <= 0xe3a) ? VOWEL
  : c >= 0xe47 && c <= 0xe4e ? MARK : c >= 0xe40 && c <= 0xe44 ? LEADING : OTHER);

/** The number of two-byte codes of bytes read in an encoding (gb18030 or big5) that lie in its
 *  block of frequent characters (COMMON_BLOCK). The bytes start at a character (feed's pieces do). */
function countCommon(bytes, encoding) {
  const inBlock = COMMON_BLOCK[encoding];
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead < 0x81 || lead === 0xff || i + 1 === bytes.length) continue;
    const trail = bytes[i + 1];
    // GB18030's four-byte codes have a digit second; Big5 has none
    if (encoding === 'gb18030' && trail >= 0x30 && trail <= 0x39) { i += 3; continue; }
    if (inBlock(lead, trail)) n++;
    i++;
  }
  return n;
}

/** What a reading holds, counted in one pass: characters of a script (one of the sets above);
 *  unreadable ones, which a lossy reading stands for bytes it could not read with (U+FFFD, and
 *  what the platform's EUC-KR lets through: C1 controls for 0x80-0x9F, private use for
 *  unassigned codes); wide ones, beyond ASCII and read (a surrogate pair counts twice); and
 *  full-width ASCII forms (U+FF01-U+FF5E: Ｃ２＝５). */
function tally(text, script) {
  const table = kindsOf(script);
  let kinds = 0, scriptCount = 0, unreadable = 0, wide = 0, fullWidth = 0;
  for (let i = 0; i < text.length; i++) {
    if (!(kinds = table[text.charCodeAt(i)])) continue;
    scriptCount += kinds & SCRIPT;
    unreadable += (kinds & UNREADABLE) >> 1;
    wide += (kinds & WIDE) >> 2;
    fullWidth += (kinds & FULL_WIDTH) >> 3;
  }
  return { script: scriptCount, unreadable, wide, fullWidth };
}
const SCRIPT = 1, UNREADABLE = 2, WIDE = 4, FULL_WIDTH = 8;

/** Each UTF-16 code unit's kinds (tally), a table per script. */
function kindsOf(script) {
  let table = kindTables.get(script);
  if (table) return table;
  table = new Uint8Array(0x10000);
  for (let c = 0x80; c < 0x10000; c++) {
    if (c === 0xfffd || c <= 0x9f || (c >= 0xe000 && c <= 0xf8ff)) table[c] |= UNREADABLE;
    if (c !== 0xfffd) table[c] |= WIDE;
    if (c >= 0xff01 && c <= 0xff5e) table[c] |= FULL_WIDTH;
  }
  for (const ch of script.source.replace(/[[\]]/g, '').replace(/\|/g, '')) table[ch.charCodeAt(0)] |= SCRIPT;
  kindTables.set(script, table);
  return table;
}
const kindTables = new Map();
