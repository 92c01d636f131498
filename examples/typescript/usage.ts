// usage.ts — the whole public API of boardrules from TypeScript: every export and every Game
// member, with the types a caller sees. It is type-checked with `tsc --noEmit` against
// bindings/index.d.ts, and it also runs (tests/js/examples.test.js strips the types with
// esbuild and runs it in Node): each `check` below is a real assertion.
//
// In an application, import from 'boardrules'; inside this repository the path is relative.
import {
  init, Game, profiles, profileFields, profileInfo, defineProfile, deleteProfile, validateFen, NOTATIONS,
  wasmMemoryBytes, BoardRulesError, IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError,
  NotInitializedError, InitError, ArgumentError, OutOfMemoryError, RecordError,
} from '../../bindings/index.js';
import { readRecords, streamRecords, openRecordFiles, gameFromRecord, recordFromGame, parseComment, makeComment } from '../../bindings/records/index.js';
import type { RecordFile, ParsedComment } from '../../bindings/records/index.js';
import type { GameRecord, CoordinateLabels } from '../../bindings/index.js';

function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`usage.ts: ${what}`);
}

/** Runs `fn`, which must throw an instance of `type`; returns the error. */
function throws<E extends Error>(type: abstract new (...args: never[]) => E, fn: () => unknown): E {
  try {
    fn();
  } catch (e) {
    if (e instanceof type) return e;
    throw e;
  }
  throw new Error(`usage.ts: expected ${type.name}`);
}

// ---- before init: a typed error, not a crash --------------------------------------------------

const early = throws(NotInitializedError, () => profiles());
check(early.code === 'not-initialized' && early instanceof BoardRulesError, 'NotInitializedError');

// ---- init and profiles ----------------------------------------------------------------------

// a module that cannot be loaded is an InitError, and init() can be called again
const failed = await init(new Uint8Array([1, 2, 3])).then(() => null, (e: unknown) => e);
check(failed instanceof InitError && failed.code === 'not-wasm', 'InitError');
await init(); // or init(bytes | Response | URL | 'path/to/boardrules.wasm')
await init(); // a second call returns the same promise

const names: string[] = profiles();
check(names.includes('xiangqi/youzai') && names.length >= 8, 'profiles()');
const fields: string[] = profileFields();
check(fields.includes('moveLimit'), 'profileFields()');
const info = profileInfo('janggi/plyyard');
check(info.game === 'janggi' && info.moveLimit === 120 && typeof info.startFen === 'string', 'profileInfo()');
check(NOTATIONS.xiangqi.includes('wxf') && NOTATIONS.makruk.includes('thai'), 'NOTATIONS');
check(wasmMemoryBytes() >= 65536, 'wasmMemoryBytes()');

const custom: string = defineProfile('janggi/mysite', { base: 'janggi/plyyard', moveLimit: 60 });
check(profileInfo(custom).moveLimit === 60, 'defineProfile()');
// Options read at run time (a config file) are checked field by field, with a typed error:
const fromConfig = JSON.parse('{ "base": "janggi/plyyard", "noSuchField": 1 }');
const badField = throws(ProfileError, () => defineProfile('janggi/other', fromConfig));
check(badField.field === 'noSuchField', 'ProfileError.field');
const once: string = defineProfile('janggi/once', { base: 'janggi/plyyard' });
const deleted: boolean = deleteProfile(once);
check(deleted && !profiles().includes(once) && deleteProfile(once) === false, 'deleteProfile()');

const fenCheck = validateFen('xiangqi/youzai', 'not a fen');
if (!fenCheck.ok) check(typeof fenCheck.error.code === 'string' && typeof fenCheck.error.message === 'string', 'validateFen error');
check(!fenCheck.ok && validateFen('makruk/plyyard', profileInfo('makruk/plyyard').startFen).ok, 'validateFen()');

const unknown = throws(UnknownProfileError, () => new Game('chess/standard'));
check(unknown.code === 'unknown-profile', 'UnknownProfileError');
const badFen = throws(InvalidFenError, () => new Game('makruk/plyyard', '8/8 w'));
check(badFen.code.startsWith('fen-'), 'InvalidFenError');

// ---- a game: state, squares, pieces ---------------------------------------------------------

const game = new Game('xiangqi/youzai');
check(game.profile === 'xiangqi/youzai' && game.variant === 'xiangqi', 'profile, variant');
check(game.width === 9 && game.height === 10 && game.turn === 'white', 'width, height, turn');
check(game.fen().startsWith('rnbakabnr/'), 'fen()');
check(game.squareIndex('e1') === 4 && game.squareName(4) === 'e1', 'squareIndex, squareName');
const general = game.get('e1');
check(general !== null && general.role === 'general' && general.color === 'white', 'get()');
check(game.pieces().length === 32 && game.boardBytes().length === 90, 'pieces(), boardBytes()');

// ---- moves ------------------------------------------------------------------------------------

const moves = game.moves();
check(moves.length === 44 && moves.every((m) => typeof m.uci === 'string'), 'moves()');
check(game.moves({ square: 'h3' }).every((m) => m.from === 'h3'), 'moves({ square })');
const raw: Uint32Array = game.movesRaw();
check(raw.length === 44, 'movesRaw()');
const dests: Map<string, string[]> = game.dests();
check(dests.get('b1')?.includes('c3') === true, 'dests()');
check(game.dests({ keys: 'cgx' }).get('h3')?.includes('h:') === true, "dests({ keys: 'cgx' }): rank 10 is ':'");
check(game.setupChoices().length === 0 && !game.isSetupTurn(), 'setupChoices, isSetupTurn');

const refusal = game.explain('h3h9');
check(refusal?.code === 'path-blocked' && game.explain('C2=5') === null, 'explain()');
check(game.notation('h3e3') === 'C2=5' && game.notation('C2=5', 'uci') === 'h3e3', 'notation()');
const listed: Array<{ uci: string; notation: string }> = game.moves({ notation: 'chinese', script: 'traditional' });
check(listed.some((m) => m.uci === 'b1c3' && m.notation === '馬八進七'), "moves({ notation: 'chinese' })");
const line: string[] = game.lineNotation(['h2e2', 'h9g7'], 'wxf', { notation: 'iccs' }); // a UCCI engine's line
check(line.join(' ') === 'C2=5 H8+7' && game.ply === 0, 'lineNotation()');
const labels: CoordinateLabels = game.coordinateLabels('wxf');
check(labels.files[7] === '2' && labels.secondFiles?.[7] === '8' && labels.ranks === null, 'coordinateLabels(): h is Red\'s 2, Black\'s 8');

const played = game.play('C2=5');
check(played.from === 'h3' && played.to === 'e3' && played.piece === 'C', 'play(notation)');
game.play({ from: 'h10', to: 'g8' });
const illegal = throws(IllegalMoveError, () => game.play('zz9'));
check(illegal.code === 'malformed-move', 'IllegalMoveError');
const [first] = game.movesRaw();
check(first !== undefined && game.playRaw(first) === 0, 'playRaw()');

const history = game.history();
check(history.length === 3 && history[0]?.notation === 'C2=5' && history[0].check === false, 'history()');
check(game.history({ notation: 'wxf', dots: true, since: 1 })[0]?.notation === 'h8+7', 'history({ dots })');
const undone = game.undo();
check(undone !== null && game.history().length === 2, 'undo()');
check(game.redo()?.uci === undone?.uci, 'redo()');

const copy = game.clone();
check(copy.fen() === game.fen(), 'clone()');
copy.free();
throws(BoardRulesError, () => copy.fen()); // a freed game refuses every call

// A game as plain data: JSON, postMessage, storage; restored with history, undo/redo and result.
const data = JSON.parse(JSON.stringify(game.snapshot()));
const restored = Game.restore(data);
check(restored.fen() === game.fen() && restored.ply === game.ply && restored.startFen === game.startFen, 'snapshot()/restore()');
const stored: string = JSON.stringify(game); // toJSON(): the snapshot
check(Game.restore(JSON.parse(stored)).fen() === game.fen() && stored === JSON.stringify(game.toJSON()), 'toJSON()');
throws(ArgumentError, () => game.perft(-1)); // bad arguments are BoardRulesErrors too
check(OutOfMemoryError.prototype instanceof BoardRulesError, 'OutOfMemoryError'); // thrown when wasm memory runs out

// ---- checks, attacks, outcomes ----------------------------------------------------------------

check(!game.inCheck() && game.checks().length === 0, 'inCheck, checks');
check(!game.isBikjang() && !game.canPass(), 'isBikjang, canPass');
check(game.attacks('e3').length > 0 && game.attackers('e7', 'white').includes('e3'), 'attacks, attackers');
check(game.perft(1) === game.moves().length && !game.isOver(), 'perft, isOver');
check(game.outcome().result === '*', 'outcome()');

const mate = new Game('xiangqi/youzai', '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1');
mate.play('i1i10');
const end = mate.outcome();
check(end.over && end.result === '1-0' && end.winner === 'white' && end.reason === 'checkmate', 'checkmate');
mate.free();

// A threefold repetition ends a xiangqi/standard game; games people played often go on past it.
const shuffle = new Game('xiangqi/standard');
for (let i = 0; i < 2; i++) for (const uci of ['b1c3', 'b10c8', 'c3b1', 'c8b10']) shuffle.play(uci);
check(shuffle.outcome().reason === 'repetition' && shuffle.moves().length === 0, 'repetition ends play');
shuffle.playPastEnd = true; // the rules' verdict stays in outcome(); the legal moves are playable
check(shuffle.moves().length === 44 && shuffle.play('h3e3').uci === 'h3e3' && !shuffle.isOver(), 'playPastEnd');
shuffle.free();

check(game.resign('black').winner === 'white', 'resign()');
game.undo(); // clears the declared result (and, with moves played, takes back the last one)
check(game.timeout().reason === 'timeout', 'timeout()');
game.undo();
check(game.agreeDraw().result === '1/2-1/2', 'agreeDraw()');
game.free();

// ---- the other games --------------------------------------------------------------------------

const janggi = new Game('janggi/youzai');
check(janggi.canPass() && janggi.play('pass').pass === true, 'janggi pass');
janggi.free();
const vchess = new Game('janggi/vchess');
check(vchess.isSetupTurn() && vchess.setupChoices().some((m) => m.setup?.includes('left')), 'vchess setup');
vchess.free();
const makruk = new Game('makruk/plyyard', 'r3k3/8/8/2P5/8/8/8/4K3 w - - 0 1');
check(makruk.moves({ square: 'c5' })[0]?.promotion === 'M', 'makruk promotion');
check(makruk.notation('c5c6', 'thai').length > 0, 'thai notation');
makruk.free();

// ---- records ----------------------------------------------------------------------------------

const record: GameRecord | undefined = readRecords('1. h3e3 h10g8 *', { profile: 'xiangqi/youzai' })[0];
check(record !== undefined && !record.error, 'readRecords');
const replayed = Game.fromRecord(record);
const pgn: string = replayed.toRecord({ format: 'pgn' });
check(replayed.ply === 2 && readRecords(pgn)[0]?.moves.length === 2, 'readRecords, fromRecord, toRecord');
check(recordFromGame(replayed, { format: 'pgn' }) === pgn && gameFromRecord(record).fen() === replayed.fen(), 'record functions');
const xqf: Uint8Array = replayed.toRecord({ format: 'xqf' }); // XQF is bytes; the other formats text
check(readRecords(xqf)[0]?.moves.length === 2 && recordFromGame(replayed, { format: 'xqf' }).length === xqf.length, 'XQF written');
try {
  readRecords(42 as unknown as string);
  check(false, 'readRecords(42) throws');
} catch (e) {
  check(e instanceof RecordError && e.code === 'bad-input', 'RecordError');
}
replayed.free();
// an archive a game at a time: any (async) iterable of chunks, a Node Readable or a web ReadableStream
const streamed: GameRecord[] = [];
for await (const r of streamRecords(['1. h3e3 h10g8 *\n\n1. ', 'b3e3 *\n'])) streamed.push(r);
check(streamed.map((r) => r.moves.length).join() === '2,1', 'streamRecords');
// a zip archive, gzip data or several Files: their record files, each inflated when read
const gzipped = new Blob(['1. h3e3 h10g8 *\n']).stream().pipeThrough(new CompressionStream('gzip'));
const files: RecordFile[] = await openRecordFiles(new Uint8Array(await new Response(gzipped).arrayBuffer()), { name: 'a.pgn.gz', maxSize: 1 << 20 });
const unpacked: Uint8Array = await files[0]!.bytes();
check(files.length === 1 && files[0]!.path === 'a.pgn.gz' && files[0]!.error === null && readRecords(unpacked)[0]?.moves.length === 2, 'openRecordFiles');
// a comment's commands as game sites write them: an engine's evaluation, a clock, drawings
const notes: ParsedComment = parseComment(readRecords('1. h3e3 { [%eval 0.3] [%clk 0:04:57] [%cal Gh3e3] centre } *')[0]?.moves[0]?.comment ?? '');
check(notes.evaluation?.pawns === 0.3 && notes.clock === 297 && notes.shapes[0]?.dest === 'e3' && notes.text === 'centre', 'parseComment');
check(makeComment({ ...notes, evaluation: { mate: 2 } }) === '[%eval #2] [%clk 0:04:57] [%cal Gh3e3] centre', 'makeComment');

console.log('usage.ts: every check passed');
