// prefs.js — the reader's choices that are about them, not the game: the notation of each game,
// the piece set, whether threats are marked, whether and in how many lines the server's
// engine analyses, how strongly it plays when it plays a side, and whether moves are
// heard. Kept in localStorage, so every tab and every later visit opens with them.
import { NOTATIONS } from 'boardrules';
import { PIECE_SETS } from './pieces.js';
import { notationChoices } from './notation.js';
import { state } from './state.js';
import { LEVELS } from './engine-levels.js';

const KEY = 'boardrules-demo-prefs';

/** Saves one choice (`{ set }`, `{ threats }`, `{ engineLines }`, `{ engineOn }`, `{ enginePlayLevel }`, `{ sound }` or
 *  `{ notation: { [game]: id } }`) over what is stored: another tab may have saved other games'
 *  notations since this one read them. */
export function savePrefs(choice) {
  try {
    let stored = null;
    try { stored = JSON.parse(localStorage.getItem(KEY)); } catch { /* unreadable: written anew */ }
    if (!stored || typeof stored !== 'object') stored = {};
    const notation = { ...(stored.notation && typeof stored.notation === 'object' ? stored.notation : {}), ...choice.notation };
    const kept = (name) => choice[name] ?? stored[name];
    localStorage.setItem(KEY, JSON.stringify({ set: kept('set'), threats: kept('threats'), engineLines: kept('engineLines'), engineOn: kept('engineOn'), enginePlayLevel: kept('enginePlayLevel'), sound: kept('sound'), notation }));
  } catch { /* storage turned off: the choices last this visit */ }
}

/** Takes the saved choices that still name a notation of their game and a piece set. */
export function loadPrefs() {
  let saved;
  try {
    saved = JSON.parse(localStorage.getItem(KEY));
  } catch {
    return;
  }
  if (Object.hasOwn(PIECE_SETS, saved?.set)) state.set = saved.set;
  if (typeof saved?.threats === 'boolean') state.threats = saved.threats;
  if (Number.isInteger(saved?.engineLines) && saved.engineLines >= 1) state.engineLines = saved.engineLines; // the engine's most: engine-live.js
  if (typeof saved?.engineOn === 'boolean') state.engineOn = saved.engineOn;
  if (typeof saved?.sound === 'boolean') state.sound = saved.sound;
  if (Number.isInteger(saved?.enginePlayLevel) && saved.enginePlayLevel >= 1 && saved.enginePlayLevel <= LEVELS.length) state.enginePlayLevel = saved.enginePlayLevel;
  for (const [game, id] of Object.entries(saved?.notation && typeof saved.notation === 'object' ? saved.notation : {})) {
    if (Object.hasOwn(NOTATIONS, game) && notationChoices(game).some((c) => c.id === id)) state.notation[game] = id;
  }
}
