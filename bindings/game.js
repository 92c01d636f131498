// game.js — Game: one game under a profile. Its state lives in a store (memory.js): a slot of
// the module's pool while it is used, its own bytes otherwise. Every method is synchronous.

import {
  W, ready, readText, writeText, enter, createStore, copyStore, dropStore, onInit,
} from './memory.js';
import { C, ERROR_NAMES, SIDES, NAMES, learnSquares } from './constants.js';
import { findProfile, writeFen, fenError } from './profiles.js';
import {
  movesOf, moveNumbers, moveTables, playedObject, explainMove, playRefused, moveNotation, perftOf, uciText, refusal, saysEnd,
} from './moves.js';
import { DEFAULT_NOTATION, notationKind, notationOption, coordinateLabelsOf } from './notation.js';
import { NOT_OVER, outcomeOf, declareEnd } from './outcome.js';
import { BoardRulesError, ArgumentError, describe, plainInput, plainOptions } from './errors.js';
import { historyOf, historyEntries, snapshotOf, restoreGame, notationCache, dropNotations, lineTexts } from './game_data.js';
import { isMoveNumber, moveKind, entryMove, entryOver } from './packing.js';
import {
  squareOf, squareArgument, pieceOn, boardBytesOf, piecesOf, destsOf, checksOf, attacksOf, attackersOf,
} from './board.js';
import { recordsCode, lendPlayUci } from './records/errors.js';

const COPY = Symbol('copy'); // constructor token: a game made from another game's store
let NOT_READ = 0; // "no move in that notation"
onInit(() => { NOT_READ = W.br_wasm_not_read(); });

function freed() {
  return new BoardRulesError('freed', 'this game was freed');
}

export class Game {
  #store;
  #profile;
  #game;
  #width;
  #height;
  #tables; // moveTables(game, width): what the moves it returns read
  #startFen;
  #redo = [];
  #notes = notationCache(); // history() texts already written
  // Whether the game is over, when the last play() judged it (0 or 1; -1: ask the module). Any
  // other change of the game sets -1. Once outcome() or isOver() has been asked, play() judges
  // the outcome in the same call (a replay asks it after every ply); until then it does not (a
  // board lists the moves after a move, and the list judges it anyway).
  #over = -1;
  #asksOutcome = false;
  #named = [undefined, undefined]; // the last { notation } play() read a text in, and its core number

  /**
   * A game under `profile` (a name from profiles()), from the profile's start position (with
   * setup turns where the profile has them) or from `fen`.
   * Throws UnknownProfileError, InvalidFenError, or ArgumentError for a fen of another type.
   */
  constructor(profile, fen, source) {
    if (profile === COPY) {
      this.#init(source.store, source.profile, source.game, source.startFen, source.width, source.height);
      this.#redo = source.redo;
      return;
    }
    const p = findProfile(profile);
    if (fen !== undefined && fen !== null) writeFen(fen, 'new Game(profile, fen)');
    else writeText('');
    const store = createStore(p.ptr);
    if (!store) throw fenError();
    this.#init(store, p.name, p.game, fen?.trim() ?? null); // the FEN as read: a form field's padding is none of it
  }

  #init(store, profile, game, startFen, width, height) {
    this.#store = store;
    this.#profile = profile;
    this.#game = game;
    this.#startFen = startFen;
    if (width === undefined) { // a new game: learn its board from the module
      const ptr = enter(store);
      width = W.br_wasm_width(ptr);
      height = W.br_wasm_height(ptr);
      learnSquares(ptr, width, height);
    }
    this.#width = width;
    this.#height = height;
    this.#tables = moveTables(game, width);
  }

  #p() {
    const store = this.#store;
    if (!store) throw freed();
    return enter(store);
  }

  /** Throws 'freed' for a freed game (calls that need no slot). */
  #live() { if (!this.#store) throw freed(); }

  /** Lets the game's slot go now; the game cannot be used afterwards. Never needed: a game that
   *  is dropped is collected like any JS object. */
  free() {
    if (this.#store) dropStore(this.#store);
    this.#store = null;
  }

  get profile() { return this.#profile; }
  get variant() { return this.#game; }
  get width() { return this.#width; }
  get height() { return this.#height; }
  /** Side to move: 'white' (Red, Cho, White) or 'black' (Black, Han, Black). */
  get turn() { return SIDES[W.br_wasm_turn(this.#p())]; }
  /** The FEN the game started from (null: the profile's start). */
  get startFen() { return this.#startFen; }
  /** Moves played, undo can take back; and moves taken back, redo can play again. */
  get ply() { return W.br_wasm_ply(this.#p()); }

  fen() { return readText(W.br_wasm_fen(this.#p())); }

  /** An independent copy: same profile (the copy the game was made with), position, history,
   *  redo moves and declared result. O(history) bytes copied. */
  clone() {
    this.#p();
    return new Game(COPY, null, {
      store: copyStore(this.#store), profile: this.#profile, game: this.#game, startFen: this.#startFen,
      width: this.#width, height: this.#height, redo: this.#redo.slice(),
    });
  }

  /** Plain data (JSON and structured clone) that Game.restore turns back into this game. */
  snapshot() {
    const ptr = this.#p();
    return snapshotOf(this, ptr, this.#redo.map((m) => uciText(ptr, this.#width, m)));
  }

  /** JSON.stringify(game) writes its snapshot, which Game.restore reads back. */
  toJSON() { return this.snapshot(); }

  /** The game a snapshot describes. Throws BoardRulesError subclasses for bad snapshots. */
  static restore(snapshot) {
    ready(); // before the snapshot is read: a custom profile's definition is checked against the built-ins
    // the game over a store just made (not a static of Game: a store is a wasm address)
    return restoreGame(snapshot, (store, profile, game, startFen) => new Game(COPY, null, { store, profile, game, startFen, redo: [] }));
  }

  /** The most legal moves a position can have: a Uint32Array this long always holds movesRaw(into). */
  static get maxMoves() { ready(); return C.MAX_MOVES; }

  /** The game at the end of a record's mainline (from readRecords); its tags and tree are kept.
   *  This and toRecord need `boardrules/records` loaded (RecordError 'records-not-loaded'). */
  static fromRecord(record, options) { return recordsCode('Game.fromRecord').gameFromRecord(record, options); }
  /** The game as a record: { format: 'pgn' | 'gib', notation, tags }; readRecords reads it back. */
  toRecord(options) { this.#live(); return recordsCode('game.toRecord').recordFromGame(this, options); }

  // -- squares and pieces --

  /** Square name ('e2', 'a10', or the cgx key 'a:') to index, or -1. */
  squareIndex(name) { this.#live(); return typeof name === 'string' ? squareOf(name, this.#width, this.#height) : -1; }
  /** Square index to name. */
  squareName(index) { this.#live(); return NAMES[this.#width][squareArgument(index, this.#width, this.#height, true)]; }
  /** The piece on a square: { letter, role, color, promoted? }, or null. */
  get(square) { return pieceOn(this.#p(), this.#game, this.#width, this.#height, square); }

  /** Every piece: [{ square, letter, role, color }], from a1 upward. */
  pieces() { return piecesOf(this.#p(), this.#game, this.#width, this.#height); }

  /** The board as a fresh Uint8Array, one byte per square (0 empty; type | colour << 3 | promoted 16). */
  boardBytes() { return boardBytesOf(this.#p(), this.#width, this.#height); }

  // -- moves --

  /**
   * Legal moves as encoded numbers (see README "Move encoding"): a new Uint32Array of its own
   * words, a view into a buffer shared with other lists (moves.js); or, given `into` (a
   * Uint32Array with room for the list; Game.maxMoves always is), written into it and returned
   * as `into.subarray(0, count)`.
   */
  movesRaw(into) { return moveNumbers(this.#p(), into); }

  /**
   * Legal moves: [{ from, to, uci, piece, captured?, promotion?, pass?, setup?, notation? }].
   * Options: { square } keeps the moves of the piece on that square; { notation } writes each
   * move's text in that notation (with { script, dots } as notation() takes them).
   */
  moves(options) {
    options = plainOptions(options, 'moves({ square, notation, script, dots })'); // user getters run before the game takes its slot (plainInput)
    return movesOf(this.#p(), this.#game, this.#width, this.#height, options);
  }

  /**
   * Destinations per origin, as chessground wants them: Map<from, to[]>. Passes and setup
   * choices are left out (see canPass and setupChoices). { keys: 'cgx' } writes rank 10 as ':'.
   */
  dests(options) {
    const keys = plainOptions(options, "dests({ keys: 'cgx' })")?.keys; // read before the game takes its slot
    return destsOf(this.#p(), this.#width, keys);
  }

  /** The vchess setup choices when a setup turn is due: [{ uci, setup: [] | ['left'] | ... }]. */
  setupChoices() { return this.moves().filter((m) => m.setup); }

  /** True when a setup turn is due (janggi/vchess at the start). */
  isSetupTurn() { return this.movesRaw().some((m) => moveKind(m) === C.MOVE_SETUP); }

  /** Why a move is refused: null when it is legal, else { code, message }. */
  explain(input, options) {
    input = plainInput(input); // user getters run before the game takes its slot (plainInput)
    options = plainOptions(options, 'explain(move, { notation })');
    const ptr = this.#p();
    return explainMove(ptr, this.#game, this.#width, input, notationOption(this.#game, options));
  }

  /**
   * Plays a move: text in any notation of the game ('b1c3', 'd5d6m', 'e2e2', 'pass', 'H02-83',
   * 'C2=5', 'Nd2'), { from, to }, { pass: true } or a move object. Returns the move played;
   * throws IllegalMoveError (with code and message) and leaves the game unchanged if refused.
   */
  play(input, options) {
    // a replay's ply (a text, the outcome asked after each): read, played and judged in one call,
    // and nothing else decided here when the core plays it; a refusal goes the general way
    // (#playAny; the game is unchanged), for its error. Kept this small, play() is inlined into
    // a replay's loop (with the general way in it: ~3% more of a makruk replay's time)
    if (this.#asksOutcome && options === undefined && typeof input === 'string' && input.length < 16) {
      const ptr = this.#p();
      const entry = writeText(input) ? W.br_wasm_play_text_outcome(ptr) : -1;
      if (entry >= 0) {
        this.#over = entryOver(entry);
        if (this.#redo.length) this.#redo = [];
        return playedObject(ptr, this.#tables, entry);
      }
    }
    // user getters run before the game takes its slot (plainInput)
    const entry = this.#playAny(plainInput(input), plainOptions(options, 'play(move, { notation })'));
    return playedObject(this.#p(), this.#tables, entry);
  }

  static {
    // the records entry's replay keeps only each move's UCI text: no move object made (a tenth
    // of reading GIB text had gone to them and their garbage), nor options copied, for its own
    // texts and frozen { notation } options (records/errors.js lends it)
    lendPlayUci((game, text, options) => uciText(game.#p(), game.#width, game.#playAny(text, options)));
  }

  // play() the general way: any input, a notation option, the outcome judged or not, refusals;
  // returns the history entry of the move played
  #playAny(input, options) {
    const ptr = this.#p();
    let entry = -1;
    this.#over = -1;
    if (typeof input === 'string' && input.length < 16) {
      if (options === undefined) {
        if (writeText(input)) { // any notation, read and played by the core in one call (and the outcome judged)
          entry = this.#asksOutcome ? W.br_wasm_play_text_outcome(ptr) : W.br_wasm_play_text(ptr);
        }
      } else {
        // one notation: read and played in one call too (a replay names the same one every ply)
        if (options?.notation !== this.#named[0] || this.#named[1] === undefined) {
          const kind = notationOption(this.#game, options);
          this.#named = [kind, kind === undefined ? undefined : notationKind(this.#game, kind)];
        }
        const number = this.#named[1];
        if (number !== undefined && writeText(input)) {
          entry = W.br_wasm_play_text_as(ptr, number, this.#asksOutcome ? 1 : 0);
          if (entry === NOT_READ) entry = -1; // read again below, for the error's words
        }
      }
      if (entry >= 0 && this.#asksOutcome) this.#over = entryOver(entry);
    }
    if (entry < 0) entry = playRefused(ptr, this.#game, this.#width, entry, input, notationOption(this.#game, options));
    if (this.#redo.length) this.#redo = [];
    return entry;
  }

  /** Plays an encoded move (from movesRaw); returns 0 or the refusal's code name. No objects. */
  playRaw(move) {
    const ptr = this.#p();
    if (!isMoveNumber(move)) return 'malformed-move';
    this.#over = -1;
    const code = W.br_wasm_play(ptr, move);
    if (code) return ERROR_NAMES[code];
    if (this.#redo.length) this.#redo = [];
    return 0;
  }

  /** Takes back the last move, and clears a declared result; returns the move, or null. */
  undo() {
    const ptr = this.#p();
    this.#over = -1;
    const ply = W.br_wasm_ply(ptr);
    if (ply === 0) {
      W.br_wasm_undo(ptr); // clears a declared result
      return null;
    }
    const [entry] = historyEntries(ptr, ply - 1);
    W.br_wasm_undo(ptr);
    dropNotations(this.#notes, ply - 1); // the next move played there may be another
    this.#redo.push(entryMove(entry));
    return playedObject(ptr, this.#tables, entry);
  }

  /** Plays again the last move taken back by undo; returns it, or null. */
  redo() {
    const ptr = this.#p();
    const raw = this.#redo.at(-1);
    if (raw === undefined) return null;
    this.#over = -1;
    const entry = W.br_wasm_play_move(ptr, raw);
    if (entry < 0) throw saysEnd(ptr, refusal(-entry, raw)); // game-over says how, as play()'s
    this.#redo.pop();
    return playedObject(ptr, this.#tables, entry);
  }

  // -- state --

  /** True if the side to move's general is attacked. */
  inCheck() { return !!W.br_wasm_in_check(this.#p()); }
  /** Squares of generals in check (the side to move's, if any). { keys: 'cgx' } as dests. */
  checks(options) {
    const keys = plainOptions(options, "checks({ keys: 'cgx' })")?.keys; // read before the game takes its slot
    return checksOf(this.#p(), this.#width, this.#height, keys);
  }
  /** True when the generals face each other on an open file (bikjang in janggi). */
  isBikjang() { const ptr = this.#p(); return this.#game === 'janggi' && !!W.br_wasm_generals_facing(ptr); }
  /** True if the side to move may pass now. */
  canPass() { return !!W.br_wasm_can_pass(this.#p()); }
  /** Whether play goes on past an end of the rules that leaves legal moves (repetition,
   *  perpetual check or chase, move limit, counting, bikjang, double pass): false by default.
   *  outcome() still gives the rules' verdict on the position; mate and declared results end
   *  play still. Records read with readRecords that went on past such an end play past it. */
  get playPastEnd() { return !!W.br_wasm_plays_past_end(this.#p()); }
  set playPastEnd(on) {
    if (typeof on !== 'boolean') throw new ArgumentError('bad-argument', `playPastEnd is true or false, got ${describe(on)}`);
    W.br_wasm_set_play_past_end(this.#p(), on ? 1 : 0);
  }

  /** { over, result: '1-0'|'0-1'|'1/2-1/2'|'*', winner: 'white'|'black'|null, reason } */
  outcome() {
    if (this.#over === 0 && this.#store) return NOT_OVER;
    this.#asksOutcome = true;
    return outcomeOf(W.br_wasm_outcome(this.#p()));
  }
  /** True when the game is over. */
  isOver() {
    if (this.#over >= 0 && this.#store) return this.#over === 1;
    this.#asksOutcome = true;
    return !!(W.br_wasm_outcome(this.#p()) & 1);
  }

  #declare(reason, loser) {
    const ptr = this.#p();
    this.#over = -1;
    declareEnd(ptr, reason, loser);
    return this.outcome();
  }
  /** `side` resigns; the other side wins. */
  resign(side) { return this.#declare('resignation', side ?? this.turn); }
  /** `side` ran out of time; the other side wins. */
  timeout(side) { return this.#declare('timeout', side ?? this.turn); }
  /** Both sides agree to a draw. */
  agreeDraw() { return this.#declare('agreement'); }

  /**
   * Moves played, oldest first: [{ from, to, uci, piece, captured?, ..., notation, check }],
   * read from the core's undo records. Options: { notation: kind | false, keys: 'cgx', since,
   * script, dots } (script and dots as notation() takes them).
   */
  history(options) {
    options = plainOptions(options, 'history({ notation, keys, since, script, dots })'); // user getters run before the game takes its slot (plainInput)
    return historyOf(this.#p(), this.#game, this.#width, options, this.#notes);
  }

  /** The texts of a line of moves from here (an engine's principal variation: an array, or a
   *  text of moves apart at spaces) in a notation of the game, as ffish's variationSan gives
   *  SAN; the game is left as it is. Options: { notation } how the line is written (as play()
   *  reads it: 'iccs' for Pikafish's h2e2), { script, dots } as notation() writes. */
  lineNotation(moves, kind = DEFAULT_NOTATION[this.#game], options) {
    options = plainOptions(options, 'lineNotation(moves, kind, { notation, script, dots })');
    this.#p(); // a freed game says so before its arguments are judged
    return lineTexts(this, moves, kind, options);
  }

  /** Writes a move (any form play accepts) in a notation of the game; options: { script } for
   *  Chinese, { dots } for WXF (NotationWriteOptions). */
  notation(input, kind = DEFAULT_NOTATION[this.#game], options) {
    input = plainInput(input); // user getters run before the game takes its slot (plainInput)
    options = plainOptions(options, 'notation(move, kind, { script, dots })');
    return moveNotation(this.#p(), this.#game, this.#width, input, kind, options);
  }

  /** The board's file and rank labels as notation `kind` writes them in its move texts (the
   *  core's): { files, ranks, secondFiles?, rankFirst }, files from a, ranks from the first player's. */
  coordinateLabels(kind = DEFAULT_NOTATION[this.#game]) { return coordinateLabelsOf(this.#p(), this.#width, notationKind(this.#game, kind)); }

  // -- analysis --

  /** Leaves of the legal-move tree to `depth` (0..12). */
  perft(depth) { return perftOf(this.#p(), depth); }

  /** Points the piece on `square` controls (could capture on), pins and turn ignored. */
  attacks(square) { return attacksOf(this.#p(), this.#width, this.#height, square); }

  /** Squares of `side`'s pieces that control `square`. */
  attackers(square, side) { return attackersOf(this.#p(), this.#width, this.#height, square, side); }
}
