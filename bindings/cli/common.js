// common.js — helpers shared by the commands: profile and FEN checks, move texts, wording.
import { Game, profiles, validateFen } from '../index.js';
import { UsageError } from './args.js';

export function checkProfile(name) {
  if (!profiles().includes(name)) {
    throw new UsageError(`unknown profile ${JSON.stringify(name)} (profiles: ${profiles().join(', ')})`);
  }
  return name;
}

/** A --fen value checked against the profile; a bad FEN is a usage error. */
export function checkFen(profile, fen) {
  if (fen === undefined) return;
  const check = validateFen(profile, fen);
  if (!check.ok) throw new UsageError(`bad --fen: ${check.error.code}: ${check.error.message}`);
}

/** A game from the command line's profile and --fen. */
export function gameFrom(profile, fen) {
  checkProfile(profile);
  checkFen(profile, fen);
  return new Game(profile, fen);
}

export const byUci = (a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0);
export const outcomeText = (o) => (o.over ? `${o.result} ${o.reason}${o.scored ? ` (${o.scored})` : ''}` : '* (not over)');
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A move's text in a notation; setup choices (janggi/vchess) have only their UCI form. */
export function moveText(game, move, notation) {
  if (notation === 'uci' || move.setup) return move.uci;
  return game.notation(move.uci, notation);
}
