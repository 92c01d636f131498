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
/** A web ReadableStream as streamRecords reads it where it is not async-iterable (declared
 *  here, so that no DOM lib is needed). */
export interface StreamOfChunks {
  getReader(): {
    read(): Promise<{ done: true; value?: undefined } | { done: false; value: Uint8Array }>;
    cancel(reason?: unknown): Promise<void>;
    releaseLock(): void;
  };
}
/** The records of a stream, one at a time, each as readRecords gives it for the whole input:
 *  a Node Readable (fs.createReadStream, process.stdin), a web ReadableStream (fetch().body,
 *  File.stream(); read through getReader() where it is not async-iterable), or any (async)
 *  iterable of chunks, all Uint8Array or all strings. About one game and one chunk are held, so
 *  an archive of gigabytes streams. Unlike readRecords: the encoding is told from the first MiB
 *  after the first byte that is not ASCII (or give `encoding`); what readRecords throws for the
 *  whole input (binary data, UTF-16 that does not decode) is thrown where it is met, after the
 *  records before it; a game over 8 MiB is a record with error code 'record-too-long' (no
 *  moves), and the next is read; XQF and CBR/CBL files are read whole, up to 8 MiB (longer:
 *  RecordError 'record-too-long'). Options are checked at the call; `signal` aborts between
 *  chunks and records (the next() rejects with its reason) and closes the source. */
export function streamRecords(
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string> | StreamOfChunks | Uint8Array | string,
  options?: {
    profile?: ProfileName;
    encoding?: string;
    /** As readRecords' fen. */
    fen?: string;
    /** An AbortSignal. */
    signal?: { readonly aborted: boolean; throwIfAborted(): void };
  } | null,
): AsyncGenerator<GameRecord, void, undefined>;
/** The game at the end of a record's mainline (Game.fromRecord). */
export function gameFromRecord(record: GameRecord, options?: { profile?: ProfileName } | null): Game;
/** A game as PGN, GIB (janggi), DhtmlXQ or WXF-file (xiangqi) text, or XQF (xiangqi) bytes, that
 *  readRecords reads back (game.toRecord). */
export function recordFromGame(game: Game, options: XqfWriteOptions): Uint8Array;
export function recordFromGame(game: Game, options?: RecordWriteOptions | null): string;
/** A format chosen at run time: bytes for XQF, else text. */
export function recordFromGame(game: Game, options: RecordWriteOptions | XqfWriteOptions): string | Uint8Array;
