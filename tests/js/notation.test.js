// Tests for bindings/notation.js against Fairy-Stockfish (ffish, GPL) used as
// a test-time oracle only: every legal move of a few hundred random positions
// per game must be written exactly as ffish writes it, and parse back to itself.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadFfish, randomGames, splitUci } from '../oracle/ffish.mjs';
import { formatMove, parseMove, NOTATIONS } from '../../bindings/notation.js';

const ff = await loadFfish();

const DIMS = { xiangqi: [9, 10], janggi: [9, 10], makruk: [8, 8] };
const TYPES = {
  xiangqi: { k: 1, a: 2, b: 3, e: 3, n: 4, h: 4, r: 5, c: 6, p: 7 },
  janggi: { k: 1, a: 2, b: 3, e: 3, n: 4, h: 4, r: 5, c: 6, p: 7 },
  makruk: { k: 1, m: 2, s: 3, n: 4, r: 5, p: 7 },
};
// ffish notation per our notation name.
const FF_NOTATION = { wxf: 'XIANGQI_WXF', janggi: 'JANGGI', san: 'SAN', thai: 'THAI_SAN' };

/** Tiny FEN reader: board bytes and side to move. */
function readFen(game, fen) {
  const [width, height] = DIMS[game];
  const [placement, side] = fen.split(' ');
  const board = new Array(width * height).fill(0);
  const rows = placement.split('/');
  assert.is(rows.length, height, `rows in ${fen}`);
  rows.forEach((row, i) => {
    const rank = height - 1 - i;
    let file = 0;
    for (const tok of row.match(/\d+|[A-Za-z]~?/g)) {
      if (/^\d/.test(tok)) { file += +tok; continue; }
      const letter = tok[0];
      const type = TYPES[game][letter.toLowerCase()];
      if (!type) throw new Error(`bad piece ${tok} in ${fen}`);
      const colour = letter === letter.toUpperCase() ? 0 : 1;
      board[rank * width + file] = type | (colour << 3) | (tok.length > 1 ? 16 : 0);
      file++;
    }
    assert.is(file, width, `files in row ${row}`);
  });
  return { width, height, board, turn: side === 'b' ? 1 : 0 };
}

function toSq(width, name) {
  return (+name.slice(1) - 1) * width + (name.charCodeAt(0) - 97);
}

/** A notation context over an ffish board (the board must outlive the ctx). */
function makeCtx(game, board) {
  const { width, height, board: cells, turn } = readFen(game, board.fen());
  const ucis = board.legalMoves().split(' ').filter(Boolean).sort();
  const moves = ucis.map((u) => {
    const p = splitUci(u);
    const from = toSq(width, p.from), to = toSq(width, p.to);
    return { from, to, kind: p.promo === 'm' ? 1 : from === to ? 2 : 0, uci: u };
  });
  return {
    game, width, height, turn,
    pieceAt: (sq) => cells[sq],
    legalMoves: () => moves,
    after(move) {
      board.push(move.uci);
      try {
        const check = board.isCheck();
        return { check, mate: check && board.legalMoves().trim() === '' };
      } finally {
        board.pop();
      }
    },
  };
}

/**
 * Check every legal move of `fen` in every notation of the game. Returns
 * counts; collects failures in `errors`. Text ffish writes for two different
 * moves (a real ambiguity of the notation) must parse to null.
 */
function checkPosition(game, fen, errors, stats) {
  const board = new ff.Board(game, fen);
  try {
    const ctx = makeCtx(game, board);
    const moves = ctx.legalMoves();
    for (const n of NOTATIONS[game]) {
      const texts = moves.map((m) => (n === 'uci' ? m.uci : board.sanMove(m.uci, ff.Notation[FF_NOTATION[n]])));
      // Identical texts for two moves (a real ambiguity of the notation) must
      // parse to null; texts equal up to the check mark are told apart by it.
      const count = new Map(), bareCount = new Map();
      const bare = (t) => t.replace(/[+#]$/, '');
      for (const t of texts) {
        count.set(t, (count.get(t) || 0) + 1);
        bareCount.set(bare(t), (bareCount.get(bare(t)) || 0) + 1);
      }
      moves.forEach((m, i) => {
        stats.formatted++;
        const ours = formatMove(ctx, m, n);
        if (ours !== texts[i] && errors.length < 20) errors.push(`${game} ${fen} ${m.uci} ${n}: ours ${ours}, ffish ${texts[i]}`);
        const back = parseMove(ctx, texts[i], n);
        if (bareCount.get(bare(texts[i])) > count.get(texts[i])) stats.nearAmbiguous++;
        if (count.get(texts[i]) > 1) {
          stats.ambiguous++;
          if (back !== null && errors.length < 20) errors.push(`${game} ${fen} ambiguous ${n} ${texts[i]} parsed to ${back.uci}`);
        } else if (back !== m && errors.length < 20) {
          errors.push(`${game} ${fen} ${n} ${texts[i]} parsed to ${back && back.uci}, want ${m.uci}`);
        }
      });
    }
    stats.positions++;
  } finally {
    board.delete();
  }
}

function randomPositions(game, seed, games, maxPlies) {
  const out = [];
  for (const r of randomGames({ variant: game, seed, games, maxPlies })) out.push(r.fen);
  return out;
}

const RANDOM = {
  xiangqi: [[11, 2, 120], [12, 2, 60]],
  janggi: [[21, 2, 120], [22, 2, 60]],
  makruk: [[31, 2, 150], [32, 1, 150]],
};
// NOTATION_SOAK=n adds n more seeds of 5 long games per game (slow; not for CI).
const SOAK = Number(process.env.NOTATION_SOAK) || 0;
for (let i = 0; i < SOAK; i++) {
  for (const [game, list] of Object.entries(RANDOM)) list.push([1000 + 97 * i + list.length, 5, 300]);
}

for (const game of Object.keys(RANDOM)) {
  test(`${game}: all notations match ffish over random positions, round trip`, () => {
    const errors = [];
    const stats = { positions: 0, formatted: 0, ambiguous: 0, nearAmbiguous: 0 };
    for (const [seed, games, plies] of RANDOM[game]) {
      for (const fen of randomPositions(game, seed, games, plies)) checkPosition(game, fen, errors, stats);
    }
    assert.ok(stats.positions >= 200, `positions ${stats.positions}`);
    assert.equal(errors, [], errors.join('\n'));
    if (process.env.NOTATION_STATS) console.log(game, stats);
  });
}

// Constructed positions for the rarer WXF forms and makruk disambiguation,
// checked move by move against ffish as well.
const CONSTRUCTED = {
  xiangqi: [
    '3k5/9/9/9/2R6/9/2R6/9/9/4K4 w - - 0 1',          // tandem rooks
    '3k5/9/9/9/2r6/9/2r6/9/9/4K4 b - - 0 1',          // tandem rooks, black
    '3k5/9/9/2P6/2P6/2P6/9/9/9/4K4 w - - 0 1',        // three pawns on a file
    '3k5/9/2P6/2P6/2P6/9/6P2/9/9/4K4 w - - 0 1',      // three pawns + a single pawn
    '3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1',      // two files with two pawns each
    '3k5/9/9/2P3P2/2P6/9/9/9/9/4K4 w - - 0 1',        // one tandem pair + single
    '3k5/9/9/9/9/9/2p3p2/2p3p2/9/4K4 b - - 0 1',      // black, two files of two
    '3k5/9/9/9/9/9/2p6/2p6/2p6/4K4 b - - 0 1',        // black, three on a file
    '3k5/2P6/2P6/2P6/2P6/2P6/9/9/9/4K4 w - - 0 1',    // five on a file
    '2P6/3k5/2P6/9/6P2/6P2/9/9/9/4K4 w - - 0 1',      // numbered pawns, front pawn at the edge
    '2P6/3k5/2P6/9/9/9/9/9/9/4K4 w - - 0 1',          // front pawn on the last rank
    '2R6/3k5/9/9/9/9/9/9/9/2R1K4 w - - 0 1',          // rooks at both ends of a file
    '3k5/9/9/9/9/9/9/9/2N6/2N1K4 w - - 0 1',          // tandem horses near the edge
    '3k5/9/9/9/9/9/9/9/2B6/2B1K4 w - - 0 1',          // tandem elephants
    '3k5/9/9/9/2B6/9/9/9/9/2BAK4 w - - 0 1',          // elephants on one file, never tandem
    '2bk5/9/2b6/9/9/9/9/9/9/4K4 b - - 0 1',           // black elephants, partly tandem
    '3k5/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1',           // advisors on one file
    '3k5/9/9/9/9/2C6/9/2C6/9/4K4 w - - 0 1',          // tandem cannons
  ],
  makruk: [
    '4k3/8/8/8/8/1R5R/8/R2K4 w - - 0 1',               // three rooks: file, rank and square
    '4k3/8/8/2M1M3/8/2M1M3/8/3K4 w - - 0 1',          // four mets around d4
    '4k3/8/8/8/8/8/5N2/1N1K1N2 w - - 0 1',            // knights sharing file/rank
  ],
};

test('constructed positions match ffish', () => {
  const errors = [];
  const stats = { positions: 0, formatted: 0, ambiguous: 0, nearAmbiguous: 0 };
  for (const [game, fens] of Object.entries(CONSTRUCTED)) {
    for (const fen of fens) checkPosition(game, fen, errors, stats);
  }
  assert.equal(errors, [], errors.join('\n'));
});

function withCtx(game, fen, fn) {
  const board = fen ? new ff.Board(game, fen) : new ff.Board(game);
  try { return fn(makeCtx(game, board)); } finally { board.delete(); }
}

function byUci(ctx, uci) {
  const m = ctx.legalMoves().find((x) => x.uci === uci);
  assert.ok(m, `legal ${uci}`);
  return m;
}

function expectForms(game, fen, n, pairs) {
  withCtx(game, fen, (ctx) => {
    for (const [uci, text] of pairs) {
      const m = byUci(ctx, uci);
      assert.is(formatMove(ctx, m, n), text, `${uci} ${n}`);
      assert.is(parseMove(ctx, text, n), m, `parse ${text}`);
    }
  });
}

test('fixed examples: WXF', () => {
  expectForms('xiangqi', null, 'wxf', [['h3e3', 'C2=5'], ['h1g3', 'H2+3'], ['b1c3', 'H8+7'], ['c1e3', 'E7+5'], ['a1a2', 'R9+1']]);
  expectForms('xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1', 'wxf', [['h8e8', 'C8=5'], ['b10c8', 'H2+3']]);
  expectForms('xiangqi', CONSTRUCTED.xiangqi[0], 'wxf', [['c6c7', 'R++1'], ['c4c5', 'R-+1'], ['c4e4', 'R-=5'], ['c6c5', 'R+-1']]);
  expectForms('xiangqi', CONSTRUCTED.xiangqi[2], 'wxf', [['c7c8', '17+1'], ['c6b6', '27=8']]);
  expectForms('xiangqi', CONSTRUCTED.xiangqi[4], 'wxf', [['c7c8', '17+1'], ['g6f6', '23=4']]);
  expectForms('xiangqi', CONSTRUCTED.xiangqi[5], 'wxf', [['c7c8', 'P++1'], ['c6b6', 'P-=8'], ['g7g8', 'P3+1']]);
  expectForms('xiangqi', CONSTRUCTED.xiangqi[14], 'wxf', [['c1a3', 'E7+9'], ['c6e4', 'E7-5']]);
});

test('fixed examples: janggi, SAN, Thai, UCI', () => {
  expectForms('janggi', null, 'janggi', [['b1c3', 'H02-83'], ['e2e2', 'K95-95'], ['a1a2', 'R01-91']]);
  expectForms('janggi', null, 'uci', [['e2e2', 'e2e2']]);
  expectForms('makruk', null, 'san', [['e3e4', 'e4'], ['b1d2', 'Nd2'], ['c1c2', 'Sc2'], ['e1d2', 'Md2'], ['d1e2', 'Ke2']]);
  expectForms('makruk', null, 'thai', [['e3e4', 'จ๔'], ['b1d2', 'ม-ง๒'], ['c1c2', 'ค-ค๒'], ['e1d2', 'ม็-ง๒'], ['d1d2', 'ข-ง๒']]);
  expectForms('makruk', '4k3/8/8/2P5/8/8/8/3K4 w - - 0 1', 'san', [['c5c6m', 'c6=M']]);
  expectForms('makruk', '4k3/8/8/2P5/8/8/8/3K4 w - - 0 1', 'thai', [['c5c6m', 'ค๖=M']]);
  expectForms('makruk', '4k3/8/8/2P5/8/8/8/3K4 w - - 0 1', 'uci', [['c5c6m', 'c5c6m']]);
  expectForms('xiangqi', '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1', 'uci', [['a1a10', 'a1a10']]);
});

test('lenient parsing', () => {
  withCtx('xiangqi', null, (ctx) => {
    const m = byUci(ctx, 'h3e3');
    for (const t of ['C2=5', 'C2.5', 'c2=5', ' C2.5 ', 'h3e3', 'H3E3', 'h3-e3']) assert.is(parseMove(ctx, t), m, t);
    assert.is(parseMove(ctx, 'N2+3', 'wxf'), byUci(ctx, 'h1g3'));
    assert.is(parseMove(ctx, 'C2=2', 'wxf'), null);
    assert.is(parseMove(ctx, 'e4', 'wxf'), null);
  });
  withCtx('janggi', null, (ctx) => {
    assert.is(parseMove(ctx, 'H02-83'), byUci(ctx, 'b1c3'));
    assert.is(parseMove(ctx, 'pass'), byUci(ctx, 'e2e2'));
    assert.is(parseMove(ctx, 'K95-95', 'janggi'), byUci(ctx, 'e2e2'));
  });
  // Janggi check written with or without '+'.
  withCtx('janggi', '3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1', (ctx) => {
    const m = byUci(ctx, 'a1a10');
    assert.is(formatMove(ctx, m, 'janggi'), 'R01-11+');
    assert.is(parseMove(ctx, 'R01-11', 'janggi'), m);
    assert.is(parseMove(ctx, 'R01-11+'), m);
  });
  withCtx('makruk', '4k3/8/8/2P5/8/3p4/8/3K4 w - - 0 1', (ctx) => {
    assert.is(parseMove(ctx, 'c6'), byUci(ctx, 'c5c6m'));
    assert.is(parseMove(ctx, 'c5c6', 'uci'), byUci(ctx, 'c5c6m'));
  });
  withCtx('makruk', '4k3/8/8/8/8/4p3/3K4/8 w - - 0 1', (ctx) => {
    const m = byUci(ctx, 'd2e3');
    assert.is(formatMove(ctx, m, 'san'), 'Kxe3');
    for (const t of ['Kxe3', 'Ke3', 'Kxe3+', 'd2e3']) assert.is(parseMove(ctx, t), m, t);
    assert.is(formatMove(ctx, m, 'thai'), 'ขxจ๓');
    assert.is(parseMove(ctx, 'ขxจ3', 'thai'), m);
  });
  withCtx('makruk', null, (ctx) => {
    assert.is(parseMove(ctx, 'มง๒', 'thai'), byUci(ctx, 'b1d2'));
    assert.is(parseMove(ctx, 'Pe4', 'san'), byUci(ctx, 'e3e4'));
    assert.is(parseMove(ctx, 'nonsense'), null);
    assert.throws(() => formatMove(ctx, ctx.legalMoves()[0], 'wxf'));
  });
});

// ffish writes the same Thai text for a khon capture and a pawn capture from
// the file whose letter is the khon's (ค = khon = file c; likewise ข = khun = file b).
test('Thai: ambiguous texts parse to null, a leading บ picks the pawn', () => {
  const fen = '3m1sn1/5r2/pk2rn2/2p2M1p/1PP4P/P1s1m3/1S1SR2K/4M2R b - - 10 45';
  withCtx('makruk', fen, (ctx) => {
    const pawn = byUci(ctx, 'c5b4'), khon = byUci(ctx, 'c3b4');
    assert.is(formatMove(ctx, pawn, 'thai'), 'คxข๔');
    assert.is(formatMove(ctx, khon, 'thai'), 'คxข๔');
    assert.is(parseMove(ctx, 'คxข๔', 'thai'), null);
    assert.is(parseMove(ctx, 'บคxข๔', 'thai'), pawn);
    assert.is(parseMove(ctx, 'cxb4', 'san'), pawn);
    assert.is(parseMove(ctx, 'Sxb4', 'san'), khon);
  });
});

test('Thai: texts equal up to the check mark are told apart by it', () => {
  withCtx('makruk', '1mr5/7N/8/Sk3p2/1p2p2P/n1P1P2P/1KR5/2n3M1 w - - 2 75', (ctx) => {
    const khon = byUci(ctx, 'a5b4'), pawn = byUci(ctx, 'c3b4');
    assert.is(formatMove(ctx, khon, 'thai'), 'คxข๔+');
    assert.is(formatMove(ctx, pawn, 'thai'), 'คxข๔');
    assert.is(parseMove(ctx, 'คxข๔+', 'thai'), khon);
    assert.is(parseMove(ctx, 'คxข๔', 'thai'), pawn);
  });
});

test.run();
