// Type declarations for boardrules/records: reading and writing game records (PGN, GIB, DhtmlXQ,
// WXF files, dpxq.com's text export, CBF, XQF, CBR/CBL, plain move lists, in any supported
// encoding). Importing this entry also enables Game.fromRecord and game.toRecord of the main entry.
import type { Game, GameRecord, ProfileName, RecordWriteOptions, XqfWriteOptions } from '../index.js';

export type { GameRecord, MoveNode, RecordWriteOptions, XqfWriteOptions, RecordErrorCode } from '../index.js';
export { RecordError } from '../index.js';

/** Every game of a PGN, GIB, DhtmlXQ, WXF-file (PlayOK), dpxq.com text-export, CBF or plain
 *  move-list text (or its bytes, in any supported encoding), or of XQF or CBR/CBL (象棋桥) bytes. */
export function readRecords(input: string | Uint8Array | ArrayBuffer, options?: {
  profile?: ProfileName;
  encoding?: string;
  /** The start of the records that write none (no [FEN], GIB formations or [판] board; XQF, CBR
   *  and a DhtmlXQ binit always give theirs), as a [FEN] tag would: of the profile's game, or
   *  without a profile, of a board of its shape, read in the record's game. No start of the
   *  profile's game (of any game, without one): ArgumentError, before any record is read. */
  fen?: string;
} | null): GameRecord[];
/** The game at the end of a record's mainline (Game.fromRecord). */
export function gameFromRecord(record: GameRecord, options?: { profile?: ProfileName } | null): Game;
/** A game as PGN, GIB (janggi), DhtmlXQ or WXF-file (xiangqi) text, or XQF (xiangqi) bytes, that
 *  readRecords reads back (game.toRecord). */
export function recordFromGame(game: Game, options: XqfWriteOptions): Uint8Array;
export function recordFromGame(game: Game, options?: RecordWriteOptions | null): string;
/** A format chosen at run time: bytes for XQF, else text. */
export function recordFromGame(game: Game, options: RecordWriteOptions | XqfWriteOptions): string | Uint8Array;
