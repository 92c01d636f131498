// unique.js — convert --unique: a record whose game an earlier record of the run already holds
// is not written again. Archives merged from several sources repeat games (the same game in a
// site's Chinese, WXF and ICCS files; a tournament in two collections), and a database
// wants each once. The same game is the same mainline from the same start position: tags,
// comments, variations and results may differ (the first record's are written).
//
//   movesKey(game) -> a 27-character key of the game's start and mainline (in a worker)
//   keepFirst() -> { pass(out, copies) -> { out, err, duplicates } }   (the main thread, in input order)
import { createHash } from 'node:crypto';
import { Game } from '../index.js';

const startFens = new Map(); // profile -> its start position's board and side to move

/** The board and side to move of a FEN: the counters differ between writers of the same start. */
const placement = (fen) => fen.split(' ').slice(0, 2).join(' ');

export function movesKey(game) {
  let start = startFens.get(game.profile);
  if (start === undefined) {
    const fresh = new Game(game.profile);
    startFens.set(game.profile, start = placement(fresh.fen()));
  }
  // a [FEN] of the profile's own start is no other start than none
  const from = game.startFen === null ? start : placement(game.startFen);
  const moves = game.history({ notation: false }).map((m) => m.uci).join(' ');
  return createHash('sha1').update(`${game.profile}\n${from}\n${moves}`).digest('base64').slice(0, 27);
}

/** The filter of the run: `copies` ([key, length, name] for each record written into `out`, in
 *  order) says where each record's text is; those whose key came before are left out and named. */
export function keepFirst() {
  const seen = new Map(); // key -> the name (source:line) of the record written
  return {
    pass(out, copies) {
      let kept = '', err = '', at = 0, duplicates = 0;
      for (const [key, length, name] of copies) {
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, name);
          kept += out.slice(at, at + length);
        } else {
          duplicates++;
          err += `${name}: not written: the same game as ${first}\n`;
        }
        at += length;
      }
      return { out: kept, err, duplicates };
    },
  };
}
