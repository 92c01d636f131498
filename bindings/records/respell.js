// respell.js — move texts of a writer's own dialect, respelled by the core (lent.dialectText:
// into the notation its reader reads; lent.dialectSpelling: out of UCI, for a writer), and
// remembered: a record's points repeat from game to game, and without it each ply crossed into
// the module each way (DhtmlXQ and XQF read at about half the speed). An answer is a pure function
// of the text, so a kept one is the core's; each table starts over when full, so that no input
// grows it without bound.
import { lent } from './lent.js';

const REMEMBERED_TEXTS = 1 << 14;

function remembering(respell) {
  const tables = new Map(); // by dialect
  return (dialect) => {
    let table = tables.get(dialect);
    if (!table) tables.set(dialect, table = new Map());
    return (text) => {
      let answer = table.get(text);
      if (answer === undefined) {
        if (table.size >= REMEMBERED_TEXTS) table.clear();
        table.set(text, answer = respell(text, dialect));
      }
      return answer;
    };
  };
}

/** A dialect's (the core's BR_DIALECT_ name) reading: its text as the notation's reader reads it. */
export const respelling = remembering((text, dialect) => lent.dialectText(text, dialect));
/** A dialect's writing: a move's UCI as the dialect spells it, or null. */
export const spelling = remembering((text, dialect) => lent.dialectSpelling(text, dialect));
