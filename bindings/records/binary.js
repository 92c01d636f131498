// binary.js — bytes that are not text records (an image, an archive, a program), refused before
// they are decoded, and what they most likely are, for the refusal to say what to do.

import { concatBytes } from './bytes.js';
import { RecordError } from './errors.js';
import { bomOf, bytesOf, encodingOf } from './text-decoders.js';

// Bytes no text record holds: the C0 controls other than tab, LF, FF, CR, ESC and 0x1A (DOS's end
// of file, which real archives carry), NUL among them. A text may have a few (a stray one, Word's
// vertical tab in a comment) and a run of NULs at its end (padding to a block); binary data has
// them everywhere: compressed bytes (an image, a zip or gzip file) are a tenth such bytes, a
// program's mostly NULs. Read as text, 5 MB of either had given hundreds of garbled "games"
// after seconds.
const CONTROL = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) CONTROL[b] = [9, 10, 12, 13, 26, 27].includes(b) ? 0 : 1;
const BINARY_SHARE = 5 / 100; // of the bytes before a closing run of NULs, beyond which they are binary data
const BINARY_LEAST = 3;       // and at least this many: a short text's stray control is text
/** The longest closing run of NULs that is padding (to a block, a sector, a cluster), not binary
 *  data: a longer run is refused where it passes this length (/dev/zero never ends). */
const PADDING_MOST = 1 << 20;

// the signatures images begin with (a folder of records often holds a screenshot of a board)
const IMAGE_MARKS = [['png', [0x89, 0x50, 0x4e, 0x47]], ['jpeg', [0xff, 0xd8, 0xff]], ['gif', [0x47, 0x49, 0x46, 0x38]]];

/** Bytes that open gzip data (the CLI reads such a file as the file it compresses). */
export const isGzipStart = (bytes) => bytes[0] === 0x1f && bytes[1] === 0x8b;
/** Bytes that open a zip archive: a local file header, or the end record of an empty one (the
 *  CLI reads such a file as a folder). */
export const isZipStart = (bytes) => bytes[0] === 0x50 && bytes[1] === 0x4b
  && ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6));

/** What binary bytes most likely are, for the refusal to say what to do: a compressed file, or
 *  UTF-16 text without a byte-order mark, which is not told from binary data unasked (its ASCII is
 *  half NULs). Null when nothing is recognised. */
export function binaryKind(bytes) {
  if (isGzipStart(bytes)) return 'gzip';
  if (isZipStart(bytes)) return 'zip';
  for (const [kind, mark] of IMAGE_MARKS) if (mark.every((b, i) => bytes[i] === b)) return kind;
  return utf16Order(bytes);
}

// Code units no text holds: C0 controls but tab, LF and CR, DEL and the C1 controls, surrogates
// (rare pairs aside) and private use, the noncharacters and specials at the end. Random bytes are
// one unit in eight of them; any script's text (Chinese, Korean, Thai, Vietnamese, Cyrillic ...)
// next to none.
const isTextUnit = (u) => (u >= 0x20 || u === 0x09 || u === 0x0a || u === 0x0d) && !(u >= 0x7f && u <= 0x9f)
  && !(u >= 0xd800 && u <= 0xf8ff) && u < 0xfff0;
// units a text has in its own byte order and not in the other: tab, LF, CR, space (swapped, they
// are U+0900, U+0A00, U+0D00, U+2000, which no record holds; CJK units swap into CJK, and U+3000,
// the full-width space, into the digit 0, so neither tells the order)
const ORDER_UNITS = [0x09, 0x0a, 0x0d, 0x20];

/** 'utf-16le' or 'utf-16be' when the bytes' start reads as text in that order (19 units in 20 or
 *  more are text's, and its spaces and line breaks are there and not in the other order), else null. */
function utf16Order(bytes) {
  const end = Math.min(bytes.length, 4096) & ~1;
  if (end < 64) return null; // a few units tell nothing: random bytes pass as often
  const le = { text: 0, order: 0 }, be = { text: 0, order: 0 };
  for (let i = 0; i < end; i += 2) {
    const a = bytes[i] | (bytes[i + 1] << 8), b = (bytes[i] << 8) | bytes[i + 1];
    if (a === 0) return null; // U+0000: no text has it
    if (isTextUnit(a)) le.text++;
    if (isTextUnit(b)) be.text++;
    if (ORDER_UNITS.includes(a)) le.order++;
    if (ORDER_UNITS.includes(b)) be.order++;
  }
  const [order, reading] = le.order > be.order ? ['utf-16le', le] : be.order > le.order ? ['utf-16be', be] : [null];
  return order && reading.text * 20 >= (end / 2) * 19 ? order : null;
}

/** What the bytes seem to be and what to do, in words (null: not told); `utf16Remedy(encoding)`
 *  says how to read UTF-16 where the caller reads it (an option, a command). */
export function binaryHint(bytes, utf16Remedy) {
  const kind = binaryKind(bytes);
  if (!kind) return null;
  return kind.startsWith('utf-16') ? `${BINARY_KINDS[kind]}: ${utf16Remedy(kind)}` : BINARY_KINDS[kind];
}

/** What to do with each kind binaryKind tells. */
const BINARY_KINDS = {
  gzip: 'gzip-compressed data: decompress it first (openRecordFiles does, as gunzip does)',
  zip: 'a zip archive: extract its files first (openRecordFiles does)',
  png: 'a PNG image, not a game record',
  jpeg: 'a JPEG image, not a game record',
  gif: 'a GIF image, not a game record',
  'utf-16le': 'UTF-16LE text without a byte-order mark, it seems',
  'utf-16be': 'UTF-16BE text without a byte-order mark, it seems',
};

/** RecordError 'binary-input' (as the CLI's for a NUL byte) for bytes that are binary data, not
 *  text (CONTROL): checked before they are decoded. UTF-16 (a byte-order mark or `encoding` says
 *  so) is text whatever its bytes; the binary records (XQF, CBR/CBL) are told before this. */
export function refuseBinary(input, encoding) {
  if (typeof input === 'string') return; // the caller's text
  const bytes = bytesOf(input);
  const told = encoding ? encodingOf(encoding) : bomOf(bytes)?.encoding;
  if (told?.startsWith('utf-16')) return;
  new BinaryCheck().push(bytes).finish();
}

/** The bytes binaryHint reads (utf16Order: 4 KiB). */
const HINT_BYTES = 4096;

/** How readRecords' caller reads UTF-16 it was not told of: an option. */
const encodingOption = (kind) => `save it as UTF-8, or give its encoding ({ encoding: '${kind}' })`;

/** refuseBinary's reading of bytes that come in pieces (streamRecords, the CLI): push() each in
 *  order; check() throws as refuseBinary would if the bytes so far were all (a closing run of NULs
 *  taken for padding, up to PADDING_MOST), finish() as it does for all of them. Keeps counts and
 *  the first 4 KiB. `utf16Remedy` says how the caller reads UTF-16 (binaryHint). */
export class BinaryCheck {
  head = new Uint8Array(0); // the first bytes, for the hint
  length = 0;   // bytes pushed
  textEnd = 0;  // past the last byte that is not NUL: what follows is padding if nothing else comes
  controls = 0; // control bytes before textEnd
  first = -1;   // the offset of the first of them

  constructor(utf16Remedy = encodingOption) {
    this.utf16Remedy = utf16Remedy;
  }

  push(bytes) {
    if (this.head.length < HINT_BYTES) {
      const head = new Uint8Array(Math.min(HINT_BYTES, this.head.length + bytes.length));
      head.set(this.head);
      head.set(bytes.subarray(0, head.length - this.head.length), this.head.length);
      this.head = head;
    }
    let last = bytes.length - 1;
    while (last >= 0 && bytes[last] === 0) last--;
    if (last >= 0) {
      const run = this.length - this.textEnd; // NULs before these bytes: not padding after all
      if (run && this.first < 0) this.first = this.textEnd;
      this.controls += run;
      // four bytes at a time (aligned), past words with no byte below 0x20: text has one a line
      const aligned = (4 - (bytes.byteOffset & 3)) & 3;
      const words = new Uint32Array(bytes.buffer, bytes.byteOffset + aligned, Math.max(0, (last + 1 - aligned) >> 2));
      for (let i = 0; i <= last; i++) {
        if (i >= aligned && ((i - aligned) & 3) === 0) {
          let w = (i - aligned) >> 2;
          while (w < words.length && ((words[w] - 0x20202020) & ~words[w] & 0x80808080) === 0) w++;
          i = aligned + w * 4;
          if (i > last) break;
        }
        if (!CONTROL[bytes[i]]) continue;
        if (this.first < 0) this.first = this.length + i;
        this.controls++;
      }
      this.textEnd = this.length + last + 1;
    }
    this.length += bytes.length;
    return this;
  }

  check() {
    const { length, textEnd } = this;
    // more NULs than padding ever is: binary data, whatever follows (/dev/zero never ends)
    if (length - textEnd > PADDING_MOST) this.refuseNuls();
    if (this.controls <= Math.max(BINARY_LEAST - 1, textEnd * BINARY_SHARE)) return;
    const hint = binaryHint(this.head, this.utf16Remedy)
      ?? 'an image, an archive or a program; a record file is text, or XQF or 象棋桥 bytes';
    throw new RecordError('binary-input', `binary data, not text records: control bytes such as NUL, the first at offset ${this.first} (${hint})`, { offset: this.first });
  }

  finish() {
    // NULs alone pad nothing (a blank disk block)
    if (this.textEnd === 0 && this.length) this.refuseNuls();
    this.check();
  }

  refuseNuls() {
    const { textEnd } = this;
    // not counted: a stream is refused as soon as the run is too long, before its end
    const what = textEnd ? `more than ${PADDING_MOST >> 20} MiB of NUL bytes after the text` : 'NUL bytes alone';
    throw new RecordError('binary-input', `binary data, not text records: ${what}, the first at offset ${textEnd}`, { offset: textEnd });
  }
}

const EMPTY = new Uint8Array(0);

/** Bytes of text in an ASCII-compatible encoding, a chunk at a time (streamRecords, the CLI):
 *  passed on as they are, but for a byte-order mark (`skip`) and a closing run of NULs, which
 *  readRecords passes over as padding (held as a count until text follows, then passed on: NULs
 *  inside the text are read as readRecords reads them). Binary data is refused as readRecords
 *  refuses it (BinaryCheck), as it comes. */
export class TextBytes {
  nuls = 0;

  constructor(skip = 0, utf16Remedy = encodingOption) {
    this.skip = skip;
    this.binary = new BinaryCheck(utf16Remedy);
  }

  push(chunk) {
    this.binary.push(chunk);
    this.binary.check();
    let bytes = chunk;
    if (this.skip && !this.skipped) {
      bytes = bytes.subarray(this.skip);
      this.skipped = true;
    }
    let last = bytes.length - 1;
    while (last >= 0 && bytes[last] === 0) last--;
    if (last < 0) {
      this.nuls += bytes.length;
      return EMPTY;
    }
    if (this.nuls) {
      bytes = concatBytes([new Uint8Array(this.nuls), bytes]);
      last += this.nuls;
    }
    this.nuls = bytes.length - 1 - last;
    return bytes.subarray(0, last + 1);
  }

  end() {
    this.binary.finish();
    return EMPTY;
  }
}
