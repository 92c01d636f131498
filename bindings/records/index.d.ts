// Type declarations for boardrules/records: reading and writing game records (PGN, GIB, DhtmlXQ,
// WXF files, dpxq.com's text export, CBF, XQF, CBR/CBL, plain move lists, in any supported
// encoding). Importing this entry also enables Game.fromRecord and game.toRecord of the main entry.
import type { EncodedRecordWriteOptions, Game, GameRecord, ProfileName, RecordWriteOptions, XqfWriteOptions } from '../index.js';

export type { EncodedRecordWriteOptions, GameRecord, MoveNode, RecordWriteOptions, XqfWriteOptions, RecordErrorCode } from '../index.js';
export { RecordError } from '../index.js';
import type { RecordError } from '../index.js';

/** Every game of a PGN, GIB, DhtmlXQ, WXF-file (PlayOK), dpxq.com text-export, CBF or plain
 *  move-list text (or its bytes, in any supported encoding), or of XQF or CBR/CBL (象棋桥) bytes. */
export function readRecords(input: string | Uint8Array | ArrayBuffer, options?: {
  profile?: ProfileName | undefined;
  encoding?: string | undefined;
  /** The start of the records that write none (no [FEN], GIB formations or [판] board; XQF, CBR
   *  and a DhtmlXQ binit always give theirs), as a [FEN] tag would: of the profile's game, or
   *  without a profile, of a board of its shape, read in the record's game. No start of the
   *  profile's game (of any game, without one): ArgumentError, before any record is read. */
  fen?: string | undefined;
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
    profile?: ProfileName | undefined;
    encoding?: string | undefined;
    /** As readRecords' fen. */
    fen?: string | undefined;
    /** An AbortSignal. */
    signal?: { readonly aborted: boolean; throwIfAborted(): void } | undefined;
  } | null,
): AsyncGenerator<GameRecord, void, undefined>;
/** A Blob or File (declared here, so that no DOM lib is needed; a Blob at run time). */
export interface BlobOfRecords {
  readonly name?: string;
  /** A File of a folder chosen through an <input webkitdirectory>: its path there. */
  readonly webkitRelativePath?: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  slice(start?: number, end?: number): BlobOfRecords;
}
/** A file or folder dropped, as DataTransferItem.webkitGetAsEntry() gives it (a FileSystemEntry;
 *  declared here, so that no DOM lib is needed). */
export interface DroppedEntry {
  readonly isFile: boolean;
  readonly isDirectory: boolean;
  readonly name: string;
  readonly fullPath: string;
}
/** A file of what openRecordFiles opened: the file itself, or one of a zip archive's. */
export interface RecordFile {
  /** The file's name: a File's, options.name for bytes, or the entry's path in its zip archive
   *  ('inner/games.pgn', folders by '/', names in UTF-8 or a local encoding decoded). */
  readonly name: string;
  /** The name of the zip archive it is in ('' for bytes given without a name), or null. */
  readonly archive: string | null;
  /** archive/name (name for an archive without a name): what to call it in messages. */
  readonly path: string;
  /** Its uncompressed size as its zip entry declares it, or its size as given; undefined for gzip
   *  data, whose size only inflating tells. */
  readonly size: number | undefined;
  /** Why it cannot be read, known before reading: a RecordError 'unreadable-archive' (an
   *  encrypted entry, one compressed another way) or 'archive-too-large'; bytes() rejects with it. */
  readonly error: RecordError | null;
  /** Its bytes, inflated where compressed (a zip entry; gzip data, also inside a zip) and checked
   *  (a zip entry's size and CRC-32): readRecords reads them. Rejects with a RecordError
   *  'unreadable-archive' naming the damage, 'archive-too-large' past maxSize, or
   *  'unreadable-file' for a File changed, moved or deleted since it was opened. */
  bytes(): Promise<Uint8Array>;
}
/** The record files of what a user opened or dropped: a zip archive gives its record files
 *  (documents, code, images, LICENSE and README files, dot files and macOS's __MACOSX passed over, as the CLI passes them
 *  over in a folder), in a folder walk's order, each inflated only when its bytes() is called;
 *  gzip data gives the file it compresses (members joined by `cat` too); other bytes are one file
 *  (readRecords tells what it is). A zip given as a File or Blob is read a piece at a time through
 *  slice (its directory, then each entry when asked), never whole. A list of Files (an <input
 *  multiple>'s FileList) gives each, by name, a zip among them as its files. A folder (its Files
 *  from an <input webkitdirectory>, named by their webkitRelativePath, or its DroppedEntry) gives
 *  its files as the CLI reads a folder's: in a folder walk's order, documents, images and dot
 *  files passed over, a zip in it known by its name (one whose directory cannot be read is a file
 *  with that error), each file named by its path ('games/2019/a.pgn'). Works in browsers and Node
 *  (DecompressionStream; Node's fs.openAsBlob gives a File on disk). Rejects with a RecordError,
 *  'bad-input' for input of another kind, 'unreadable-archive' for a zip whose directory cannot be
 *  read, 'unreadable-file' for a dropped folder that cannot be walked; an ArgumentError for bad
 *  options; an empty array for a zip or folder with no record file. */
export function openRecordFiles(
  input: Uint8Array | ArrayBuffer | ArrayBufferView | BlobOfRecords | DroppedEntry | Iterable<BlobOfRecords | DroppedEntry>,
  options?: {
    /** The name of bytes given (a File's or Blob's own name serves otherwise). */
    name?: string | undefined;
    /** The most a gzip file or zip entry is uncompressed to (default 256 MiB): a zip bomb is
     *  stopped there ('archive-too-large'), never inflated whole. */
    maxSize?: number | undefined;
    /** An AbortSignal, asked between chunks. */
    signal?: { readonly aborted: boolean; throwIfAborted(): void } | undefined;
  } | null,
): Promise<RecordFile[]>;
/** The game at the end of a record's mainline (Game.fromRecord). */
export function gameFromRecord(record: GameRecord, options?: { profile?: ProfileName | undefined } | null): Game;
/** A game as PGN, GIB (janggi), DhtmlXQ or WXF-file (xiangqi) text, or XQF (xiangqi) bytes, that
 *  readRecords reads back (game.toRecord). */
export function recordFromGame(game: Game, options: XqfWriteOptions | EncodedRecordWriteOptions): Uint8Array;
export function recordFromGame(game: Game, options?: RecordWriteOptions | null): string;
/** A format chosen at run time: bytes for XQF, else text. */
export function recordFromGame(game: Game, options: RecordWriteOptions | XqfWriteOptions): string | Uint8Array;

/** A drawing in a comment: a circle on `orig`, or an arrow from `orig` to `dest`, in a brush's
 *  colour (G green, R red, B blue, Y yellow), as lichess and ChessBase write them. */
export interface CommentShape {
  brush: 'G' | 'R' | 'B' | 'Y';
  /** A point's name as the moves write it ('e3', 'h10'): whether a board has it is the caller's to say. */
  orig: string;
  dest?: string;
}
/** An engine's evaluation of the position after a move, for the first player (White, Red, Cho):
 *  pawns, or the moves to a mate (negative: the second player mates); `depth`, the search's. */
export type CommentEvaluation = ({ pawns: number; mate?: undefined } | { mate: number; pawns?: undefined }) & { depth?: number };
/** A comment's commands, read out of it, and the rest of its text. */
export interface ParsedComment {
  /** The comment without the commands read (trimmed where one was taken out; as written where none was). */
  text: string;
  /** Every [%csl] circle and [%cal] arrow, in order. */
  shapes: CommentShape[];
  /** The first [%eval]: `[%eval 0.17]`, `[%eval #-3]`, `[%eval 0.17,20]`. */
  evaluation?: CommentEvaluation;
  /** The first [%clk]: the mover's clock after the move, in seconds (`[%clk 0:04:57.3]` is 297.3). */
  clock?: number;
  /** The first [%emt]: the time the move took, in seconds. */
  emt?: number;
}
/** A PGN comment's commands as lichess, chess.com, ChessBase and python-chess write them, read out
 *  of it: [%csl] and [%cal] drawings, [%eval], [%clk], [%emt]. One that does not read (`[%eval
 *  lots]`), and commands of other kinds, stay in the text. */
export function parseComment(comment: string): ParsedComment;
/** A comment with the commands first (`[%eval 0.17,20] [%clk 0:04:57] [%csl Re7] [%cal Gh3e3]`,
 *  pawns with two decimals, a clock as H:MM:SS with its fraction of a second), then the text:
 *  what parseComment reads back. */
export function makeComment(parsed: { [K in keyof ParsedComment]?: ParsedComment[K] | undefined }): string;
