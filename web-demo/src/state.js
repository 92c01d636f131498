// state.js — what the analysis board shows (one object, `state`), and the small helpers every
// part of the board reads it through: element look-up, the message line, side names, the chosen
// notation, outcome wording, the clipboard.
import { SIDE_NAMES } from './pieces.js';
import { defaultChoice } from './notation.js';

export const $ = (id) => document.getElementById(id);
/** Sets an element's text or style only when it changes (a render runs on every step). */
export const setText = (el, text) => { if (el.textContent !== text) el.textContent = text; };
export const setStyle = (el, name, value) => { if (el.style[name] !== value) el.style[name] = value; };

const REASONS = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'no-moves': 'No legal move',
  bikjang: 'Bikjang (generals still facing)',
  'double-pass': 'Two passes in a row',
  'move-limit': 'Move limit',
  repetition: 'Repetition',
  'perpetual-check': 'Perpetual check',
  'perpetual-chase': 'Perpetual chase',
  'insufficient-material': 'Insufficient material',
  'material-count': 'Material count',
  counting: 'Counting rule',
  resignation: 'Resignation',
  timeout: 'Time out',
  agreement: 'Draw agreed',
};

export const SETUP_KINDS = {
  keep: { label: 'Keep', sides: [] },
  left: { label: 'Swap left', sides: ['left'] },
  right: { label: 'Swap right', sides: ['right'] },
  both: { label: 'Swap both', sides: ['left', 'right'] },
};

export const state = {
  profile: null,
  game: null,        // the position of `node`
  startFen: null,    // the FEN the analysis starts from, or null (the profile's start)
  root: null,        // the move tree
  node: null,        // the node shown
  tags: {},          // the imported record's tags
  result: '*',
  resultLine: '', // the main line the result is that of (analysis.js resultNow)
  notation: {},      // chosen notation id per game
  set: 'traditional',
  selected: null,    // square of the selected piece
  cursor: null,      // the board's point the keyboard is on (null: boardCursor picks one)
  flipped: false,
  legend: false,
  threats: false,     // mark the pieces attacked and not defended (threats.js); a pref
  engineLines: 3,     // how many of the best moves the server's engine searches (engine-live.js); a pref
  engineOn: false,    // whether it analyses the position shown (engine-live.js); a pref
  engineThreat: false, // whether it analyses what the other side threatens instead (engine-live.js)
  sound: true,        // whether moves are heard (sound.js); a pref
  enginePlays: null,  // the side the server's engine plays, 'white' or 'black' (engine-play.js)
  enginePlayLevel: 5, // how strongly it plays, 1 to 8 (engine-levels.js); a pref
  editor: null,      // the position editor, while it is open
  tool: null,        // the editor's chosen letter, or 'remove'
  records: [],       // the games of the last imported file
  recordInput: null, // that file's text or bytes (a reload reads it again)
  archive: null,     // the zip archive that file is in: { name, bytes, entries, shown, input } (open-file.js)
  recordEdits: [],   // those of them worked on, kept while another is shown: { analysis, opened } (record-io.js)
  recordShown: null, // { index, opened }: the one shown, and its record text when it opened;
                     // null once the board shows anything else (analysis.js newGame)
  message: null,     // { text, kind: 'refusal' | 'info' | 'error', code? }
  fenDirty: false,   // the node whose FEN field holds the user's text (false: the position's)
  kept: {},          // per game: the analysis left for another game (switch-rules.js)
  edits: 0,          // changes the user made to the tree's moves (added, deleted, promoted)
  uncut: null,       // { analysis, edits }: the tree before other rules cut moves from it (switch-rules.js)
  linkLeft: [],      // the analyses links opened in their place replaced, latest last: Back to one's link brings it back (main.js)
};

/** Counts a change the user made to the move tree (a tree cut by other rules is then theirs). */
export function touched() {
  state.edits++;
}

export const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);
export const side = (color) => SIDE_NAMES[state.game.variant][color];
export const choice = () => defaultChoice(state.game.variant, state.notation[state.game.variant]);

/** The message line; `action` ({ label, run }) adds a button to it (an Undo). */
export function say(text, kind = 'info', code, action) {
  state.message = text ? { text, kind, code, action } : null;
}

/** Clears the message on a step, Escape or a piece selected, but not the Undo it offers (an
 *  analysis replaced, a move deleted): only a move played ends that, or writing on the board,
 *  which its Undo then refuses. */
export function quiet() {
  if (!state.message?.action) state.message = null;
}

/** A load failed, its error shown by its own field: what the message said of an earlier success
 *  ("Position loaded.") is stale beside it. An Undo that message offers still works, and stays. */
export function supersede() {
  const action = state.message?.action;
  state.message = action ? { text: 'The last change before this can still be undone.', kind: 'info', action } : null;
}

/** A tag's value, or undefined for PGN's placeholders for a value nobody knows ("?", "????.??.??"),
 *  which records written with the seven-tag roster carry. */
export const known = (value) => (value === '?' || value === '????.??.??' ? undefined : value);

/** A text the user typed or pasted, short enough to quote in a message. */
export const quoted = (text) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** ' (text)', naming a text a message refuses; nothing where the core's words quote it already
 *  ('not a move of xiangqi in uci: "zz99"'): the message quotes it once. */
export const naming = (text, message) => (message.includes(quoted(text)) ? '' : ` (${text})`);

export function outcomeText(o) {
  // a material count says what it scored: 'Repetition — material count'
  const reason = o.scored ? `${REASONS[o.scored] ?? o.scored} — material count` : REASONS[o.reason] ?? o.reason ?? 'Game over';
  // the result first: a status line too long for its one line (style.css) keeps who won in view
  const why = reason.charAt(0).toLowerCase() + reason.slice(1);
  return o.winner ? `${side(o.winner)} wins ${o.result} — ${why}` : `Draw ${o.result} — ${why}`;
}

/** Copies `text`; without clipboard access, leaves it selected in `field` (if any) for the user. */
export async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.value = text;
    field.select();
    return document.execCommand?.('copy') ?? false;
  }
}
