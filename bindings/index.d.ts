// Type declarations for boardrules: rules of xiangqi, janggi and makruk per site profile.

/** 'white' is the first player: Red (xiangqi), Cho (janggi), White (makruk). */
export type Side = 'white' | 'black';
export type Variant = 'xiangqi' | 'janggi' | 'makruk';
export type NotationKind = 'uci' | 'iccs' | 'wxf' | 'chinese' | 'janggi' | 'korean' | 'san' | 'thai' | 'vietnamese';
/** A square name: file letter then rank number, 'a1' .. 'i10'. */
export type Square = string;
export type BuiltinProfile =
  | 'xiangqi/youzai' | 'janggi/plyyard' | 'janggi/youzai' | 'janggi/vchess' | 'makruk/plyyard'
  | 'xiangqi/standard' | 'janggi/standard' | 'makruk/standard';
/** A built-in profile (completed by editors) or one made with defineProfile ('janggi/myclub'). */
export type ProfileName = BuiltinProfile | (string & {});

// The code unions below are the core's names (br_error_name, br_reason_name), one section of
// core/include/boardrules.h each; tests/js/package.types.test.js keeps them equal to the core.

/** Why play()/explain() refuse a move (IllegalMoveError.code, Explanation.code). */
export type RefusalCode =
  | 'malformed-move' | 'no-piece' | 'wrong-side' | 'own-piece-on-target' | 'unreachable'
  | 'horse-leg-blocked' | 'elephant-blocked' | 'cannon-no-screen' | 'cannon-screen-is-cannon'
  | 'cannon-takes-cannon' | 'cannon-too-many-screens' | 'path-blocked' | 'outside-palace'
  | 'soldier-backward' | 'self-check' | 'flying-general' | 'bikjang-unanswered'
  | 'pass-not-allowed' | 'setup-pending' | 'not-setup-turn' | 'game-over' | 'illegal-move'
  | 'ambiguous-move' | 'not-a-promotion' | 'wrong-piece';

/** What is wrong with a FEN (InvalidFenError.code, FenError.code). */
export type FenErrorCode =
  | 'fen-empty' | 'fen-too-long' | 'fen-rank-count' | 'fen-rank-width' | 'fen-piece-letter'
  | 'fen-side' | 'fen-clock' | 'fen-fullmove' | 'fen-field' | 'fen-count' | 'fen-king-count'
  | 'fen-piece-placement' | 'fen-piece-count' | 'fen-opponent-in-check';

/** What is wrong with one record of a file (GameRecord.error.code): a move refused or not read,
 *  its start, or the record itself (records-fuzz.test.js checks every code it meets is here). */
export type RecordProblemCode = RefusalCode | FenErrorCode
  | 'record-syntax' | 'bad-record' | 'bad-formation' | 'unknown-variant' | 'unknown-format'
  | 'unknown-notation' | 'unknown-profile' | 'undecodable'
  /** streamRecords: a game over 8 MiB, skipped (`offset`: where it starts in the input). */
  | 'record-too-long';

/** Profile errors of the core (UnknownProfileError, ProfileError). */
export type ProfileErrorCode = 'unknown-profile' | 'unknown-profile-field' | 'bad-profile-value';

/** Argument and resource errors of the core. */
export type ArgumentErrorCode = 'bad-depth' | 'bad-argument' | 'no-history' | 'out-of-memory';

/** Every BoardRulesError code: the core's, and those the JS layer adds. */
export type ErrorCode =
  | RefusalCode | FenErrorCode | ProfileErrorCode | ArgumentErrorCode
  | 'not-initialized' | 'bad-square' | 'unknown-notation' | 'bad-snapshot' | 'freed'
  | InitErrorCode | RecordErrorCode;

/** Why init() could not load the module (InitError.code). */
export type InitErrorCode = 'wasm-unavailable' | 'not-wasm' | 'not-boardrules-wasm';

/** Why readRecords/toRecord throw (RecordError.code); errors inside a record are data. */
export type RecordErrorCode =
  | 'bad-input' | 'bad-record' | 'undecodable' | 'unknown-encoding' | 'unknown-format' | 'unwritable-move'
  /** readRecords of bytes that are binary data, not text (control bytes such as NUL beyond a
   *  small share: an image, an archive, a program, or NULs alone, though up to 1 MiB of NULs
   *  closing a text are padding), `offset` that of the first such byte. */
  | 'binary-input'
  /** toRecord({ notation }) of a notation the game has not. */
  | 'unknown-notation'
  /** Game.fromRecord of a record whose [Variant] or GIB formations are unknown. */
  | 'unknown-variant' | 'bad-formation'
  /** toRecord({ format: 'xqf' | 'dhtmlxq' }) of a start with more pieces of a kind than the format has places for. */
  | 'unwritable-position'
  /** toRecord({ encoding }) of a record holding a character the encoding lacks (no `replacement`
   *  given): the message names it, its code point, line and column. */
  | 'unencodable-text'
  /** Game.fromRecord given a record whose variations nest more than 100 deep. */
  | 'record-syntax'
  /** Game.fromRecord or game.toRecord called before 'boardrules/records' was imported. */
  | 'records-not-loaded'
  /** streamRecords of an XQF or CBR/CBL file over 8 MiB (they are read whole). */
  | 'record-too-long'
  /** openRecordFiles: a zip archive or entry, or gzip data, that cannot be read (damaged, cut
   *  off, encrypted, compressed with another method than deflate, split over several files). */
  | 'unreadable-archive'
  /** openRecordFiles: a gzip file or zip entry that uncompresses past maxSize. */
  | 'archive-too-large'
  /** openRecordFiles: a File that can no longer be read (changed, moved or deleted since it was
   *  chosen, as the entries of a zip are read from it when asked). */
  | 'unreadable-file';

/** chessground(x) board key: file letter, then rank with 10 written ':' ('a1' .. 'i:'). */
export type CgKey = `${'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i'}${'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | ':'}`;

export type Reason =
  | 'checkmate' | 'stalemate' | 'no-moves' | 'bikjang' | 'double-pass' | 'move-limit'
  | 'repetition' | 'perpetual-check' | 'perpetual-chase' | 'insufficient-material'
  | 'material-count' | 'counting' | 'resignation' | 'timeout' | 'agreement';

/** Read-only: the outcome of a game that is not over is one shared, frozen object. */
export interface Outcome {
  readonly over: boolean;
  readonly result: '1-0' | '0-1' | '1/2-1/2' | '*';
  readonly winner: Side | null;
  readonly reason: Reason | null;
  /** With reason 'material-count' (janggi/standard): the end the count scored, 'repetition',
   *  'move-limit', 'double-pass' or 'bikjang'. */
  readonly scored?: Reason;
}

export interface Move {
  /** Where the piece starts; on a pass and on a setup choice, the general's point. */
  from: Square;
  /** Where it ends; on a pass and on a setup choice, the general's point (play a setup choice as the object or its uci). */
  to: Square;
  /** UCI text: 'h3e3', 'a10a9', 'd5d6m' (makruk promotion), 'e2e2' (pass), 'b1c1,h1g1' (setup). */
  uci: string;
  /** FEN letter of the moving piece (upper case: first player). Absent on setup choices. */
  piece?: string;
  /** FEN letter of the captured piece. */
  captured?: string;
  /** 'M' or 'm' when a makruk pawn promotes to a met. */
  promotion?: string;
  pass?: true;
  /** vchess setup turn: the wings whose horse and elephant swap ([] keeps the arrangement). */
  setup?: Array<'left' | 'right'>;
  /** The encoded move (see README "Move encoding"), for movesRaw/playRaw. */
  raw: number;
}

export interface HistoryMove extends Move {
  /** The move in the notation asked (by default the game's: WXF, janggi numeric, SAN), none with { notation: false }. */
  notation?: string;
  /** It gave check. */
  check: boolean;
}

/** A piece's kind, in its game's words (xiangqi's advisor is janggi's guard; makruk's khun, met,
 *  khon, ruea and pawn). */
export type Role =
  | 'general' | 'advisor' | 'guard' | 'elephant' | 'horse' | 'chariot' | 'cannon' | 'soldier'
  | 'khun' | 'met' | 'khon' | 'ruea' | 'pawn';

export interface PieceInfo {
  /** The FEN letter: upper case for white (Red, Cho), lower for black (a makruk promoted met's is 'M', with `promoted`). */
  letter: string;
  role: Role;
  color: Side;
  /** A makruk pawn promoted to met (FEN 'M~'): it moves as a met, and counts and is written (Thai ง) apart. */
  promoted?: true;
}

/** A move: text (UCI or a notation), squares, a pass, or a move object. Encoded numbers go to playRaw. */
export type MoveInput = string | { from: Square; to: Square; promotion?: unknown } | { pass: true };

export interface Explanation {
  /** Stable kebab-case code, e.g. 'cannon-screen-is-cannon', 'self-check', 'malformed-move'. */
  code: RefusalCode;
  message: string;
}

export interface FenError {
  code: FenErrorCode;
  /** FEN field (1 board, 2 side to move, 3-4 the dashes, 5 clock, 6 move number; 7 text after
   *  the last field; 0 the whole text: a NUL in it, or too long). */
  field: number;
  /** The board rank, as printed (1: the first player's back rank), where the fault is in one. */
  rank?: number;
  /** The character of the FEN text (1-based, a character not a byte) where the fault is, as the
   *  message says it: a place in the text, not a file of the board. */
  column?: number;
  message: string;
}

export type FenValidation = { ok: true } | { ok: false; error: FenError };

/** Rule choices of a profile (README "Profiles"); a field given as undefined keeps the base's. */
export interface ProfileOptions {
  startFen?: string | undefined;
  cannon?: 'xiangqi' | 'janggi' | 'sliding' | undefined;
  palaceDiagonals?: Array<'chariot' | 'cannon' | 'soldier'> | string | undefined;
  flyingGeneral?: boolean | undefined;
  bikjang?: 'free' | 'answer' | 'draw' | 'standard' | undefined;
  bikjangEnd?: 'none' | 'draw' | 'material' | undefined;
  pass?: boolean | undefined;
  doublePassEnd?: 'none' | 'draw' | 'material' | undefined;
  setupTurns?: boolean | undefined;
  stalemate?: 'loss' | 'draw' | undefined;
  noMovesReason?: boolean | undefined;
  moveLimit?: number | undefined;
  moveLimitPawnResets?: boolean | undefined;
  /** xiangqi: each check past ten by the side that gave more, in the plies the limit counts, pushes it back two plies (Fairy-Stockfish's xiangqi). */
  checksExtendMoveLimit?: boolean | undefined;
  repetition?: 'none' | 'draw' | 'perpetual' | 'perpetual-check' | 'axf' | undefined;
  drawsByMaterial?: boolean | undefined;
  insufficientMaterial?: 'none' | 'makruk' | 'janggi' | 'xiangqi' | undefined;
  counting?: 'none' | 'makruk' | undefined;
}

export interface ProfileInfo extends Required<{ [F in Exclude<keyof ProfileOptions, 'palaceDiagonals'>]: Exclude<ProfileOptions[F], undefined> }> {
  name: string;
  game: Variant;
  palaceDiagonals: string;
}

// Options (these interfaces, and the records entry's): a field given as undefined is left out, as
// the code reads them, so their types take undefined under exactOptionalPropertyTypes too
// (`{ notation: form.notation }`). What the API returns never holds an undefined field.

/** script and dots: as notation() writes with them. */
export interface HistoryOptions extends NotationWriteOptions {
  notation?: NotationKind | false | undefined;
  /** 'cgx': chessground's keys for 10-rank boards (rank 10 written ':'). */
  keys?: 'cgx' | undefined;
  since?: number | undefined;
}

/** script and dots: as notation() writes with them. */
export interface LineNotationOptions extends NotationWriteOptions {
  /** How the line's moves are written, as play() takes it ('iccs' for UCCI engines' h2e2);
   *  by default any notation of the game, as play() reads it. */
  notation?: NotationKind | undefined;
}

/** script and dots: as notation() writes with them. */
export interface MovesOptions extends NotationWriteOptions {
  /** The moves of the piece on that square alone. */
  square?: Square | number | undefined;
  /** Each move's text in this notation, as `notation`. */
  notation?: NotationKind | undefined;
}

export interface DestsOptions {
  /** 'cgx': chessground's keys for 10-rank boards (rank 10 written ':'). */
  keys?: 'cgx' | undefined;
}

/** Loads the wasm core once (later calls return the same promise; a failed call can be tried again). `source`: bytes, a Response or a URL of boardrules.wasm;
 *  none (or null) loads the boardrules.wasm beside this module.
 *  Rejects with an InitError when the module cannot be loaded, or an ArgumentError for a source of another type. */
export function init<S extends WasmSource | undefined = undefined>(source?: S & NotWasmSourceRefused<S>): Promise<void>;

/** What init() loads the module from. */
export type WasmSource = ArrayBuffer | ArrayBufferView | Response | Promise<Response> | URL | string | WebAssembly.Module | null;
/** never for what init() refuses that WasmSource's types alone let through: WebAssembly.Module (and,
 *  without the DOM lib, Response and URL) are empty interfaces, which a number fits, or a
 *  promise of the bytes (fetch(url).then((r) => r.arrayBuffer())) where a promise of a Response is taken. */
export type NotWasmSourceRefused<S> = S extends number | bigint | boolean | symbol ? never
  : S extends PromiseLike<infer R> ? (R extends Response ? S : never) : S;

declare global {
  // The types init() takes, named for projects compiled without the DOM lib (a Node project's
  // "lib": ["es2022"]): empty, they merge with the lib's own declarations where it has them.
  namespace WebAssembly { interface Module {} }
  interface Response {}
  interface URL {}
}
/** Bytes of wasm memory the module holds (grows on demand, never shrinks). */
export function wasmMemoryBytes(): number;
/** Names of the built-in profiles, then those defined with defineProfile. */
export function profiles(): string[];
/** Fields a custom profile may set. */
export function profileFields(): string[];
/** The rule choices of a profile. */
export function profileInfo(name: ProfileName): ProfileInfo;
/** Defines a profile from a built-in base plus overrides; returns its name. */
export function defineProfile(name: string, options: ProfileOptions & { base: BuiltinProfile }): string;
/** Forgets a profile made with defineProfile (its games keep their copy); false if none was defined. */
export function deleteProfile(name: string): boolean;
/** Checks a FEN for a profile without creating a game. */
export function validateFen(profile: ProfileName, fen: string): FenValidation;

/** The notations each game reads and writes, from the core: filled in place (then frozen, the
 *  lists too: readonly) by `init()`, empty before. */
export const NOTATIONS: { readonly xiangqi: readonly NotationKind[]; readonly janggi: readonly NotationKind[]; readonly makruk: readonly NotationKind[] };

export class BoardRulesError extends Error {
  constructor(code: ErrorCode, message?: string, details?: object);
  code: ErrorCode;
  /** Plain data (what JSON.stringify writes; post it to a Worker, where the error itself would
   *  arrive as a bare Error): name, code, message and the details, a cause as its message and
   *  what is no data (a move given as a BigInt or a function) as its description. */
  toJSON(): { name: string; code: ErrorCode; message: string; [detail: string]: unknown };
}
export class IllegalMoveError extends BoardRulesError {
  code: RefusalCode;
  move: unknown;
  /** lineNotation(): the place in the line (from 0) of the move refused; its `cause` is that move's own error. */
  index?: number;
}
export class InvalidFenError extends BoardRulesError {
  code: FenErrorCode;
  field: number;
  rank?: number;
  column?: number;
}
export class UnknownProfileError extends BoardRulesError {
  code: 'unknown-profile';
  profile: unknown;
}
export class ProfileError extends BoardRulesError {
  /** 'unknown-profile': a base that is no built-in profile. */
  code: ProfileErrorCode;
  field: string;
  /** For a startFen the new rules cannot play from: the InvalidFenError new Game would throw for
   *  it; for options whose getter threw: what it threw (any value). */
  cause?: InvalidFenError | unknown;
}
export class NotInitializedError extends BoardRulesError {
  code: 'not-initialized';
}
/** init() could not load the module: a file, URL or response it could not read, or a page whose CSP
 *  refuses to compile WebAssembly ('wasm-unavailable'),
 *  bytes that are not WebAssembly ('not-wasm'), or another module ('not-boardrules-wasm').
 *  `cause` is the platform's own error (ENOENT, a fetch or HTTP failure, a CompileError). */
export class InitError extends BoardRulesError {
  code: InitErrorCode;
  /** What init() was given, in words: its path or URL, or '78221 bytes', 'a Response', 'a promise
   *  of a Response', 'a WebAssembly.Module' (never the value itself). */
  source: string;
  cause?: unknown;
}
/** Input readRecords cannot read at all, or a game toRecord cannot write; Game.fromRecord's
 *  refusal of a record says why with the code of its error (a move refused, a bad FEN, an
 *  unknown profile), with its `ply` and `text`. */
export class RecordError extends BoardRulesError {
  code: RecordErrorCode | RefusalCode | FenErrorCode | ProfileErrorCode;
  ply?: number;
  text?: string;
  /** 'undecodable': the byte offset of the bytes that do not decode, and the encoding tried;
   *  'binary-input': the offset of the first control byte. */
  offset?: number;
  encoding?: string;
  /** 'unencodable-text': the character (`text`) the encoding (`encoding`) has no code for, and
   *  its line and column (from 1) in the record written. */
  line?: number;
  column?: number;
}

/** How game.notation() writes a move. */
export interface NotationWriteOptions {
  /** chinese: simplified (default) or traditional characters (車 馬 帥 將 進 後). */
  script?: 'simplified' | 'traditional' | undefined;
  /** wxf: '.' along the rank and Black's letters small ('c8.7'), as PlayOK's files write it;
   *  default false ('C8=7', as Fairy-Stockfish writes it). A numbered soldier keeps '=' ('27=6':
   *  '27.6' would read as move number 27). */
  dots?: boolean | undefined;
}

/** A board's edges in a notation's words, as its move texts write them (game.coordinateLabels()):
 *  files by index from file a, ranks from the first player's back rank. */
export interface CoordinateLabels {
  /** The files as the first player counts them ('a'..'i'; WXF '9'..'1' from Red's right). */
  files: string[];
  /** The ranks; null where the notation has none (xiangqi's WXF and Chinese). */
  ranks: string[] | null;
  /** Where the second player counts files its own way (WXF, Chinese: from each side's right). */
  secondFiles?: string[];
  /** A point is written rank first ('08': janggi's numeric and GIB codes), else file first. */
  rankFirst: boolean;
}

/** One move of a record, with its comment, NAGs and variations. */
export interface MoveNode {
  uci: string;
  /** The move as the record wrote it; in XQF and CBR, whose moves are bytes, its two points as
   *  CBF writes them ('77-47': file 0-8 from Red's left, row 0-9 from Black's side). */
  text: string;
  comment?: string;
  /** A comment written before the move, where it opens a variation ('( {why} 1. b3e3 )'). */
  commentBefore?: string;
  nags?: number[];
  variations?: MoveNode[][];
}

/** A game read by readRecords. */
export interface GameRecord {
  tags: { [name: string]: string };
  /** null when the record's header names no game this library plays ([Variant "chess"], an
   *  unknown [Format]), or it holds only bytes that do not decode and no profile was named (a
   *  file cut inside a character): its `error` says why, and it has no moves. */
  profile: string | null;
  /** The start position; absent when the record's header could not be read (its game, its
   *  [Format], a GIB formation: an `error` at ply 0). A FEN tag the rules refuse is kept as written. */
  fen?: string;
  moves: MoveNode[];
  /** As the record ends or its tags say (a result word read: 'Red wins', 红胜, 한승), '*' for none. */
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  comment?: string;
  /** The first move that could not be read or played, and why. `ply` is that move's number,
   *  counted from 1 at the start (on the mainline `moves.length + 1`: the moves before it are
   *  read; in a variation, its number in the whole game); for a problem of the text itself
   *  (record-syntax, undecodable bytes), the number of moves read before it, 0 in the header. `variation`,
   *  for a move of a variation, is the path to it ([3, 0]: moves[3].variations[0], nested pairs
   *  for deeper ones).
   *  Code 'undecodable' (bytes that do not decode, which fail only their game): `offset` is their
   *  byte offset in the input and `encoding` the one the rest was read in. */
  error?: { ply: number; text: string; code: RecordProblemCode; message: string; variation?: number[]; offset?: number; encoding?: string };
  /** Where the profile's rules ended the game (after `ply` moves of the mainline: a count,
   *  as history({ since }) counts) when the record plays on past that end, as people's games do
   *  past a repetition nobody called. */
  end?: { ply: number; result: '1-0' | '0-1' | '1/2-1/2'; winner: Side | null; reason: Reason; scored?: Reason };
  /** The format it was read from: PGN-style text, GIB, DhtmlXQ, a WXF file (PlayOK, XieXie),
   *  dpxq.com's text export, 象棋桥's CBF (XML), or XQF or CBR/CBL (象棋桥) bytes. GIB: Korean
   *  tags (초차림 …) and Korean moves, and neither PGN's [Result] nor [SetUp]: a PGN written
   *  from a GIB keeps its tags but is 'pgn'. */
  format?: 'pgn' | 'gib' | 'dhtmlxq' | 'wxf' | 'dpxq-text' | 'ourgame-text' | 'cbf' | 'xqf' | 'cbr' | 'pfc' | 'che' | 'mxq' | 'ccm';
  /** The notation of its moves; absent when it has none, or its [Format] is unknown. */
  notation?: NotationKind;
  /** 'ranks-from-zero': SAN whose ranks count 0-9 (WinBoard's and Banksia's PGN of xiangqi and
   *  janggi: 'Cbe2', 'Ci0+'), read so because only that reading replays the record further. */
  dialect?: 'ranks-from-zero';
}

export interface RecordWriteOptions {
  /** 'gib': janggi only, its moves Korean unless `notation` asks another (then it is no GIB to
   *  GIB readers, and readRecords reads it back as a PGN; PGN keeps a PGN record's own notation); 'dhtmlxq': xiangqi only (moves as digits, so `notation` does not apply);
   *  'wxf': a WXF file as PlayOK writes it, xiangqi only: its mainline in WXF ('c8.7'), tags as
   *  RED / BLACK (with [RedElo] / [BlackElo]), RESULT, DATE ([Date] and [Time]), EVENT (with
   *  [TimeControl]), SITE, ROUND and FEN lines; `notation` does not apply. */
  format?: 'pgn' | 'gib' | 'dhtmlxq' | 'wxf' | undefined;
  notation?: NotationKind | undefined;
  /** Chinese moves: 'simplified' (the default, 马二进三) or 'traditional' (馬二進三); a record
   *  written in its own notation keeps its script unless this says. */
  script?: 'simplified' | 'traditional' | undefined;
  /** WXF moves: '.' along the rank and Black's letters small ('C2.5 h8+7'), as WXF publishes
   *  its notation and PlayOK writes it; default false ('C2=5 H8+7'), or the record's own style
   *  when it is written in its own notation. As notation()'s. */
  dots?: boolean | undefined;
  /** Tags written over the record's own. In PGN and GIB a tag pair is one line: line breaks in a
   *  value become spaces, and spaces, quotes and brackets in a name become '_'. A Result that is
   *  no result ('0-0', '', as some files write it) gives way to the result written. */
  tags?: { [name: string]: string } | undefined;
}

/** A text record written as the bytes of a local encoding, for the programs that read no other:
 *  'cp949' (Korean GIB programs; also 'euc-kr'), 'gbk', 'gb18030', 'big5' (Chinese moves then in
 *  traditional characters unless `script` says), 'windows-874' (Thai; also 'tis-620'), any other
 *  single-byte code page TextDecoder knows, 'utf-16le' / 'utf-16be' (with a byte-order mark) or
 *  'utf-8'. Each encoding's codes are read off the platform's TextDecoder. */
export interface EncodedRecordWriteOptions extends RecordWriteOptions {
  encoding: string;
  /** What stands for a character the encoding lacks ('?', say); without it such a character
   *  throws RecordError 'unencodable-text'. */
  replacement?: string | undefined;
}

/** XQF (XQStudio's binary records), xiangqi only: version 10 (XQF 1.0), or 18 when the tree
 *  has variations or Black moves first (10's readers take the side to move from the first move).
 *  Texts are GBK, cut to the format's fields (15 bytes for a name). */
export interface XqfWriteOptions {
  format: 'xqf';
  tags?: { [name: string]: string } | undefined;
  /** XQF's texts are GBK whatever is asked: any other encoding is refused ('unknown-encoding'). */
  encoding?: 'gbk' | 'gb18030' | undefined;
}

// readRecords, gameFromRecord and recordFromGame are the entry 'boardrules/records'
// (records/index.d.ts): the records code stays out of pages that only want rules.
/** A bad argument: a square, a side, a perft depth, an option, options that are not a plain
 *  object ('bad-square', 'bad-argument', 'bad-depth'), or a notation the game does not have, given to notation(), play(), explain() or
 *  history() ('unknown-notation'). */
export class ArgumentError extends BoardRulesError {
  code: 'bad-argument' | 'bad-square' | 'bad-depth' | 'unknown-notation';
}
/** The wasm module could not get the memory it needed ('out-of-memory'). */
export class OutOfMemoryError extends BoardRulesError {
  code: 'out-of-memory';
}

/** Game.snapshot(): plain data for JSON and structured clone; Game.restore() reads it back. */
export interface GameSnapshot {
  format: 'boardrules-snapshot';
  version: 1;
  profile: string;
  /** The rules of a custom profile as the game was made with them (null for built-in ones). */
  definition: ProfileInfo | null;
  startFen: string | null;
  /** UCI texts of the moves played, then of the moves redo() would play (last = next). */
  moves: string[];
  redo: string[];
  /** game.playPastEnd (absent: false). */
  playPastEnd?: boolean;
  result: { reason: 'resignation' | 'timeout' | 'agreement'; winner: Side | null } | null;
}

export class Game {
  /** A game from the profile's start (with setup turns where it has them) or from a FEN; a
   *  null fen, as startFen gives for a game from the start, is the start. Throws
   *  UnknownProfileError, InvalidFenError, or ArgumentError 'bad-argument' for a fen of another type. */
  constructor(profile: ProfileName, fen?: string | null);
  readonly profile: string;
  readonly variant: Variant;
  readonly width: number;
  readonly height: number;
  readonly turn: Side;
  /** Moves played since the start. */
  readonly ply: number;
  /** The FEN the game started from; null: the profile's start position. */
  readonly startFen: string | null;
  fen(): string;
  clone(): Game;
  snapshot(): GameSnapshot;
  /** The snapshot: JSON.stringify(game) writes it, Game.restore reads it back. */
  toJSON(): GameSnapshot;
  /** The game at the end of a record's mainline; its tags and move tree are kept for toRecord.
   *  Needs 'boardrules/records' imported somewhere (else RecordError 'records-not-loaded'). */
  static fromRecord(record: GameRecord, options?: { profile?: ProfileName | undefined } | null): Game;
  /** The game as PGN, GIB or DhtmlXQ text, or XQF bytes, that readRecords reads back. Needs
   *  'boardrules/records' imported somewhere (else RecordError 'records-not-loaded'). */
  toRecord(options: XqfWriteOptions | EncodedRecordWriteOptions): Uint8Array;
  toRecord(options?: RecordWriteOptions | null): string;
  /** A format chosen at run time: bytes for XQF, else text. */
  toRecord(options: RecordWriteOptions | XqfWriteOptions): string | Uint8Array;
  /** The game a snapshot describes; BoardRulesError 'bad-snapshot' naming what it cannot use.
   *  A custom profile's game plays by the snapshot's definition, whether that profile is still
   *  defined, was redefined or deleted since (its name is not defined again); a snapshot whose
   *  definition is null names a profile that must be defined now (UnknownProfileError). */
  static restore(snapshot: GameSnapshot): Game;
  /** The most legal moves a position can have (the core's BR_MAX_MOVES). */
  static readonly maxMoves: number;
  /** Lets the game's wasm slot go now (wasm memory never shrinks: the slot is reused); the game
   *  cannot be used afterwards (BoardRulesError 'freed'). Never needed: a dropped game is
   *  collected like any JS object. */
  free(): void;

  squareIndex(name: Square): number;
  squareName(index: number): Square;
  get(square: Square | number): PieceInfo | null;
  pieces(): Array<PieceInfo & { square: Square }>;
  boardBytes(): Uint8Array;

  /** With { notation }: each move's text in it, as notation() writes it (ffish's legalMovesSan). */
  moves(options: MovesOptions & { notation: NotationKind }): Array<Move & { notation: string }>;
  moves(options?: MovesOptions | null): Move[];
  /** A new Uint32Array: its own words, viewed in a buffer shared with other lists (as Node's
   *  pooled Buffers are; copy with slice() before transferring its buffer). Or, given `into`
   *  (room for the list: Game.maxMoves always is), the moves written into it, returned as
   *  into.subarray(0, count). */
  movesRaw(into?: Uint32Array): Uint32Array;
  /** With { keys: 'cgx' }: chessgroundx's Dests as they are (rank 10 written ':'). */
  dests(options: { keys: 'cgx' }): Map<CgKey, CgKey[]>;
  dests(options?: DestsOptions | null): Map<Square, Square[]>;
  setupChoices(): Move[];
  isSetupTurn(): boolean;
  /** Null if legal, else why not. */
  explain(move: MoveInput, options?: { notation?: NotationKind | undefined } | null): Explanation | null;
  /** Plays a move; throws IllegalMoveError and leaves the game unchanged if it is refused. */
  play(move: MoveInput, options?: { notation?: NotationKind | undefined } | null): Move;
  /** Plays an encoded move: 0, or the refusal's code ('out-of-memory' when the history could
   *  not grow: the game is unchanged, as play() throws OutOfMemoryError there). */
  playRaw(move: number): 0 | RefusalCode | 'out-of-memory';
  /** Takes back the last move (and clears a declared result); null at the start. */
  undo(): Move | null;
  /** Plays again the last move undo took back; null if there is none. Throws IllegalMoveError
   *  'game-over' when the game is over (a declared result, or an end of the rules while
   *  playPastEnd is false), as play() does; the moves to redo are kept. */
  redo(): Move | null;

  inCheck(): boolean;
  /** With { keys: 'cgx' }: chessgroundx keys, as dests() gives them. */
  checks(options: { keys: 'cgx' }): CgKey[];
  checks(options?: DestsOptions | null): Square[];
  isBikjang(): boolean;
  canPass(): boolean;
  /** Whether play goes on past an end of the rules that leaves legal moves (repetition,
   *  perpetual check or chase, move limit, insufficient material, counting, bikjang, double
   *  pass); false by default.
   *  outcome() still gives the rules' verdict; mate and declared results still end play. */
  playPastEnd: boolean;
  outcome(): Outcome;
  isOver(): boolean;
  /** The declared results (`side`: the loser, the side to move by default) give the outcome
   *  after. On a game already over (by the rules, or declared) they throw a BoardRulesError
   *  'game-over'; undo() clears a declared result. */
  resign(side?: Side): Outcome;
  timeout(side?: Side): Outcome;
  agreeDraw(): Outcome;

  /** Read from the core's undo records (no replay). notation: a kind, or false for none;
   *  since: the moves from that ply on (`g.ply - 1`: the last one alone); with { keys: 'cgx' }
   *  from and to are chessgroundx keys, as dests() gives them. */
  history(options: HistoryOptions & { keys: 'cgx' }): Array<HistoryMove & { from: CgKey; to: CgKey }>;
  history(options?: HistoryOptions | null): HistoryMove[];
  /** The move's text in `kind` (default: the game's notation). Past an end of the rules that leaves
   *  moves (repetition, move limit, ...) it is written as lineNotation writes it there; a declared
   *  result or a mate refuses it (IllegalMoveError 'game-over'), as an illegal move is refused. */
  notation(move: MoveInput, kind?: NotationKind, options?: NotationWriteOptions | null): string;
  /** The texts of a line of moves from this position (an engine's principal variation) in
   *  `kind`, as ffish's variationSan gives SAN; the game is left as it is. Throws
   *  IllegalMoveError (its `index`: the move of the line refused) and changes nothing. */
  lineNotation(moves: MoveInput[] | string, kind?: NotationKind, options?: LineNotationOptions | null): string[];
  /** The labels of the board's files and ranks in one of NOTATIONS[variant] (default: the one
   *  notation() writes), as the core writes them in that notation's moves. */
  coordinateLabels(kind?: NotationKind): CoordinateLabels;

  perft(depth: number): number;
  attacks(square: Square | number): Square[];
  attackers(square: Square | number, side: Side): Square[];
}
