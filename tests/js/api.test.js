// api.test.js — the public JS API: every method, the error classes, refused moves leaving the
// game untouched, and one explanation test per code on a position where it is the true reason.
import fs from 'node:fs';
import vm from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  init, Game, profiles, profileInfo, profileFields, defineProfile, validateFen,
  IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError, BoardRulesError, ArgumentError,
} from '../../bindings/index.js';
import { plainOptions } from '../../bindings/errors.js';

// plainOptions copies options by a literal of their names (fast: the copy never leaves the call);
// every option a Game method's usage text lists must be in it, or the method ignores it.
test('every option a Game method lists is copied by plainOptions', () => {
  const source = fs.readFileSync(new URL('../../bindings/game.js', import.meta.url), 'utf8');
  const usages = [...source.matchAll(/plainOptions\(options, '([^']+)'\)/g)].map((m) => m[1]);
  assert.ok(usages.length >= 4, usages.join(' | '));
  for (const usage of usages) {
    for (const name of /\{([^}]*)\}/.exec(usage)[1].split(',').map((part) => part.trim())) {
      assert.is(plainOptions({ [name]: 'x' }, usage)?.[name], 'x', `${usage}: ${name}`);
    }
  }
});

test('init is cached; the built-in profiles are listed', async () => {
  const a = init();
  await a;
  assert.is(init(), a, 'the same promise');
  assert.equal(profiles().slice(0, 8), [
    'xiangqi/youzai', 'janggi/plyyard', 'janggi/youzai', 'janggi/vchess', 'makruk/plyyard',
    'xiangqi/standard', 'janggi/standard', 'makruk/standard',
  ]);
});

test('new Game: start FEN, turn, variant, size; errors for bad profile and FEN', () => {
  const g = new Game('janggi/plyyard');
  assert.is(g.fen(), 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1');
  assert.is(g.turn, 'white');
  assert.is(g.variant, 'janggi');
  assert.is(g.profile, 'janggi/plyyard');
  assert.equal([g.width, g.height], [9, 10]);
  assert.throws(() => new Game('chess/standard'), (e) => e instanceof UnknownProfileError && e.code === 'unknown-profile');
  assert.throws(() => new Game('xiangqi/standard', 'rnbakabnr/9/9 w'), (e) => e instanceof InvalidFenError && e.code === 'fen-rank-count' && e.field === 1);
  assert.throws(() => new Game('xiangqi/standard', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1'),
    (e) => e instanceof InvalidFenError && e.code === 'fen-side' && e.field === 2);
  assert.throws(() => new Game('makruk/standard', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSQMSNR w - - 0 1'),
    (e) => e.code === 'fen-piece-letter' && /'Q'/.test(e.message) && e.rank === 1);
  assert.ok(new IllegalMoveError('x', 'y') instanceof BoardRulesError);
  assert.ok(new IllegalMoveError('x', 'y') instanceof Error);
});

test('FEN aliases are read (E, H, r as side) and written canonically', () => {
  const g = new Game('xiangqi/standard', 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1');
  assert.is(g.fen(), 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
});

test('moves: objects with from/to/uci/piece/captured; filtered by square', () => {
  const g = new Game('xiangqi/standard');
  assert.is(g.moves().length, 44);
  const cannon = g.moves({ square: 'h3' });
  assert.ok(cannon.some((m) => m.uci === 'h3h10' && m.captured === 'n' && m.piece === 'C'));
  assert.ok(cannon.every((m) => m.from === 'h3'));
  assert.is(g.movesRaw().length, 44);
  assert.ok(g.movesRaw() instanceof Uint32Array);
});

test('movesRaw(into): the same moves written into a caller buffer; a short or wrong buffer is refused', () => {
  // RULES §3.6: 44 legal moves at the xiangqi start; Game.maxMoves is the core's BR_MAX_MOVES
  const g = new Game('xiangqi/standard');
  const fresh = g.movesRaw();
  const buffer = new Uint32Array(Game.maxMoves).fill(7);
  const written = g.movesRaw(buffer);
  assert.is(written.buffer, buffer.buffer, 'a view of the caller buffer');
  assert.equal([...written], [...fresh]);
  assert.is(buffer[44], 7, 'nothing written past the list');
  for (const m of written) assert.is(g.clone().playRaw(m), 0);
  assert.throws(() => g.movesRaw(new Uint32Array(43)), (e) => e instanceof ArgumentError && /44 moves/.test(e.message));
  assert.throws(() => g.movesRaw([]), (e) => e instanceof ArgumentError && e.code === 'bad-argument');
  // a buffer transferred away (detached) is refused as such, with moves to write or none
  const gone = new Uint32Array(Game.maxMoves);
  structuredClone(gone.buffer, { transfer: [gone.buffer] });
  const resigned = new Game('xiangqi/standard');
  resigned.resign();
  for (const game of [g, resigned]) assert.throws(() => game.movesRaw(gone), (e) => e instanceof ArgumentError && /detached/.test(e.message));
  assert.is(resigned.movesRaw(new Uint32Array(0)).length, 0);
  assert.is(g.fen(), 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  // play(), notation() and explain() take an encoded move too (untyped: typed code calls playRaw); one the
  // board has no place for is named as given, not as "the text"; a refusal of one that has
  // places names the move it encodes (play(12) had said only that no piece stands there)
  assert.is(g.explain(fresh[0]), null);
  assert.equal(g.explain(123), { code: 'malformed-move', message: 'not a move: 123' });
  assert.throws(() => g.play(123), (e) => e.code === 'malformed-move' && e.message === 'not a move: 123');
  const d2a1 = g.squareIndex('d2') | (g.squareIndex('a1') << 7); // README, "Move encoding"
  assert.is(d2a1, 12);
  assert.throws(() => g.play(d2a1), (e) => e.code === 'no-piece' && e.message.endsWith('; 12 is read as an encoded move (movesRaw): d2a1'));
  assert.equal(g.explain(d2a1).message, g.explain('d2a1').message + '; 12 is read as an encoded move (movesRaw): d2a1');
  assert.is(g.notation(fresh[0], 'uci'), g.notation(g.moves()[0].uci, 'uci'));
  assert.is(g.play(fresh[0]).raw, fresh[0]);
});

test('movesRaw(): each list is its own, however many are made; transferring one list breaks no other', () => {
  // the lists are views into a shared pool (bindings/moves.js): a list must keep its moves while
  // later lists fill and replace the pool, and detaching a pool by transferring a list's buffer
  // must leave earlier lists readable only if they were copied, and later calls working
  const g = new Game('xiangqi/standard');
  const first = g.movesRaw(), copy = [...first];
  const lists = Array.from({ length: 500 }, () => g.movesRaw()); // 500 x 44 x 4 bytes: many pools
  lists.forEach((l) => l.fill(0));
  assert.equal([...first], copy, 'later lists never write into an earlier one');
  assert.is(first.length, 44);
  const moved = structuredClone(first, { transfer: [first.buffer] });
  assert.equal([...moved], copy, 'the receiver gets the list');
  assert.is(first.length, 0, 'the transferred list is detached, as any typed array would be');
  const after = g.movesRaw();
  assert.equal([...after], copy, 'a call after the transfer makes a new pool');
  g.playRaw(after[0]);
  assert.is(g.movesRaw().length, g.moves().length);
});

test('dests: a Map for chessground, with cgx keys writing rank 10 as ":"', () => {
  const g = new Game('xiangqi/standard');
  const d = g.dests();
  assert.ok(d instanceof Map);
  assert.equal(d.get('h3').sort(), ['h10', 'h4', 'h5', 'h6', 'h7', 'h2', 'g3', 'f3', 'e3', 'd3', 'c3', 'i3'].sort());
  const cg = g.dests({ keys: 'cgx' });
  assert.ok(cg.get('h3').includes('h:'));
  assert.not.ok([...cg.values()].flat().some((k) => k.endsWith('10')));
});

test('play: UCI, {from,to}, pass, notation text; returns the move; undo returns it', () => {
  const g = new Game('janggi/standard');
  const m = g.play('b1c3');
  assert.equal([m.from, m.to, m.uci, m.piece], ['b1', 'c3', 'b1c3', 'N']);
  assert.is(g.turn, 'black');
  g.play({ from: 'b10', to: 'c8' });
  const pass = g.play('pass');
  assert.ok(pass.pass);
  assert.is(pass.uci, 'e2e2');
  g.play('H33-12'); // janggi notation: the horse goes back c8-b10
  assert.is(g.history().length, 4);
  const undone = g.undo();
  assert.is(undone.uci, 'c8b10');
  assert.is(g.redo().uci, 'c8b10');
  while (g.undo()) { /* back to the start */ }
  assert.is(g.undo(), null);
  assert.is(g.fen(), new Game('janggi/standard').fen());
});

test('a refused move throws IllegalMoveError and leaves fen, history and outcome unchanged', () => {
  const g = new Game('janggi/plyyard');
  g.play('b1c3');
  const before = [g.fen(), JSON.stringify(g.history()), JSON.stringify(g.outcome())];
  for (const bad of ['b10b1', 'zz', '', 'h8h4', { from: 'a1' }, 42.5, null, 'e9e9']) {
    assert.throws(() => g.play(bad), (e) => e instanceof IllegalMoveError && typeof e.code === 'string' && e.message.length > 0);
    assert.equal([g.fen(), JSON.stringify(g.history()), JSON.stringify(g.outcome())], before);
  }
});

test('inCheck, checks, canPass, isBikjang', () => {
  const g = new Game('janggi/standard', '4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1');
  assert.ok(g.inCheck());
  assert.equal(g.checks(), ['e2']);
  assert.ok(g.isBikjang());
  assert.ok(g.canPass(), 'pass allowed in bikjang even when in check (janggi/standard)');
  const x = new Game('xiangqi/standard');
  assert.not.ok(x.inCheck());
  assert.equal(x.checks(), []);
  assert.not.ok(x.canPass());
});

test('outcome: ongoing, then checkmate with result and winner', () => {
  const g = new Game('xiangqi/standard', '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1');
  assert.equal(g.outcome(), { over: false, result: '*', winner: null, reason: null });
  g.play('i1i10');
  assert.equal(g.outcome(), { over: true, result: '1-0', winner: 'white', reason: 'checkmate' });
  assert.ok(g.isOver());
});

test('history: moves with notation and check flags', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  g.play('h10g8');
  const h = g.history();
  assert.equal(h.map((m) => m.notation), ['C2=5', 'H8+7']);
  assert.equal(h.map((m) => m.check), [false, false]);
  // since: the moves from that ply on, the same objects as the whole history's tail
  assert.equal(g.history({ since: 1 }), h.slice(1));
  assert.equal(g.history({ since: g.ply }), []);
  // the move just played, as a server sends it on: a chariot's check
  const rook = new Game('xiangqi/standard', '3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1');
  for (const m of ['a1a2', 'd10d9', 'a2a9']) rook.play(m);
  assert.equal(rook.history({ since: rook.ply - 1, notation: 'wxf' }).map((m) => [m.uci, m.notation, m.check]), [['a2a9', 'R9+7', true]]);
  assert.equal(rook.history({ since: 1, keys: 'cgx' })[0].from, 'd:');
  // two bad options: since's error first, as history() has always checked them
  assert.throws(() => rook.history({ since: 9, keys: 'x' }), (e) => e.code === 'bad-argument' && /since/.test(e.message));
  // a kept text is never of another line: the same chariot move a3a4 at ply 4 is 车九进一 alone
  // on its file, 前车进一 once another line put a second chariot there (象棋竞赛规则 7.5)
  const line = new Game('xiangqi/standard', '3k5/9/9/9/9/9/9/9/9/R1R1K4 w - - 0 1');
  for (const m of ['c1c3', 'd10d9', 'a1a3', 'd9d10', 'a3a4']) line.play(m);
  assert.is(line.history({ since: 4, notation: 'chinese' })[0].notation, '车九进一');
  for (let i = 0; i < 3; i++) line.undo();
  for (const m of ['c3a3', 'd9d10', 'a3a4']) line.play(m);
  assert.is(line.history({ since: 4, notation: 'chinese' })[0].notation, '前车进一');
  for (const bad of [-1, 3, 1.5, '1']) {
    assert.throws(() => g.history({ since: bad }), (e) => e instanceof ArgumentError && e.code === 'bad-argument' && /since/.test(e.message), String(bad));
  }
});

test('notation: wxf, janggi, san, thai and uci; unknown kinds refused', () => {
  assert.is(new Game('xiangqi/standard').notation('h3e3', 'wxf'), 'C2=5');
  assert.is(new Game('xiangqi/standard').notation('b1c3'), 'H8+7');
  assert.is(new Game('janggi/standard').notation('b1c3', 'janggi'), 'H02-83');
  assert.is(new Game('janggi/standard').notation('pass', 'janggi'), 'K95-95');
  assert.is(new Game('makruk/standard').notation('b1d2', 'san'), 'Nd2');
  assert.is(new Game('makruk/standard').notation('e3e4', 'uci'), 'e3e4');
  assert.is(new Game('xiangqi/standard').notation('h3e3', 'san'), 'Che3'); // Fairy-Stockfish's SAN
  assert.throws(() => new Game('xiangqi/standard').notation('h3e3', 'thai'), (e) => e.code === 'unknown-notation');
  assert.throws(() => new Game('xiangqi/standard').notation('h3h4h5'), (e) => e instanceof IllegalMoveError);
});

test('perft from the API; bad depths are ArgumentErrors (issue 17: every throw is a BoardRulesError)', () => {
  assert.is(new Game('makruk/standard').perft(3), 12012);
  assert.throws(() => new Game('makruk/standard').perft(13), (e) => e instanceof ArgumentError && e.code === 'bad-depth');
  assert.throws(() => new Game('makruk/standard').perft(-1), (e) => e instanceof ArgumentError && e.code === 'bad-depth');
  assert.throws(() => new Game('makruk/standard').perft(1.5), (e) => e instanceof ArgumentError && e.code === 'bad-depth');
});

test('attacks and attackers', () => {
  const g = new Game('xiangqi/standard');
  // the Red horse on b1 controls a3 and c3 (its leg towards d2 is blocked by c1)
  assert.equal(g.attacks('b1').sort(), ['a3', 'c3']);
  // the cannon on h3 controls h10 over the screen on h8, not the empty points before it
  assert.ok(g.attacks('h3').includes('h10'));
  assert.not.ok(g.attacks('h3').includes('h4'));
  assert.equal(g.attackers('c3', 'white'), ['b1']);
  assert.equal(g.attackers('e4', 'black'), []);
  const j = new Game('janggi/standard', '4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1');
  assert.equal(j.attacks('e2').sort(), ['d1', 'd2', 'd3', 'e1', 'e3', 'f1', 'f2', 'f3']);
});

test('resign, timeout, agreeDraw', () => {
  const g = new Game('makruk/standard');
  assert.equal(g.resign(), { over: true, result: '0-1', winner: 'black', reason: 'resignation' });
  assert.throws(() => g.agreeDraw(), (e) => e.code === 'game-over');
  g.undo();
  assert.equal(g.timeout('white').winner, 'black');
  g.undo();
  assert.throws(() => g.resign('red'), (e) => e.code === 'bad-argument');
});

test('errors are plain data through toJSON: what JSON writes and a Worker can be sent', () => {
  const g = new Game('xiangqi/standard');
  const fen = g.fen();
  const caught = (f) => { try { f(); } catch (e) { return e; } return assert.unreachable('no error'); };
  const errors = [
    caught(() => g.play('e1e3')), // a general moves one point
    caught(() => new Game('xiangqi/standard', '9/9 w')),
    caught(() => new Game('shogi/standard')),
    caught(() => g.perft(-1)),
    caught(() => defineProfile('janggi/x', { base: 'janggi/plyyard', startFen: '9/9 w' })),
  ];
  assert.equal(errors.map((e) => e.constructor.name),
    ['IllegalMoveError', 'InvalidFenError', 'UnknownProfileError', 'ArgumentError', 'ProfileError']);
  for (const e of errors) {
    const data = JSON.parse(JSON.stringify(e));
    assert.equal(structuredClone(e.toJSON()), data, `${e.name}: the same data posted as written`);
    assert.equal([data.name, data.code, data.message], [e.name, e.code, e.message]);
    for (const key of Object.keys(e)) if (key !== 'cause') assert.equal(data[key], e[key], `${e.name}.${key}`);
  }
  assert.is(JSON.parse(JSON.stringify(errors[0])).move, 'e1e3');
  const { cause } = errors[4]; // the error new Game gives that FEN
  assert.instance(cause, InvalidFenError);
  assert.equal([cause.code, cause.field, cause.rank], ['fen-rank-count', 1, 8]);
  assert.is(errors[4].toJSON().cause, cause.message, 'a cause is given as its message');
  assert.is(structuredClone(errors[0]).code, undefined, 'the error itself loses its code in a clone');
  // a move given as what is no data (a BigInt, a Symbol, a function, in a move object too) is
  // written as its description: JSON.stringify threw on a BigInt, structuredClone on the others
  const inputs = [[1n, '1n'], [Symbol('m'), 'a symbol'], [() => 'h3e3', 'a function'], [{ from: 1n, to: 'a1' }, { from: '1n', to: 'a1' }],
    [{ from: 'h3', to: 'h9', toString: () => 'h3h9' }, { from: 'h3', to: 'h9' }]];
  for (const [input, move] of inputs) {
    const e = caught(() => g.play(input));
    const data = JSON.parse(JSON.stringify(e));
    assert.equal(structuredClone(e.toJSON()), data, e.message);
    assert.equal(data.move, move, e.message);
    if (typeof input !== 'object') assert.is(e.move, input, 'the error itself keeps the input as given');
  }
  // a part that cannot be read at all (a revoked Proxy) is described, not read: toJSON had thrown
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const revoked = caught(() => g.play({ from: proxy, to: 'e3' }));
  assert.equal(JSON.parse(JSON.stringify(revoked)).move, { from: 'a value', to: 'e3' });
  assert.equal(structuredClone(revoked.toJSON()).move, { from: 'a value', to: 'e3' });
  // a revoked Proxy as the move or the options is the typed error too (it had been the platform's
  // bare TypeError, with no code)
  assert.throws(() => g.play(proxy), (e) => e instanceof IllegalMoveError && e.code === 'malformed-move');
  assert.is(g.explain(proxy).code, 'malformed-move');
  assert.throws(() => g.moves(proxy), (e) => e instanceof ArgumentError && e.code === 'bad-argument' && /moves\(/.test(e.message));
  // so too as a line, a profile's options or a field's value, and a snapshot or its parts: each
  // had thrown the platform's TypeError (Array.isArray, a property read)
  assert.throws(() => g.lineNotation(proxy), (e) => e instanceof ArgumentError && e.code === 'bad-argument' && /a line is an array/.test(e.message));
  assert.throws(() => defineProfile('janggi/revoked', proxy), (e) => e instanceof ProfileError && e.code === 'bad-profile-value');
  assert.throws(() => defineProfile('janggi/revoked', { base: 'janggi/plyyard', palaceDiagonals: proxy }),
    (e) => e instanceof ProfileError && e.code === 'bad-profile-value' && e.field === 'palaceDiagonals');
  assert.throws(() => defineProfile('janggi/revoked', { base: 'janggi/plyyard', moveLimit: proxy }),
    (e) => e instanceof ProfileError && e.code === 'bad-profile-value' && e.field === 'moveLimit');
  assert.not.ok(profiles().includes('janggi/revoked'));
  const snapshot = g.snapshot();
  for (const [bad, words] of [[proxy, /expected the value of game.snapshot\(\)/], [{ ...snapshot, moves: proxy }, /moves must be an array/],
    [{ ...snapshot, redo: proxy }, /redo must be an array/], [{ ...snapshot, definition: proxy }, /definition must be an object or null/],
    [{ ...snapshot, result: proxy }, /result must be null or a declared result/]]) {
    assert.throws(() => Game.restore(bad), (e) => e instanceof BoardRulesError && e.code === 'bad-snapshot' && words.test(e.message));
  }
  assert.is(g.fen(), fen);
});

test('validateFen: ok, or an error naming the field', () => {
  assert.equal(validateFen('xiangqi/standard', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'), { ok: true });
  const r = validateFen('xiangqi/standard', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1');
  assert.is(r.ok, false);
  assert.is(r.error.code, 'fen-clock');
  assert.is(r.error.field, 5);
  const k = validateFen('janggi/standard', '9/9/9/9/9/9/9/9/4K4/9 w - - 0 1');
  assert.is(k.error.code, 'fen-king-count');
  assert.throws(() => validateFen('nope', ''), (e) => e instanceof UnknownProfileError);
});

test('defineProfile and profileInfo; bad fields and values name the field', () => {
  defineProfile('janggi/apitest', { base: 'janggi/plyyard', moveLimit: 80, pass: true });
  assert.ok(profiles().includes('janggi/apitest'));
  const info = profileInfo('janggi/apitest');
  assert.is(info.moveLimit, 80);
  assert.is(info.pass, true);
  assert.is(info.cannon, 'janggi');
  assert.ok(profileFields().includes('bikjang'));
  assert.ok(new Game('janggi/apitest').canPass());
  assert.throws(() => defineProfile('janggi/x', { base: 'janggi/plyyard', moveLimt: 3 }), (e) => e instanceof ProfileError && e.code === 'unknown-profile-field' && e.field === 'moveLimt');
  assert.throws(() => defineProfile('janggi/x', { base: 'janggi/plyyard', cannon: 'laser' }), (e) => e instanceof ProfileError && e.code === 'bad-profile-value' && e.field === 'cannon');
  assert.throws(() => defineProfile('janggi/x', { base: 'janggi/plyyard', moveLimit: -4 }), (e) => e.field === 'moveLimit');
  assert.throws(() => defineProfile('janggi/x', { base: 'chess' }), (e) => e.field === 'base');
  assert.throws(() => defineProfile('xiangqi/x', { base: 'janggi/plyyard' }), (e) => e.field === 'name');
  assert.throws(() => defineProfile('janggi/plyyard', { base: 'janggi/plyyard' }), (e) => e.field === 'name');
  assert.throws(() => defineProfile('janggi/x', { base: 'janggi/plyyard', startFen: '9/9 w' }), (e) => e.field === 'startFen');
  // a number is no FEN ('5' would be read as a rank of five points); a getter that throws is named
  assert.throws(() => defineProfile('janggi/x', { base: 'janggi/plyyard', startFen: 5 }), (e) => e.field === 'startFen' && e.message === 'bad value for startFen: 5 (a FEN)');
  const bug = new Error('my bug');
  assert.throws(() => defineProfile('janggi/x', { base: 'janggi/plyyard', get moveLimit() { throw bug; } }),
    (e) => e instanceof ProfileError && e.message === 'options could not be read: my bug' && e.cause === bug);
  assert.not.ok(profiles().includes('janggi/x'), 'a refused profile is not registered');
});

test('get, pieces, boardBytes, squareIndex/squareName, clone, free', () => {
  const g = new Game('makruk/standard');
  assert.equal(g.get('d1'), { letter: 'K', role: 'khun', color: 'white' });
  assert.equal(g.get('e8'), { letter: 'k', role: 'khun', color: 'black' });
  assert.is(g.get('e4'), null);
  assert.is(g.pieces().length, 32);
  assert.is(g.boardBytes().length, 64);
  assert.is(g.squareIndex('h8'), 63);
  assert.is(g.squareName(63), 'h8');
  g.play('e3e4');
  const c = g.clone();
  assert.is(c.fen(), g.fen());
  c.play('e6e5');
  assert.is.not(c.fen(), g.fen());
  c.free();
  assert.throws(() => c.fen(), (e) => e.code === 'freed');
});

// ---- one test per explanation code, where it is the true reason ----------------------------

const EXPLAIN = [
  ['no-piece', 'xiangqi/standard', null, 'e5e6'],
  ['wrong-side', 'xiangqi/standard', null, 'h8e8'],
  ['own-piece-on-target', 'xiangqi/standard', null, 'a1a4'],
  ['unreachable', 'xiangqi/standard', null, 'b1b5'],
  ['horse-leg-blocked', 'xiangqi/standard', null, 'b1d2'],
  ['elephant-blocked', 'xiangqi/standard', '3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1', 'c1e3'],
  ['cannon-no-screen', 'janggi/plyyard', null, 'b3b5'],
  ['cannon-screen-is-cannon', 'janggi/plyyard', '4k4/9/9/1p7/9/1C7/9/1C7/9/4K4 w - - 0 1', 'b3b7'],
  ['cannon-takes-cannon', 'janggi/plyyard', '4k4/9/9/1c7/9/1P7/9/1C7/9/4K4 w - - 0 1', 'b3b7'],
  ['cannon-too-many-screens', 'xiangqi/standard', '3k5/9/4r4/4p4/9/9/4P4/4C4/9/4K4 w - - 0 1', 'e3e8'],
  ['path-blocked', 'xiangqi/standard', null, 'a1a5'],
  ['outside-palace', 'xiangqi/standard', null, 'd1c2'],
  ['soldier-backward', 'xiangqi/standard', '4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1', 'e6e5'],
  ['self-check', 'xiangqi/standard', '4k4/9/9/9/9/9/9/9/R8/3K1r3 w - - 0 1', 'd1e1'],
  ['flying-general', 'xiangqi/standard', '4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1', 'e2c3'],
  ['bikjang-unanswered', 'janggi/plyyard', '6r2/4k4/9/p1n6/9/4N4/9/9/4K4/9 w - - 0 1', ['e5g6', 'a7a6']],
  ['pass-not-allowed', 'janggi/plyyard', null, 'pass'],
  ['setup-pending', 'janggi/vchess', null, 'b1c3'],
  ['wrong-side', 'janggi/vchess', null, 'b10c10'], // Han's swap on Cho's setup turn: not Cho's piece
  ['not-a-promotion', 'makruk/standard', null, 'e1e2m'], // a khun's step asked to promote
  // a chariot named on b1, where Cho's horse stands (RULES §3.2's start): it said no-piece
  ['wrong-piece', 'janggi/plyyard', null, '02차83'],
  ['wrong-piece', 'janggi/plyyard', null, 'R02-83'],
  // a setup choice as an encoded move (from = general e2 = 13, to = swap mask 1, kind 3)
  ['not-setup-turn', 'janggi/vchess', null, ['e2e2', 'e9e9', 13 | (1 << 7) | (3 << 14)]],
  ['game-over', 'janggi/standard', null, ['e2e2', 'e9e9', 'b1c3']],
  ['malformed-move', 'xiangqi/standard', null, 'hello'],
  ['ambiguous-move', 'makruk/standard', 'k7/8/8/8/8/2N1N3/8/K7 w - - 0 1', 'Nd5'], // two horses reach d5
];

for (const [code, profile, fen, moves] of EXPLAIN) {
  test(`explain: ${code}`, () => {
    const g = new Game(profile, fen ?? undefined);
    const list = Array.isArray(moves) ? moves : [moves];
    for (const m of list.slice(0, -1)) g.play(m);
    const last = list[list.length - 1];
    const e = g.explain(last);
    assert.ok(e, `${last} should be refused`);
    assert.is(e.code, code, `${last}: ${e.message}`);
    assert.ok(e.message.length > 5);
    assert.throws(() => g.play(last), (err) => err instanceof IllegalMoveError && err.code === code && err.message === e.message);
  });
}

// a game-over refusal says how the game ended, as outcome() gives it (RULES §3: a double pass
// scored by material, mate, repetition, a declared resignation), not only that it did
test('game-over: play(), explain() and notation() say how the game ended', () => {
  const ended = [
    ['janggi/standard', null, ['e2e2', 'e9e9'], 'b1c3'],
    ['xiangqi/youzai', '3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 1 1', [], 'd10e10'],
    ['xiangqi/standard', '3k5/9/9/9/9/9/9/9/r8/4K3R w - - 0 1', 'i1i2 a2a3 i2i1 a3a2 i1i2 a2a3 i2i1 a3a2'.split(' '), 'i1i2'],
    ['makruk/standard', null, ['resign'], 'e3e4'],
  ];
  for (const [profile, fen, moves, last] of ended) {
    const g = new Game(profile, fen ?? undefined);
    for (const m of moves) if (m === 'resign') g.resign('white'); else g.play(m);
    const { result, reason } = g.outcome();
    const said = `the game is over: ${result} by ${reason}`;
    const fenBefore = g.fen();
    assert.is(g.explain(last).message, said, profile);
    assert.throws(() => g.play(last), (e) => e.code === 'game-over' && e.message === said);
    // (notation() writes a move past an end of the rules that leaves moves: a mate and a declared result refuse it)
    if (['checkmate', 'resignation'].includes(reason)) assert.throws(() => g.notation(last, 'uci'), (e) => e.code === 'game-over' && e.message === said);
    assert.is(g.fen(), fenBefore);
  }
});

// a bad value's refusal says what the field takes in the profile's game, in the words of the
// README's table of fields ("What each field means"), which the core's table must match: the
// message had said only "bad value for moveLimit: 10001"
test('defineProfile: a bad value names what the field takes, as the README\'s table of fields lists it', () => {
  const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('What each field means:'));
  const valuesOf = (field) => new RegExp(`^\\| \`${field}\` \\| ([^|]+) \\|`, 'm').exec(table)[1];
  const words = (cell) => [...cell.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
  const listed = (list) => `one of ${list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0]}`;
  const hint = (base, field, value) => {
    try {
      defineProfile(`${base.split('/')[0]}/hint`, { base, [field]: value });
    } catch (e) {
      assert.ok(e instanceof ProfileError && e.field === field, e.message);
      return /\(([^()]*)\)$/.exec(e.message)?.[1];
    }
    assert.unreachable(`${field}: ${JSON.stringify(value)} accepted`);
  };
  for (const field of ['cannon', 'bikjang', 'bikjangEnd', 'doublePassEnd', 'stalemate', 'repetition', 'counting']) {
    const base = ['bikjang', 'bikjangEnd', 'doublePassEnd'].includes(field) ? 'janggi/plyyard' : field === 'counting' ? 'makruk/plyyard' : 'xiangqi/youzai';
    assert.is(hint(base, field, 'nope'), listed(words(valuesOf(field))), field);
  }
  // insufficientMaterial: none, and the rule of the profile's own game
  for (const base of ['xiangqi/youzai', 'janggi/plyyard', 'makruk/plyyard']) {
    assert.ok(words(valuesOf('insufficientMaterial')).includes(base.split('/')[0]));
    assert.is(hint(base, 'insufficientMaterial', 'nope'), listed(['none', base.split('/')[0]]), base);
  }
  const [, max] = /^(\d+)–(\d+)$/.exec(valuesOf('moveLimit').trim()).slice(1);
  assert.is(hint('janggi/plyyard', 'moveLimit', Number(max) + 1), `an integer from 0 to ${max}`);
  assert.is(valuesOf('pass').trim(), 'boolean');
  assert.is(hint('janggi/plyyard', 'pass', 'true'), 'a boolean: true or false');
  assert.equal(words(valuesOf('palaceDiagonals')), ['chariot', 'cannon', 'soldier', 'none']);
  assert.is(hint('janggi/plyyard', 'palaceDiagonals', 'cannon,cannon'), 'any of chariot, cannon and soldier, each once, as an array or joined by commas; or none');
  assert.not.ok(profiles().some((p) => p.endsWith('/hint')), 'nothing was defined');
});

// README: redo, like play, throws IllegalMoveError game-over on a game that is over, and
// game-over says how the game ended; redo's had said only "the game is over"
test('game-over: redo() says how the game ended, as play() does, and keeps the move to redo', () => {
  for (const declare of [(g) => g.resign(), (g) => g.timeout('black'), (g) => g.agreeDraw()]) {
    const g = new Game('xiangqi/standard');
    g.play('h3e3');
    g.undo();
    declare(g);
    const { result, reason } = g.outcome();
    const said = `the game is over: ${result} by ${reason}`;
    assert.throws(() => g.redo(), (e) => e instanceof IllegalMoveError && e.code === 'game-over' && e.message === said, said);
    assert.throws(() => g.play('h3e3'), (e) => e.message === said);
    g.undo(); // clears the declared result: the move taken back is still there to redo
    assert.is(g.redo().uci, 'h3e3');
  }
});

// outside-palace is for a step of the general's or the advisor's shape that lands outside the
// palace; a step inside it that is off the piece's lines is a way the piece does not move.
test('explain: outside-palace only where the step leaves the palace', () => {
  const xqGeneral = 'r3k4/9/9/9/9/9/9/9/9/3K4R w - - 0 1', jgGeneral = 'r3k4/9/9/9/9/9/9/9/3K5/8R w - - 0 1';
  const cases = [
    ['xiangqi/standard', null, 'd1d2', 'unreachable'],      // advisor straight, to a palace point
    ['xiangqi/standard', null, 'c1c2', 'unreachable'],      // (an elephant's step it does not make)
    ['xiangqi/standard', null, 'd1c2', 'outside-palace'],
    ['xiangqi/standard', xqGeneral, 'd1e2', 'unreachable'], // general diagonally, inside
    ['xiangqi/standard', xqGeneral, 'd1c2', 'unreachable'], // and outside: not its step either
    ['xiangqi/standard', xqGeneral, 'd1c1', 'outside-palace'],
    ['janggi/standard', jgGeneral, 'd2e1', 'unreachable'],  // no diagonal line at d2
    ['janggi/standard', jgGeneral, 'd2e3', 'unreachable'],
    ['janggi/standard', jgGeneral, 'd2c2', 'outside-palace'],
    ['janggi/standard', 'r3k4/9/9/9/9/9/9/3K5/9/8R w - - 0 1', 'd3c4', 'outside-palace'],
  ];
  for (const [profile, fen, move, code] of cases) {
    const g = new Game(profile, fen ?? undefined);
    assert.is(g.explain(move)?.code, code, `${profile} ${fen ?? 'start'} ${move}`);
    g.free();
  }
});

test('explain returns null for a legal move', () => {
  assert.is(new Game('janggi/plyyard').explain('b1c3'), null);
});

test('chessground keys (rank 10 written ":") are accepted wherever a square or a move is', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  assert.is(g.explain('a:a9'), null);
  assert.is(g.explain({ from: 'a:', to: 'a9' }), null);
  assert.is(g.notation({ from: 'b:', to: 'c8' }), 'H2+3'); // WXF: Black counts files from its own right
  assert.equal(g.get('e:'), g.get('e10'));
  assert.equal(g.attacks('b:'), g.attacks('b10'));
  assert.equal(g.attackers('a9', 'black'), ['a10']);
  assert.equal(g.moves({ square: 'a:' }).map((m) => m.uci), g.moves({ square: 'a10' }).map((m) => m.uci));
  assert.is(g.squareIndex('i:'), 89);
  const played = g.play('b:c8');
  assert.is(played.uci, 'b10c8');
  assert.equal(g.history({ keys: 'cgx' }).map((m) => [m.from, m.to]), [['h3', 'e3'], ['b:', 'c8']]);
  const check = new Game('xiangqi/standard', '4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1'); // the chariot checks
  assert.equal(check.checks({ keys: 'cgx' }), ['e:']);
  assert.equal(check.checks(), ['e10']);
});

test('move objects as input: their points decide over a raw of other points; a pass has its general; promotion letters ignored', () => {
  const g = new Game('xiangqi/standard');
  const m = g.moves().find((x) => x.uci === 'h3e3');
  assert.is(g.clone().play({ ...m, to: 'd3' }).uci, 'h3d3');           // edited: the points it names
  assert.is(g.clone().play(m).uci, 'h3e3');
  const makrukMove = new Game('makruk/standard').moves().find((x) => x.uci === 'f1f2');
  assert.throws(() => g.clone().play(makrukMove), (e) => e instanceof IllegalMoveError); // f1f2 is no xiangqi move
  // a pass is the general's: in moves(), and as played, undone, redone and in the history
  const j = new Game('janggi/standard');
  assert.is(j.moves().find((x) => x.pass).piece, 'K');
  assert.equal([j.play('pass').piece, j.undo().piece, j.redo().piece, j.history()[0].piece], ['K', 'K', 'K', 'K']);
  // ... and stays its general's once the general has left the point and a guard stands on it
  const y = new Game('janggi/youzai'); // a double pass plays on
  for (const move of ['pass', 'pass', 'e2e3']) y.play(move);
  assert.is(y.history()[0].piece, 'K');
  for (const move of ['pass', 'd1e2']) y.play(move);
  assert.equal(y.history({ notation: false })[0], { from: 'e2', to: 'e2', uci: 'e2e2', piece: 'K', raw: y.history()[0].raw, pass: true, check: false });
  for (let i = 0; i < 4; i++) y.undo();
  assert.is(y.undo().piece, 'K');
  // chess.js's { promotion: 'q' }: a move that does not promote is still that move; one that does promotes
  assert.is(new Game('makruk/standard').play({ from: 'e3', to: 'e4', promotion: 'q' }).uci, 'e3e4');
  const pawn = new Game('makruk/standard', '8/8/8/2P5/8/k7/r7/4K3 w - - 0 1');
  assert.equal(pawn.play({ from: 'c5', to: 'c6', promotion: 'q' }), { from: 'c5', to: 'c6', uci: 'c5c6m', piece: 'P', raw: pawn.history()[0].raw, promotion: 'M' });
});

test('moves({ notation }): each legal move with its text, as notation() writes it; with square, script and dots', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  const listed = g.moves({ notation: 'chinese', script: 'traditional' });
  assert.equal(listed.map((m) => m.notation), listed.map((m) => g.notation(m.uci, 'chinese', { script: 'traditional' })));
  assert.ok(listed.some((m) => m.notation === '馬８進７'));
  assert.equal(g.moves({ square: 'b10', notation: 'wxf', dots: true }).map((m) => m.notation).sort(), ['h2+1', 'h2+3']);
  assert.equal(g.moves({ square: 'b10', notation: 'uci' }).map((m) => m.notation).sort(), ['b10a8', 'b10c8']);
  assert.is(g.moves()[0].notation, undefined, 'no notation unless asked');
  const fen = g.fen();
  for (const [call, code] of [[() => g.moves({ notation: 'korean' }), 'unknown-notation'], [() => g.moves({ notation: 'wxf', script: 'old' }), 'bad-argument'],
    [() => g.moves({ dots: 1 }), 'bad-argument']]) {
    assert.throws(call, (e) => e instanceof ArgumentError && e.code === code, String(call));
  }
  assert.is(g.fen(), fen);
  // janggi: a pass and a setup choice are listed with their texts too
  const v = new Game('janggi/vchess');
  const setup = v.moves({ notation: 'korean' });
  assert.ok(setup.every((m) => typeof m.notation === 'string' && m.notation.length > 0), JSON.stringify(setup));
  const j = new Game('janggi/standard');
  assert.is(j.moves({ notation: 'korean' }).find((m) => m.pass).notation, '한수쉼');
});

test('options: keys is cgx or left out; a field given as undefined is the base\'s; FEN errors carry only the keys they name', () => {
  const g = new Game('xiangqi/standard');
  for (const call of [() => g.dests({ keys: 'foo' }), () => g.checks({ keys: 'foo' }), () => g.history({ keys: 'x' })]) {
    assert.throws(call, (e) => e instanceof ArgumentError && e.code === 'bad-argument');
  }
  assert.is(g.dests({ keys: null }).size, g.dests().size);
  // options of another shape are refused, with the call's usage: a string had been ignored
  // (history('san') wrote WXF, moves('b1') gave every move), an array read Array.prototype.keys
  g.play('h3e3');
  for (const [call, usage] of [[() => g.history('san'), 'history('], [() => g.history(['san']), 'history('], [() => g.dests('cgx'), 'dests('],
    [() => g.dests([]), 'dests('], [() => g.checks(new Map()), 'checks('], [() => g.moves('b1'), 'moves('], [() => g.explain('h8e8', 'iccs'), 'explain('],
    [() => g.play('h8e8', 'iccs'), 'play('], [() => g.notation('b10c8', 'chinese', 'traditional'), 'notation(']]) {
    assert.throws(call, (e) => e instanceof ArgumentError && e.code === 'bad-argument' && e.message.includes(usage) && !/keys is/.test(e.message), String(call));
  }
  assert.is(g.ply, 1);
  // a misspelt option is named, as defineProfile names an unknown field, not left to the
  // defaults: history({ notaion: 'san' }) had written no notation without a word
  for (const [call, name] of [[() => g.history({ notaion: 'san' }), 'notaion'], [() => g.dests({ key: 'cgx' }), 'key'],
    [() => g.moves({ sqare: 'b1' }), 'sqare'], [() => g.play('h10g8', { notaton: 'uci' }), 'notaton'],
    [() => g.notation('b10c8', 'chinese', { scipt: 'traditional' }), 'scipt']]) {
    assert.throws(call, (e) => e instanceof ArgumentError && e.code === 'bad-argument' && e.message.startsWith(`unknown option "${name}": `), String(call));
  }
  assert.is(g.ply, 1, 'a refused option plays nothing');
  assert.is(g.history({ notation: 'iccs', extra: undefined }).length, 1, 'a key set to undefined is no option');
  // a plain object made in another realm (an iframe, a vm context, Jest's sandbox) is plain too
  const foreign = vm.runInNewContext("({ keys: 'cgx' })");
  assert.equal([...g.dests(foreign).keys()], [...g.dests({ keys: 'cgx' }).keys()]);
  assert.equal([g.history(null).length, g.moves(null).length, g.notation('b10c8', 'chinese', null)], [1, g.moves().length, '马２进３']);
  defineProfile('janggi/undefined-limit', { base: 'janggi/plyyard', moveLimit: undefined, pass: true });
  assert.equal([profileInfo('janggi/undefined-limit').moveLimit, profileInfo('janggi/undefined-limit').pass], [profileInfo('janggi/plyyard').moveLimit, true]);
  const whole = validateFen('xiangqi/standard', 'x'.repeat(5000)).error; // the whole text: field 0, no rank
  assert.equal([whole.field, 'rank' in whole], [0, false]);
});

test('janggi/standard\'s material count says the end it scored (RULES §3.6: repetition, move limit, double pass and bikjang are scored by material)', () => {
  const ends = {
    repetition: () => { const g = new Game('janggi/standard'); for (const m of 'b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10'.split(' ')) g.play(m); return g; },
    'double-pass': () => { const g = new Game('janggi/standard'); g.play('pass'); g.play('pass'); return g; },
    'move-limit': () => { const g = new Game('janggi/standard', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 50'); g.play('b1c3'); return g; },
    bikjang: () => { const g = new Game('janggi/standard', '4k4/9/9/9/r8/9/9/9/9/3K4R w - - 0 1'); g.play('d1e1'); g.play('pass'); return g; },
  };
  for (const [scored, make] of Object.entries(ends)) {
    const o = make().outcome();
    assert.equal([o.over, o.reason, o.scored], [true, 'material-count', scored], scored);
  }
  // other ends have no such field
  const mate = new Game('xiangqi/standard');
  for (const m of 'b3b5 a7a6 b5c5 f10e9 c5c10'.split(' ')) mate.play(m);
  assert.equal(Object.keys(mate.outcome()), ['over', 'result', 'winner', 'reason']);
});


// The Game class's statics are those index.d.ts declares: nothing internal (a wasm address taken
// from a caller would let any number be read as a game).
test('Game statics are the declared ones', () => {
  const declared = [...fs.readFileSync(new URL('../../bindings/index.d.ts', import.meta.url), 'utf8')
    .matchAll(/^\s+static (?:readonly )?(\w+)/gm)].map((m) => m[1]).sort();
  const own = Object.getOwnPropertyNames(Game).filter((k) => !['length', 'name', 'prototype'].includes(k)).sort();
  assert.equal(own, declared);
});

// A move object's or an options object's getters are user code: one that uses other games runs
// before this game takes its slot, so the move is this game's and no other game changes.
test('getters that use other games: the move and the history are the called game\'s', () => {
  const others = Array.from({ length: 12 }, () => new Game('xiangqi/standard'));
  const busy = () => { for (const o of others) o.moves(); };
  const g = new Game('xiangqi/standard');
  const played = g.play({ get from() { busy(); return 'h3'; }, to: 'e3' });
  assert.is(played.uci, 'h3e3');
  assert.is(g.ply, 1);
  for (const o of others) assert.is(o.ply, 0, 'no other game moved');
  assert.equal(g.history({ get notation() { busy(); return 'uci'; } }).map((m) => m.notation), ['h3e3']);
  assert.is(g.explain({ get from() { busy(); return 'h10'; }, to: 'g8' }), null);
  assert.is(g.notation({ get from() { busy(); return 'h8'; }, to: 'e8' }, 'wxf'), 'C8=5'); // WXF: black counts files from its right
  assert.is(g.dests({ get keys() { busy(); return undefined; } }).get('h10').join(), 'g8,i8');
  // movesRaw(into): a Uint32Array subclass's length getter ran after the list was made, and a
  // Proxy's traps on every write: another game's moves were returned
  const start = [...new Game('xiangqi/standard').movesRaw()];
  const makruk = new Game('makruk/standard');
  class Busy extends Uint32Array { get length() { makruk.movesRaw(); busy(); return super.length; } }
  assert.equal([...g.movesRaw(new Busy(Game.maxMoves))], [...g.movesRaw()]);
  const proxy = new Proxy(new Uint32Array(Game.maxMoves), { set(t, k, v) { makruk.movesRaw(); t[k] = v; return true; } });
  assert.throws(() => g.movesRaw(proxy), (e) => e instanceof ArgumentError && e.code === 'bad-argument');
  assert.equal([...new Game('xiangqi/standard').movesRaw(new Busy(Game.maxMoves))], start);
});

test('a move object that names no move says what it lacks', () => {
  const g = new Game('xiangqi/standard');
  assert.throws(() => g.play({ from: 'a1', to: 'z9' }), (e) => e.code === 'malformed-move' && /from "a1" to "z9"/.test(e.message));
  assert.throws(() => g.play({ from: 'h3' }), (e) => e.code === 'malformed-move' && /from and to/.test(e.message));
  assert.is(g.ply, 0);
});

// startFen is the FEN the game started from, as read: a FEN pasted with spaces or a newline
// around it (a form field, a line of a file) had been kept with them, in startFen and in the
// snapshot, unlike fen() at the start and the record writers' FEN tag
test('startFen leaves out the spaces around the FEN it was given', () => {
  const fen = '3k5/9/9/9/9/9/9/9/r8/4K3R w - - 0 1';
  const g = new Game('xiangqi/standard', `  ${fen}\n`);
  assert.is(g.startFen, fen);
  assert.is(g.fen(), fen);
  g.play('i1i2');
  assert.is(g.snapshot().startFen, fen);
  assert.is(Game.restore(g.snapshot()).fen(), g.fen());
  // a snapshot written by hand (or by an older version) with the padding: read as new Game reads it
  const padded = Game.restore({ ...g.snapshot(), startFen: `  ${fen}\n` });
  assert.equal([padded.startFen, padded.snapshot().startFen, padded.fen()], [fen, fen, g.fen()]);
});

// A game played on past a repetition (playPastEnd) holds the position many times over: outcome()
// and every move list had scanned back to the earliest occurrence and walked every move since on
// each ply (xiangqi/standard: 165 s for 20,000 plies of two chariots shuffling; now a stretch
// settled as no side perpetual stops at the third occurrence back). The verdict stays the rule
// book's (RULES §3.1, §3.6): it is checked against the rule written out here, over the position's
// occurrences since the last capture and the check marks of the moves since the first.
const START = '3k5/9/9/9/9/9/9/9/r8/4K3R w - - 0 1'; // chariots on i1 and a2, generals on e1 and d10
function ruleVerdict(keys, checks, rule) {
  const ply = keys.length - 1, at = keys.map((k, i) => (k === keys[ply] ? i : -1)).filter((i) => i >= 0);
  if (at.length < 3 || rule === 'none') return null;
  if (rule === 'draw') return { winner: null, reason: 'repetition' };
  const perpetual = [0, 1].map((side) => checks.slice(at[0]).every((check, k) => check || (at[0] + k) % 2 !== side));
  if (perpetual[0] === perpetual[1]) return { winner: null, reason: 'repetition' };
  return { winner: perpetual[0] ? 'black' : 'white', reason: 'perpetual-check' };
}
test('playing past a repetition: the verdict is the rules\' every ply, at a cost that stays flat', () => {
  // 68 plies of a shuffle (over since ply 8), then Red's chariot checks along ranks 10 and 9 while
  // Black's general steps aside, Red checking every move: Red alone is perpetual, and loses
  const shuffle = ['i1i2', 'a2a3', 'i2i1', 'a3a2'], checking = ['i1i10', 'd10d9', 'i10i9', 'd9d10', 'i9i10', 'd10d9', 'i10i9', 'd9d10'];
  const line = [...Array(68).keys()].map((i) => shuffle[i % 4]).concat(checking, ...Array(25).fill(checking.slice(4)));
  for (const [rule, base] of [['perpetual-check', 'xiangqi/standard'], ['axf', 'xiangqi/standard'], ['perpetual', 'xiangqi/youzai'], ['draw', 'xiangqi/standard']]) {
    const name = `xiangqi/past-${rule}`;
    defineProfile(name, { base, moveLimit: 0, repetition: rule });
    const g = new Game(name, START);
    g.playPastEnd = true;
    const keys = [g.fen().split(' ').slice(0, 2).join(' ')], checks = [];
    let decisive = 0;
    for (const move of line) {
      checks.push(g.play(move) && g.inCheck());
      keys.push(g.fen().split(' ').slice(0, 2).join(' '));
      const want = ruleVerdict(keys, checks, rule), got = g.outcome();
      assert.equal(got.over ? { winner: got.winner, reason: got.reason } : null, want, `${rule} ply ${g.ply}`);
      if (want?.winner) decisive++;
    }
    assert.is(decisive > 0, rule !== 'draw', rule); // the long stretch's fallback, a loss, is reached
    g.free();
  }
  // 100,000 plies of the shuffle, outcome() and a notation asked every tenth: ten seconds at most
  // (each ply had cost a walk of the whole game since the first occurrence)
  pastEndRuns('xiangqi/past-axf', 'repetition', shuffle);
});

/** 100,000 plies of `cycle` played past the end from START, outcome() asked after each and a
 *  notation every tenth: the rules' end `reason` stays, in ten seconds at most. */
function pastEndRuns(profile, reason, cycle) {
  const g = new Game(profile, START);
  g.playPastEnd = true;
  const t0 = performance.now();
  for (let i = 0; i < 100000; i++) {
    g.play(cycle[i % 4]);
    g.outcome();
    if (i % 10 === 0) g.notation(cycle[(i + 1) % 4], 'wxf');
  }
  const ms = performance.now() - t0;
  assert.equal(g.outcome(), { over: true, result: '1/2-1/2', winner: null, reason }, profile);
  assert.ok(ms < 10000, `${profile}: ${ms.toFixed(0)} ms`);
  g.free();
}

// Past xiangqi/standard's move limit (playPastEnd), the checks that push it back (RULES §3.6,
// checksExtendMoveLimit) had been counted over every ply since the last capture on each ply
// (20 s for 100,000 plies); the count now stops once it cannot push the limit past the clock,
// or already does (the verdicts: differential.test.js against Fairy-Stockfish, rules.test.js)
test('playing past the move limit: the checks are counted only as far as they decide', () => {
  pastEndRuns('xiangqi/standard', 'move-limit', ['i1i2', 'a2a3', 'i2i1', 'a3a2']);
});

test.run();
