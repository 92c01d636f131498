// Type declarations for boardrules: rules of xiangqi, janggi and makruk per site profile.

/** 'white' is the first player: Red (xiangqi), Cho (janggi), White (makruk). */
export type Side = 'white' | 'black';
export type Variant = 'xiangqi' | 'janggi' | 'makruk';
export type NotationKind = 'uci' | 'iccs' | 'wxf' | 'chinese' | 'janggi' | 'korean' | 'san' | 'thai';
/** A square name: file letter then rank number, 'a1' .. 'i10'. */
export type Square = string;
export type BuiltinProfile =
  | 'xiangqi/youzai' | 'janggi/plyyard' | 'janggi/youzai' | 'janggi/vchess' | 'makruk/plyyard'
  | 'xiangqi/standard' | 'janggi/standard' | 'makruk/standard';

export type Reason =
  | 'checkmate' | 'stalemate' | 'no-moves' | 'bikjang' | 'double-pass' | 'move-limit'
  | 'repetition' | 'perpetual-check' | 'perpetual-chase' | 'insufficient-material'
  | 'material-count' | 'counting' | 'resignation' | 'timeout' | 'agreement';

export interface Outcome {
  over: boolean;
  result: '1-0' | '0-1' | '1/2-1/2' | '*';
  winner: Side | null;
  reason: Reason | null;
}

export interface Move {
  from: Square;
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
  /** The move in the profile's notation (WXF, janggi numeric, SAN). */
  notation?: string;
  /** It gave check. */
  check: boolean;
}

export interface PieceInfo {
  letter: string;
  role: string;
  color: Side;
  promoted?: true;
}

export type MoveInput = string | number | { from: Square; to: Square; promotion?: unknown } | { pass: true };

export interface Explanation {
  /** Stable kebab-case code, e.g. 'cannon-screen-is-cannon', 'self-check', 'malformed-move'. */
  code: string;
  message: string;
}

export interface FenError {
  code: string;
  /** FEN field (1 board, 2 side to move, 3-4 the dashes, 5 clock, 6 move number). */
  field: number;
  rank?: number;
  column?: number;
  message: string;
}

export type FenValidation = { ok: true } | { ok: false; error: FenError };

/** Rule choices of a profile (README "Profiles"). */
export interface ProfileOptions {
  startFen?: string;
  cannon?: 'xiangqi' | 'janggi' | 'sliding';
  palaceDiagonals?: Array<'chariot' | 'cannon' | 'soldier'> | string;
  flyingGeneral?: boolean;
  bikjang?: 'free' | 'answer' | 'draw' | 'standard';
  bikjangEnd?: 'none' | 'draw' | 'material';
  pass?: boolean;
  doublePassEnd?: 'none' | 'draw' | 'material';
  setupTurns?: boolean;
  stalemate?: 'loss' | 'draw';
  noMovesReason?: boolean;
  moveLimit?: number;
  moveLimitPawnResets?: boolean;
  repetition?: 'none' | 'draw' | 'perpetual' | 'perpetual-check';
  drawsByMaterial?: boolean;
  insufficientMaterial?: 'none' | 'makruk' | 'janggi';
  counting?: 'none' | 'makruk';
}

export interface ProfileInfo extends Required<Omit<ProfileOptions, 'palaceDiagonals'>> {
  name: string;
  game: Variant;
  palaceDiagonals: string;
}

export interface DestsOptions {
  /** 'cgx': chessground's keys for 10-rank boards (rank 10 written ':'). */
  keys?: 'cgx';
}

/** Loads the wasm core once (later calls return the same promise). `source`: bytes, a Response or a URL of boardrules.wasm. */
export function init(source?: BufferSource | Response | Promise<Response> | URL | string | WebAssembly.Module): Promise<void>;
/** Bytes of wasm memory the module holds (grows on demand, never shrinks). */
export function wasmMemoryBytes(): number;
/** Names of the built-in profiles, then those defined with defineProfile. */
export function profiles(): string[];
/** Fields a custom profile may set. */
export function profileFields(): string[];
/** The rule choices of a profile. */
export function profileInfo(name: string): ProfileInfo;
/** Defines a profile from a built-in base plus overrides; returns its name. */
export function defineProfile(name: string, options: ProfileOptions & { base: BuiltinProfile }): string;
/** Checks a FEN for a profile without creating a game. */
export function validateFen(profile: string, fen: string): FenValidation;

export const NOTATIONS: { xiangqi: NotationKind[]; janggi: NotationKind[]; makruk: NotationKind[] };

export class BoardRulesError extends Error {
  code: string;
}
export class IllegalMoveError extends BoardRulesError {
  move: unknown;
}
export class InvalidFenError extends BoardRulesError {
  field: number;
  rank?: number;
  column?: number;
}
export class UnknownProfileError extends BoardRulesError {
  profile: unknown;
}
export class ProfileError extends BoardRulesError {
  field: string;
}
export class NotInitializedError extends BoardRulesError {}
/** A bad argument: a square, a side, a perft depth ('bad-square', 'bad-argument', 'bad-depth'). */
export class ArgumentError extends BoardRulesError {}
/** The wasm module could not get the memory it needed ('out-of-memory'). */
export class OutOfMemoryError extends BoardRulesError {}

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
  result: { reason: 'resignation' | 'timeout' | 'agreement'; winner: Side | null } | null;
}

export class Game {
  /** A game from the profile's start (with setup turns where it has them) or from a FEN. */
  constructor(profile: BuiltinProfile | string, fen?: string);
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
  static restore(snapshot: GameSnapshot): Game;
  /** Releases the wasm memory now (otherwise done on garbage collection). */
  free(): void;

  squareIndex(name: Square): number;
  squareName(index: number): Square;
  get(square: Square | number): PieceInfo | null;
  pieces(): Array<PieceInfo & { square: Square }>;
  boardBytes(): Uint8Array;

  moves(options?: { square?: Square | number }): Move[];
  movesRaw(): Uint32Array;
  dests(options?: DestsOptions): Map<string, string[]>;
  setupChoices(): Move[];
  isSetupTurn(): boolean;
  /** Null if legal, else why not. */
  explain(move: MoveInput, options?: { notation?: NotationKind }): Explanation | null;
  /** Plays a move; throws IllegalMoveError and leaves the game unchanged if it is refused. */
  play(move: MoveInput, options?: { notation?: NotationKind }): Move;
  /** Plays an encoded move: 0, or the refusal's code. */
  playRaw(move: number): 0 | string;
  undo(): Move | null;
  redo(): Move | null;

  inCheck(): boolean;
  checks(options?: DestsOptions): Square[];
  isBikjang(): boolean;
  canPass(): boolean;
  outcome(): Outcome;
  isOver(): boolean;
  resign(side?: Side): Outcome;
  timeout(side?: Side): Outcome;
  agreeDraw(): Outcome;

  /** Read from the core's undo records (no replay). notation: a kind, or false for none. */
  history(options?: { notation?: NotationKind | false; keys?: 'cgx' }): HistoryMove[];
  notation(move: MoveInput, kind?: NotationKind, options?: { script?: 'simplified' | 'traditional' }): string;

  perft(depth: number): number;
  attacks(square: Square | number): Square[];
  attackers(square: Square | number, side: Side): Square[];
}
