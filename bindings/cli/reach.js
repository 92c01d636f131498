// reach.js — `find`'s work on one record (work.js runs it in every thread): its mainline replayed
// until it reaches the position searched for, its board and side to move (a FEN's first two
// fields: the counters and the moves that led there may differ), or ends, or can no longer reach
// it: no move of these games adds a piece (a capture takes one, a promotion and a pass none), so
// a board with fewer pieces than the one searched for is past it, and one with more is not it.
import { recordGame, shownName } from './common.js';

/** A position's key: a FEN's board and side to move. */
export const positionKey = (fen) => fen.slice(0, fen.indexOf(' ', fen.indexOf(' ') + 1));
/** The key find compares: the board and side to move, or the board alone (find.sides 'either'). */
const keyOf = (fen, find) => (find.sides === 'either' ? fen.slice(0, fen.indexOf(' ')) : positionKey(fen));
/** The pieces on a FEN's board (its letters; makruk's promoted met 'M~' is one). */
export const piecesOf = (fen) => fen.split(' ', 1)[0].replace(/[^a-zA-Z]/g, '').length;

/**
 * The row of a record for `find` (ctx.find: { game, key, sides, pieces }): { source, line, id?, profile,
 * status: 'found' | 'not-found' | 'unreadable', plies (played), ply? (the first time it is
 * there), next? (the move played from there, UCI), text? (that move in ctx.find.notation, unless
 * UCI), last? (true: no move follows), refused? (the record's next move, which the rules
 * refuse), result? (the record's, when it declares one), error? }. The moves are played up to one the rules refuse (the positions before it count) and
 * past an end of the rules (a repetition nobody called).
 */
export function reachIn(record, ctx) {
  const { row, game, error } = recordGame(record, ctx);
  row.plies = 0;
  if (error) return Object.assign(row, { status: 'unreadable', error });
  row.status = 'not-found';
  try {
    if (game.variant !== ctx.find.game) return row; // another game's board: never there
    game.playPastEnd = true;
    const { moves } = record;
    let pieces = piecesOf(game.fen());
    for (let ply = 0; ; ply++) {
      if (pieces === ctx.find.pieces && keyOf(game.fen(), ctx.find) === ctx.find.key) {
        row.status = 'found';
        row.ply = ply;
        if (ply === moves.length) { // the record's last move read, or one its reader refused
          if (record.refusal) row.refused = record.refusal.text;
          else row.last = true;
        } else {
          try {
            const text = ctx.find.notation === 'uci' ? null : game.notation(moves[ply], ctx.find.notation, ctx.find.style); // before it is played
            row.next = game.play(moves[ply]).uci;
            if (text !== null) row.text = text;
          } catch (e) {
            if (typeof e?.code !== 'string') throw e;
            row.refused = moves[ply]; // the record's next move, which the rules refuse
          }
        }
        const result = record.record?.result ?? record.result;
        if (result && result !== '*') row.result = result;
        return row;
      }
      if (ply === moves.length || pieces < ctx.find.pieces) return row;
      try {
        if (game.play(moves[ply]).captured) pieces--;
      } catch (e) {
        if (typeof e?.code !== 'string') throw e;
        return row; // the moves from here are not played (validate says why)
      }
      row.plies = ply + 1;
    }
  } finally {
    game.free();
  }
}

/** The text line of a record found: where, and what came next. */
export function foundText(r) {
  const name = r.line !== undefined ? `${shownName(r.source)}:${r.line}` : shownName(r.source);
  const when = r.ply ? `after ply ${r.ply}` : 'at the start';
  const then = r.next ? `, next ${r.text ?? r.next}` : r.last ? ', its last position' : `, its next move ${JSON.stringify(r.refused)} refused (validate says why)`;
  return `${name}: ${when}${then}${r.result ? ` (${r.result})` : ''}`;
}
