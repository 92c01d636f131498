// record-faults.mjs — what must hold of every record a text gives: a record, or a typed error
// whose code the declarations list; and what reads writes back the same, through PGN (in UCI, or
// with `notations`, in every notation of its game) and through its game's own formats (GIB;
// DhtmlXQ, WXF files and XQF). Used by records-fuzz.test.js on mutants and by
// tests/archive-roundtrip.mjs on whole archives.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Game, BoardRulesError, NOTATIONS } from '../../../bindings/index.js';
import { readRecords, recordFromGame, gameFromRecord, RecordError } from '../../../bindings/records/index.js';

/** A record's tree as plain data: the moves of each line, with their comments as PGN holds them:
 *  without '}', which would end one, and with their white space as single spaces, since a line
 *  that would open another record (a tag pair, a page, a WXF file) is joined to the line before
 *  (records-roundtrip.test.js tests what the writer does exactly). */
function tree(nodes) {
  return nodes.map((n) => ({
    uci: n.uci, comment: (n.comment ?? '').replace(/\}/g, '').replace(/\s+/g, ' ').trim(), variations: (n.variations ?? []).map(tree),
  }));
}

// What a game of each kind is written in besides PGN (records/write.js).
const NATIVE_FORMATS = { xiangqi: ['dhtmlxq', 'wxf', 'xqf'], janggi: ['gib'], makruk: [] };

const isCode = (code) => typeof code === 'string' && /^[a-z][a-z0-9-]*$/.test(code);

// A record's error code is one of RecordProblemCode (bindings/index.d.ts), so that typed code can
// switch on it: the union, with the unions it names, read from the declarations.
const DTS = readFileSync(fileURLToPath(new URL('../../../bindings/index.d.ts', import.meta.url)), 'utf8');
function unionOf(name) {
  const body = new RegExp(`export type ${name} =([^;]*);`).exec(DTS)[1].replace(/\/\*[\s\S]*?\*\//g, '');
  return [...[...body.matchAll(/'([^']+)'/g)].map((m) => m[1]), ...[...body.matchAll(/\b([A-Z]\w+Code)\b/g)].flatMap((m) => unionOf(m[1]))];
}
const PROBLEM_CODES = new Set(unionOf('RecordProblemCode'));

/** The faults of one input, as strings (none: all held); `seen` counts its records and the clean
 *  ones. `notations`: PGN in every notation of the game, not UCI alone. */
export function faultsOf(bytes, seen = { records: 0, clean: 0 }, { notations = false } = {}) {
  let records;
  try {
    records = readRecords(bytes);
  } catch (e) {
    return e instanceof RecordError && isCode(e.code) && e.message ? [] : [`readRecords threw ${e?.name}: ${e?.message}`];
  }
  seen.records += records.length;
  const faults = [];
  for (const [i, record] of records.entries()) {
    const at = `record ${i + 1} (${record.format})`;
    if (record.error) {
      const { ply, code, message } = record.error;
      if (!Number.isInteger(ply) || ply < 0 || !PROBLEM_CODES.has(code) || !message) faults.push(`${at}: error ${JSON.stringify(record.error)}`);
      continue;
    }
    seen.clean++;
    try {
      const game = gameFromRecord(record);
      const start = new Game(record.profile, record.fen).fen();
      if (game.history({ notation: false }).length !== record.moves.length) faults.push(`${at}: the game has another length`);
      for (const notation of notations ? NOTATIONS[game.variant] : ['uci']) {
        const text = recordFromGame(game, { format: 'pgn', notation });
        const pgn = notation === 'uci' ? 'its PGN' : `its PGN in ${notation}`;
        const back = readRecords(text, { profile: record.profile });
        if (back.length !== 1 || back[0].error) {
          faults.push(`${at}: ${pgn} reads back as ${back.length} records${back[0]?.error ? `, ${back[0].error.message}` : ''}`);
          continue;
        }
        if (new Game(record.profile, back[0].fen).fen() !== start) faults.push(`${at}: ${pgn} starts elsewhere`);
        if (JSON.stringify(tree(back[0].moves)) !== JSON.stringify(tree(record.moves))) faults.push(`${at}: ${pgn} holds another tree`);
        const again = gameFromRecord(back[0]);
        if (again.fen() !== game.fen()) faults.push(`${at}: ${pgn} ends at ${again.fen()}, not ${game.fen()}`);
        again.free();
      }
      // the game's own formats keep at least its mainline and where it ends
      const mainline = record.moves.map((m) => m.uci).join(' ');
      for (const format of NATIVE_FORMATS[game.variant]) {
        let written;
        try {
          written = recordFromGame(game, { format });
        } catch (e) {
          if (e instanceof RecordError && e.code === 'unwritable-position') continue; // XQF, DhtmlXQ: 16 pieces a side at most
          throw e;
        }
        const [b, extra] = readRecords(written, { profile: record.profile });
        // these formats hold no move counters, and DhtmlXQ no side to move (a start without moves
        // reads as Red's): the board, and the side where it is held
        const held = (fen) => fen.split(' ').slice(0, format === 'dhtmlxq' && !mainline ? 1 : 2).join(' ');
        const sameEnd = (fen) => held(fen) === held(game.fen());
        if (!b || extra || b.error || b.moves.map((m) => m.uci).join(' ') !== mainline || !sameEnd(gameFromRecord(b).fen())) {
          faults.push(`${at}: written as ${format} it reads back as ${b?.error?.message ?? `${b?.moves.length} moves`}`);
        }
      }
      game.free();
    } catch (e) {
      faults.push(`${at}: ${e instanceof BoardRulesError ? `${e.code}: ` : `${e?.name}: `}${e?.message}`);
    }
  }
  return faults;
}
