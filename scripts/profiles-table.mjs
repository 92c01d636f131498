// profiles-table.mjs — prints the README's profile table from the profiles themselves, so the
// documentation cannot drift from the code (tests/js/readme.test.js compares them).
//
//   node scripts/profiles-table.mjs
import { init, profileInfo, profileFields } from '../bindings/index.js';
import { fieldGamesOf } from '../bindings/profiles.js';

export const SEEDS = {
  'xiangqi/youzai': 'seed 002 (Youzai club, xiangqi) — RULES §3.1',
  'janggi/plyyard': 'seed 000 (Ply Yard, janggi) — RULES §3.2',
  'janggi/youzai': 'seed 004 (Youzai club, janggi) — RULES §3.3',
  'janggi/vchess': 'seed 001 (vchess, janggi) — RULES §3.4',
  'makruk/plyyard': 'seed 003 (Ply Yard, makruk) — RULES §3.5',
  'xiangqi/standard': "Fairy-Stockfish's xiangqi — RULES §3.6",
  'janggi/standard': "Fairy-Stockfish's janggi — RULES §3.6",
  'makruk/standard': "Fairy-Stockfish's makruk — RULES §3.6",
};

export async function profilesTable() {
  await init();
  const names = Object.keys(SEEDS);
  const infos = names.map((n) => profileInfo(n));
  const fields = profileFields().filter((f) => f !== 'startFen');
  const lines = [
    `| field | ${names.map((n) => `\`${n}\``).join(' | ')} |`,
    `|---|${names.map(() => '---').join('|')}|`,
    `| source | ${names.map((n) => SEEDS[n]).join(' | ')} |`,
  ];
  // fields that mean nothing for a game (the core's field table says which games read each)
  // are shown as a dash
  const applies = (info, f) => fieldGamesOf(f).includes(info.game);
  for (const f of fields) lines.push(`| \`${f}\` | ${infos.map((i) => (applies(i, f) ? String(i[f]) : '—')).join(' | ')} |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await profilesTable());
