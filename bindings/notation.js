// notation.js — move notations for xiangqi, janggi and makruk.
//
// Self-contained: works on a small position context, not on the wasm core.
//
//   ctx = {
//     game: 'xiangqi' | 'janggi' | 'makruk',
//     width, height,                 // 9x10 or 8x8
//     pieceAt(sq) -> byte,           // 0 empty; type = byte & 7; colour = (byte >> 3) & 1; 16 = promoted met
//     turn: 0 | 1,
//     legalMoves() -> [{ from, to, kind }],  // sq = rank * width + file, rank 0 = first player's back rank
//     after(move) -> { check, mate },        // the opponent's state after the move
//   }
//
//   formatMove(ctx, move, notation) -> string
//   parseMove(ctx, text, notation?) -> a move object from ctx.legalMoves(), or null
//
// Notations
//   uci     'h3e3', 'a10a9', makruk promotion 'c5c6m', pass = general's square twice ('e2e2')
//   wxf     xiangqi WXF: 'C2=5', 'H2+3', files counted from the mover's right; two of a kind on
//           one file 'R++1' / 'R-=5' (front/rear) when the other one could make the same
//           displacement; 3+ pawns on a file, or two files with 2+ pawns each: '17+1' / '27=8'
//           (position from the front, then file, no letter). No check marks.
//   janggi  piece, from square, '-' or 'x', to square: 'H02-83', 'C83x13+'; square = rank digit
//           counted from the top (rank 1 written 0) then file 1-9; pass 'K95-95'; '+' check, '#' mate
//   san     makruk SAN: 'e4', 'Nd2', 'exd5', 'c6=M', 'Rae6+', 'N1e3', 'Mc3d4', 'Re7#'
//           (K khun, M met, S khon, N horse, R ruea; disambiguation by file, else rank, else
//           square, among pieces that can legally reach the square)
//   thai    makruk Thai SAN: SAN with Thai letters (ข ม็ ค ม ร, files ก-ญ, digits ๑-๘) and '-'
//           before the square of a piece move that is not a capture: 'จ๔', 'ม-ง๒', 'จxง๕',
//           'รก-ก๗', 'ค๖=M', '+', '#'. Note: 'คxข๔' can be a khon or a c-pawn capture; parse
//           then returns null unless a check mark or a leading 'บ' (pawn) settles it.

export const NOTATIONS = Object.freeze({
  xiangqi: Object.freeze(['uci', 'wxf']),
  janggi: Object.freeze(['uci', 'janggi']),
  makruk: Object.freeze(['uci', 'san', 'thai']),
});

// Piece types (byte & 7).
const KING = 1, ADVISOR = 2, ELEPHANT = 3, HORSE = 4, PAWN = 7;   // 5 chariot, 6 cannon

// Move kinds.
const PROMOTION = 1, PASS = 2, SETUP = 3;   // 0 normal

const LETTERS_XQ = ['', 'K', 'A', 'E', 'H', 'R', 'C', 'P'];      // WXF and janggi
const LETTERS_SAN = ['', 'K', 'M', 'S', 'N', 'R', '', ''];       // makruk SAN (pawn: none)
const LETTERS_THAI = ['', 'ข', 'ม็', 'ค', 'ม', 'ร', '', ''];    // khun, met, khon, ma, ruea
const THAI_FILES = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ', 'ช', 'ญ'];
const THAI_DIGITS = ['๐', '๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘', '๙'];

function thaiNumber(n) {
  return String(n).replace(/[0-9]/g, (d) => THAI_DIGITS[+d]);
}

function checkNotation(ctx, notation) {
  const list = NOTATIONS[ctx.game];
  if (!list) throw new RangeError(`unknown game '${ctx.game}'`);
  if (!list.includes(notation)) {
    throw new RangeError(`notation '${notation}' is not available for ${ctx.game} (use ${list.join(', ')})`);
  }
}

const fileOf = (ctx, sq) => sq % ctx.width;
const rankOf = (ctx, sq) => Math.floor(sq / ctx.width);
const colourOf = (byte) => (byte >> 3) & 1;
const typeOf = (byte) => byte & 7;

function squareName(ctx, sq) {
  return String.fromCharCode(97 + fileOf(ctx, sq)) + String(rankOf(ctx, sq) + 1);
}

function isCapture(ctx, move) {
  if (move.kind === PASS || move.from === move.to) return false;
  const target = ctx.pieceAt(move.to);
  return target !== 0 && colourOf(target) !== colourOf(ctx.pieceAt(move.from));
}

function suffix(ctx, move, withSuffix) {
  if (!withSuffix) return '';
  const st = ctx.after(move);
  return st && st.mate ? '#' : st && st.check ? '+' : '';
}

// ---------------------------------------------------------------------------
// UCI

function formatUci(ctx, move) {
  if (move.kind === SETUP) return 'setup';
  return squareName(ctx, move.from) + squareName(ctx, move.to) + (move.kind === PROMOTION ? 'm' : '');
}

// ---------------------------------------------------------------------------
// WXF (xiangqi)

// Squares a piece type of a colour may stand on, used for the tandem test.
function inRegion(ctx, type, colour, file, rank) {
  if (file < 0 || file >= ctx.width || rank < 0 || rank >= ctx.height) return false;
  const rel = colour === 0 ? rank : ctx.height - 1 - rank;   // rank from the owner's side
  const mid = (ctx.width - 1) >> 1;
  if (type === KING || type === ADVISOR) return rel <= 2 && Math.abs(file - mid) <= 1;
  if (type === ELEPHANT) return rel < ctx.height / 2;
  return true;
}

function formatWxf(ctx, move) {
  if (move.kind === SETUP) return 'setup';
  const piece = ctx.pieceAt(move.from);
  const type = typeOf(piece), us = colourOf(piece);
  const mine = piece & 15;
  const ff = fileOf(ctx, move.from), fr = rankOf(ctx, move.from);
  const tf = fileOf(ctx, move.to), tr = rankOf(ctx, move.to);
  const fwd = us === 0 ? 1 : -1;
  const fileDigit = (f) => String(us === 0 ? ctx.width - f : f + 1);

  // Own pieces of the same type on the moving piece's file.
  const onFile = [];
  for (let r = 0; r < ctx.height; r++) {
    if ((ctx.pieceAt(r * ctx.width + ff) & 15) === mine) onFile.push(r);
  }

  let prefix = LETTERS_XQ[type] + fileDigit(ff);
  if (onFile.length >= 2) {
    let numbered = onFile.length >= 3;
    if (!numbered && type === PAWN) {
      // Another file holding two or more of our pawns switches to numbered pawns.
      for (let f = 0; f < ctx.width && !numbered; f++) {
        if (f === ff) continue;
        let n = 0;
        for (let r = 0; r < ctx.height; r++) {
          if ((ctx.pieceAt(r * ctx.width + f) & 15) === mine) n++;
        }
        numbered = n >= 2;
      }
    }
    if (numbered) {
      // Position counted from the front on this file, then the file.
      const ahead = onFile.filter((r) => (r - fr) * fwd > 0).length;
      prefix = String(ahead + 1) + fileDigit(ff);
    } else {
      // Two on the file: front/rear marker, only when the other piece could
      // make the same displacement (otherwise the file already decides).
      const other = onFile[0] === fr ? onFile[1] : onFile[0];
      if (inRegion(ctx, type, us, tf, other + (tr - fr))) {
        prefix = LETTERS_XQ[type] + ((fr - other) * fwd > 0 ? '+' : '-');
      }
    }
  }

  const dr = (tr - fr) * fwd;
  let action;
  if (type === ADVISOR || type === ELEPHANT || type === HORSE) {
    action = (dr > 0 ? '+' : '-') + fileDigit(tf);
  } else if (dr === 0) {
    action = '=' + fileDigit(tf);
  } else {
    action = (dr > 0 ? '+' : '-') + String(Math.abs(dr));
  }
  return prefix + action;
}

// ---------------------------------------------------------------------------
// Janggi

function janggiSquare(ctx, sq) {
  return String((ctx.height - rankOf(ctx, sq)) % 10) + String(fileOf(ctx, sq) + 1);
}

function formatJanggi(ctx, move, withSuffix) {
  if (move.kind === SETUP) return 'setup';
  const type = typeOf(ctx.pieceAt(move.from));
  return LETTERS_XQ[type] + janggiSquare(ctx, move.from) + (isCapture(ctx, move) ? 'x' : '-')
    + janggiSquare(ctx, move.to) + suffix(ctx, move, withSuffix);
}

// ---------------------------------------------------------------------------
// Makruk SAN and Thai SAN

function formatSanLike(ctx, move, withSuffix, legal, thai) {
  if (move.kind === SETUP) return 'setup';
  const piece = ctx.pieceAt(move.from);
  const type = typeOf(piece);
  const fileName = (f) => (thai ? THAI_FILES[f] : String.fromCharCode(97 + f));
  const rankName = (r) => (thai ? thaiNumber(r + 1) : String(r + 1));
  const ff = fileOf(ctx, move.from), fr = rankOf(ctx, move.from);
  const dest = fileName(fileOf(ctx, move.to)) + rankName(rankOf(ctx, move.to));
  const capture = isCapture(ctx, move);
  const promo = move.kind === PROMOTION ? '=M' : '';
  let s;
  if (type === PAWN) {
    s = (capture ? fileName(ff) + 'x' : '') + dest;
  } else {
    // Other pieces of the same type (and colour) that can legally reach the square.
    let sameFile = false, sameRank = false, any = false;
    for (const m of legal()) {
      if (m.to !== move.to || m.from === move.from || m.kind === SETUP || m.kind === PASS) continue;
      if ((ctx.pieceAt(m.from) & 15) !== (piece & 15)) continue;
      any = true;
      if (fileOf(ctx, m.from) === ff) sameFile = true;
      if (rankOf(ctx, m.from) === fr) sameRank = true;
    }
    let dis = '';
    if (any) {
      if (!sameFile) dis = fileName(ff);
      else if (!sameRank) dis = rankName(fr);
      else dis = fileName(ff) + rankName(fr);
    }
    s = (thai ? LETTERS_THAI[type] : LETTERS_SAN[type]) + dis + (capture ? 'x' : thai ? '-' : '') + dest;
  }
  return s + promo + suffix(ctx, move, withSuffix);
}

// ---------------------------------------------------------------------------

function formatInternal(ctx, move, notation, withSuffix, legal) {
  switch (notation) {
    case 'uci': return formatUci(ctx, move);
    case 'wxf': return formatWxf(ctx, move);
    case 'janggi': return formatJanggi(ctx, move, withSuffix);
    case 'san': return formatSanLike(ctx, move, withSuffix, legal, false);
    case 'thai': return formatSanLike(ctx, move, withSuffix, legal, true);
    default: throw new RangeError(`unknown notation '${notation}'`);
  }
}

function lazyLegal(ctx) {
  let list = null;
  return () => (list ??= ctx.legalMoves());
}

/** The text of a legal move in a notation ('uci' | 'wxf' | 'janggi' | 'san' | 'thai'). */
export function formatMove(ctx, move, notation = 'uci') {
  notation = String(notation).toLowerCase();
  checkNotation(ctx, notation);
  return formatInternal(ctx, move, notation, true, lazyLegal(ctx));
}

// ---------------------------------------------------------------------------
// Parsing: normalise the text, then compare with every legal move's text.
// Each notation has a strict key (the formatted text without the check/mate
// suffix) and a looser key for the shortcuts people type; a looser match is
// only accepted when it names exactly one move.

function stripSuffix(s) {
  return s.replace(/[+#!?]+$/u, '');
}

const KEYS = {
  uci: {
    strict: (s) => s.trim().toLowerCase(),
    loose: (s) => s.replace(/\s+/g, '').toLowerCase().replace(/[-x:]/g, '').replace(/[+#!?]+$/, '').replace(/(\d)m$/, '$1'),
  },
  wxf: {
    strict: (s) => s.trim(),
    loose: (s) => s.replace(/\s+/g, '').toUpperCase().replace(/[.]/g, '=').replace(/^N/, 'H').replace(/^B/, 'E'),
  },
  janggi: {
    strict: (s) => stripSuffix(s.trim()),
    loose: (s) => stripSuffix(s.replace(/\s+/g, '')).toUpperCase().replace(/X/g, '-').replace(/^N/, 'H').replace(/^B/, 'E').replace(/^G/, 'K'),
  },
  san: {
    strict: (s) => stripSuffix(s.trim()),
    loose: (s) => stripSuffix(s.replace(/\s+/g, '')).replace(/[x:-]/g, '').replace(/=?M$/, '')
      .replace(/^P(?=[a-h])/, '').replace(/^Q/, 'M').replace(/^B/, 'S'),
  },
  thai: {
    strict: (s) => stripSuffix(s.trim()),
    loose: (s) => stripSuffix(s.replace(/\s+/g, '')).replace(/[0-9]/g, (d) => THAI_DIGITS[+d])
      .replace(/-/g, '').replace(/=?M$/, ''),
  },
};

function matchIn(ctx, text, notation, legal) {
  const keys = KEYS[notation];
  const strict = keys.strict(text), loose = keys.loose(text);
  const exact = [], near = [];
  for (const m of legal()) {
    if (m.kind === SETUP && notation !== 'uci') continue;
    const t = formatInternal(ctx, m, notation, false, legal);
    if (keys.strict(t) === strict) exact.push(m);
    else if (keys.loose(t) === loose) near.push(m);
    // Thai SAN writes no pawn letter; 'บ' in front names a pawn move.
    else if (notation === 'thai' && typeOf(ctx.pieceAt(m.from)) === PAWN && keys.loose('บ' + t) === loose) near.push(m);
  }
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) {
    // The notation itself is ambiguous here (Thai: file letters ข/ค are also
    // the khun/khon letters). Only the full text, check mark included, can
    // still tell the moves apart.
    const full = text.trim();
    const same = exact.filter((m) => formatInternal(ctx, m, notation, true, legal) === full);
    return same.length === 1 ? same[0] : null;
  }
  return near.length === 1 ? near[0] : null;
}

/**
 * The legal move that `text` names, or null. Without a notation, tries uci,
 * then the game's native notations.
 */
export function parseMove(ctx, text, notation) {
  if (typeof text !== 'string' || !text.trim()) return null;
  const legal = lazyLegal(ctx);
  if (/^\s*pass\s*$/i.test(text)) {
    if (notation !== undefined && notation !== null) checkNotation(ctx, String(notation).toLowerCase());
    return legal().find((m) => m.kind === PASS) ?? null;
  }
  if (notation !== undefined && notation !== null) {
    notation = String(notation).toLowerCase();
    checkNotation(ctx, notation);
    return matchIn(ctx, text, notation, legal);
  }
  const list = NOTATIONS[ctx.game];
  if (!list) throw new RangeError(`unknown game '${ctx.game}'`);
  for (const n of list) {
    const m = matchIn(ctx, text, n, legal);
    if (m) return m;
  }
  return null;
}
