// hash.js — the shareable part of the URL: profile, start FEN, the line shown, the ply, and
// whether the board is seen from Black's side.
//
//   writeHash({ profile, fen, moves: ['h3e3', 'h10g8'], ply: 1, flipped: true })
//     -> '#p=xiangqi/standard&m=h3e3_h10g8&ply=1&flip=1'
//   readHash(location.hash) -> { profile?, fen?, moves, ply?, flipped?, error? }
//
// '#xiangqi/standard' (a bare profile, as older links have it) still reads. A hash that cannot be
// decoded ('#%E0%A4%A', '#%') gives { error } instead of throwing, so the page can say so and
// start a fresh board.

const SEPARATOR = '_'; // not ',' : a setup turn's UCI is 'b1c1,h1g1'

function decode(text) {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

// Keep '/' and ',' readable in the link.
const encode = (text) => encodeURIComponent(text).replace(/%2F/g, '/').replace(/%2C/g, ',');

export function writeHash({ profile, fen, moves = [], ply, flipped }) {
  const parts = [`p=${encode(profile)}`];
  if (fen) parts.push(`fen=${encode(fen)}`);
  if (moves.length) parts.push(`m=${moves.map(encode).join(SEPARATOR)}`);
  if (moves.length && ply !== undefined && ply !== moves.length) parts.push(`ply=${ply}`);
  if (flipped) parts.push('flip=1');
  return `#${parts.join('&')}`;
}

export function readHash(hash) {
  const raw = String(hash ?? '').replace(/^#/, '');
  if (!raw) return { moves: [] };
  try {
    if (!raw.includes('=')) return { profile: decode(raw), moves: [] };
    const out = { moves: [] };
    for (const part of raw.split('&')) {
      const eq = part.indexOf('=');
      const key = eq < 0 ? part : part.slice(0, eq);
      const value = eq < 0 ? '' : part.slice(eq + 1);
      if (key === 'p') out.profile = decode(value);
      else if (key === 'fen') out.fen = decode(value);
      else if (key === 'm') out.moves = value ? value.split(SEPARATOR).map(decode) : [];
      else if (key === 'flip') out.flipped = value === '1';
      else if (key === 'ply') {
        const ply = Number(decode(value));
        if (!Number.isInteger(ply) || ply < 0) return { moves: [], error: `the ply in the link is not a number: ${JSON.stringify(value)}` };
        out.ply = ply;
      }
    }
    return out;
  } catch (e) {
    // decodeURIComponent throws URIError ("URI malformed") on broken percent-encoding
    return { moves: [], error: `the link's address part after # is not valid percent-encoding (${e.message})` };
  }
}
