// write_tags.js — the tags a record is written with (write.js): which the caller may give
// (its own start and game only repeated, never changed), each side's name tag where the format
// has one, one spelling of a tag, and a tag pair as one line.

import { ArgumentError, profileInfo } from '../index.js';
import { normalizeFen, profileOfVariant } from './settle.js';
import { named } from './named.js';
import { gibStart, formationsOf } from './gib.js';
import { lent } from './lent.js';

/** The same start in FEN, as the game reads it: a FEN tag's way of writing it (a side 'r', no
 *  counters) is not another start. */
function sameStart(game, rules, fen, start) {
  const read = (text) => {
    let g;
    try {
      g = rules.at(normalizeFen(String(text), game.variant));
      return g.fen();
    } catch {
      return null;
    } finally {
      g?.free();
    }
  };
  const theirs = read(fen);
  return theirs !== null && theirs === read(start);
}

/** Why a [Variant] value would not read back as the game (its game, its profile when it names
 *  one, or rules with setup turns where the game's have none, or the other way), or null: a
 *  game's own name ('Xiangqi', 'janggi') stands for any of its profiles otherwise. */
export function variantMismatch(value, game, rules) {
  const profile = profileOfVariant(value);
  if (!profile || lent.gameOfName(profile) !== game.variant) return `is not ${game.variant}, the game's`;
  if (/\//.test(String(value)) && profile !== game.profile) return `names other rules than the game's, ${game.profile}`;
  const setupTurns = lent.hasProfile(profile) && profileInfo(profile).setupTurns;
  if (setupTurns !== rules.setupTurns) return `reads back as ${profile}, whose rules ${setupTurns ? 'have' : 'have no'} setup turns (${game.profile}'s ${rules.setupTurns ? 'have' : 'have none'})`;
  return null;
}

/** The [Variant] the game's record is written with: its game's name for a standard profile. */
export const variantOf = (game) => (game.profile.endsWith('/standard') ? game.variant : game.profile);

/** toRecord's tags may repeat, not change, what the game itself is: its start (FEN) and its game
 *  and rules (Variant); another value would write a record that does not read back as the game. */
export function checkOwnTags(tags, game, rules, start) {
  for (const name of Object.keys(tags ?? {})) {
    const lower = name.toLowerCase(), value = tags[name];
    if (lower === 'fen' && String(value).trim() && !sameStart(game, rules, value, start)) {
      throw new ArgumentError('bad-argument', `toRecord's tag ${name} ${named(value)} is not the game's start (${start}): a tag cannot change it`);
    }
    const why = lower === 'variant' ? variantMismatch(value, game, rules) : null;
    if (why) throw new ArgumentError('bad-argument', `toRecord's tag ${name} ${named(value)} ${why}: a tag cannot change it`);
  }
}

/** A janggi record's start is also its formations (GIB's 초차림, 한차림, 초포진, 한포진, a PGN's
 *  [Cho] and [Han] holding one) or its [판] board, which readRecords reads where no [FEN] says the
 *  start: such a tag of the caller's that is not the game's start (a 판 of 'v', a 초차림 of
 *  another formation) had been written, and the record read back as bad-formation, or from another
 *  start. The tags are read as the reader reads them, with what the writer adds: a GIB of a
 *  formation start gets the game's formation for a side the tags give none, one of another start
 *  its [판] board in place of the caller's; a PGN of a start not the profile's gets a [FEN].
 *  `start`: the start written (a vchess GIB's is after its setup turns). */
export function checkJanggiStart(tags, start, format, standardStart) {
  const given = Object.entries(tags ?? {}).map(([name, value]) => [name, String(value)]);
  const alone = gibStart(given);
  if (alone.fen === undefined && !alone.error) return; // no start tag of the caller's
  // the formations a GIB is written with: none for a start with Han to move (its 판 says it)
  const own = start.split(' ')[1] === 'b' ? null : formationsOf(start);
  if (format === 'gib' && !own) return;
  if (format === 'pgn' && (!standardStart || given.some(([name]) => name.toLowerCase() === 'fen'))) return;
  const board = given.some(([name]) => name === '판');
  const hasSide = (side) => given.some(([name]) => name === `${side}차림` || name === `${side}포진`);
  const added = format === 'gib' && !board ? [['초', own.cho], ['한', own.han]].filter(([side]) => !hasSide(side)).map(([side, f]) => [`${side}차림`, f]) : [];
  const read = added.length ? gibStart([...given, ...added]) : alone;
  const placement = (text) => text?.split(' ')[0];
  if (read.fen !== undefined && placement(read.fen) === placement(start) && (board || read.fen.split(' ')[1] === start.split(' ')[1])) return;
  const names = given.filter(([name, value]) => /^(판|[초한](차림|포진))$/.test(name) || (/^(cho|han)$/i.test(name) && /^[마상\s]+$/.test(value)))
    .map(([n, v]) => `${n} ${named(v)}`).join(', ');
  const why = read.error ? `does not read as a start (${read.error.message})` : 'is not the game\'s start';
  throw new ArgumentError('bad-argument', `toRecord's tag ${names} ${why} (${start}): a tag cannot change it`);
}

/** toRecord's tags: an object of tag names to texts (a number or a boolean is written as its
 *  text), else an ArgumentError. A Map's entries are no properties (its tags were dropped), and a
 *  value that is an object ran its toString, or threw a TypeError (Object.create(null)). */
export function checkTags(tags) {
  if (tags == null) return;
  if (!lent.isPlainObject(tags)) {
    throw new ArgumentError('bad-argument', `toRecord's tags are an object of tag names to texts, not ${named(tags)}`);
  }
  const written = new Map(); // a name as a tag pair writes it -> the caller's name
  for (const name of Object.keys(tags)) {
    const value = tags[name];
    if (!['string', 'number', 'boolean'].includes(typeof value)) {
      throw new ArgumentError('bad-argument', `toRecord's tag ${named(name)} is a text, not ${named(value)}`);
    }
    // two names written alike ('a b' and 'a_b') would read back as one, the first's value lost
    const as = writtenName(name), other = written.get(as);
    if (other !== undefined) {
      throw new ArgumentError('bad-argument', `toRecord's tags ${named(other)} and ${named(name)} would both be written [${as}]: give one`);
    }
    written.set(as, name);
  }
}

// PGN names the players [White] and [Black] whatever the game (pychess, elephantchess.io): White
// is the side that moves first, xiangqi's Red, janggi's Cho (pychess's janggi: its first colour,
// the FEN's 'w', is Blue, Cho). A file with names of its own for the sides has a place for them
// only there (WXF's RED line, XQF's red name field, [DhtmlXQ_red], GIB's 초대국자), and a GIB
// names its event, place, date and round in Korean too (대회명, 대국장소, 대국일자, 회전, as
// janggi.com's and Hangame's files write them): a roster tag moves to its own name when the
// record does not hold that name already, and in a PGN the own name stands in for the roster's.
const OWN_NAMES = {
  xiangqi: { White: 'Red', WhiteElo: 'RedElo' },
  janggi: { Event: '대회명', Site: '대국장소', Date: '대국일자', Round: '회전', White: '초대국자', Black: '한대국자' },
};

/** The tags with each roster tag renamed to the game's own name for it, in place (the order kept),
 *  where the tags hold no such name yet (names compared in any case). */
export function sideTags(tags, variant) {
  const names = tagNames(tags);
  const key = (name) => names.get(name.toLowerCase())?.[0];
  const renames = new Map();
  for (const [name, own] of Object.entries(OWN_NAMES[variant] ?? {})) {
    const from = key(name);
    if (from !== undefined && key(own) === undefined) renames.set(from, own);
  }
  if (!renames.size) return tags;
  return Object.fromEntries(Object.entries(tags).map(([name, value]) => [renames.get(name) ?? name, value]));
}

/** The tags' names by their lower case, each with its spellings in the tags' order: built in one
 *  pass, where a look-up of each name had scanned them all (a record of 256k tags had been
 *  written in 5 s, 15 such scans). */
export function tagNames(tags) {
  const names = new Map();
  for (const name of Object.keys(tags)) {
    const lower = name.toLowerCase();
    const spellings = names.get(lower);
    if (spellings) spellings.push(name);
    else names.set(lower, [name]);
  }
  return names;
}

/** Sets a tag that the tags may hold in any case ('format', 'FORMAT') as one: the first
 *  spelling keeps the value, the others go (a reader takes one of them, not always the first).
 *  `names`, the tags' tagNames, is kept up to date. */
export function setTag(tags, names, name, value) {
  const keys = names.get(name.toLowerCase()) ?? [name];
  for (const key of keys.slice(1)) delete tags[key];
  tags[keys[0]] = value;
  names.set(name.toLowerCase(), [keys[0]]);
}

/** A tag pair is one line, its name a run of what a name may hold (a page's title read with its
 *  line breaks, a caller's 'Round no' come out as one line and Round_no). */
export function tagPair(name, value) {
  const oneLine = String(value).replace(/[\x00-\x1f\x7f\u2028\u2029]+/g, ' ');
  return `[${writtenName(name)} "${oneLine.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
}

const writtenName = (name) => String(name).replace(/[\s"\[\]\x00-\x1f]/g, '_') || '_';

// PGN's export format opens with the seven-tag roster, in this order, a tag unknown to the writer
// given as its placeholder (PGN standard 8.1.1; chess.js and pychess write all seven).
const ROSTER = [['Event', '?'], ['Site', '?'], ['Date', '????.??.??'], ['Round', '?'], ['White', '?'], ['Black', '?'], ['Result', '*']];

/** The tags of a PGN record: the roster first, in its order, then the rest in theirs; a roster
 *  tag's own name (OWN_NAMES) stands in for it, no placeholder beside a GIB's 대회명. */
export function rosterFirst(tags, variant) {
  const names = tagNames(tags);
  const key = (name) => names.get(name.toLowerCase())?.[0];
  const ordered = {};
  for (const [name, placeholder] of ROSTER) {
    const own = key(name) ?? key(OWN_NAMES[variant]?.[name] ?? '');
    if (own === undefined) ordered[name] = placeholder;
    else ordered[own] = tags[own];
  }
  return Object.assign(ordered, tags);
}

/** The tags less the roster's placeholders (a PGN's [White "?"]), for a format whose fields have no
 *  such mark: a '?' there would read as a name. */
export function withoutPlaceholders(tags) {
  const placeholder = new Map(ROSTER.map(([name, value]) => [name.toLowerCase(), value]));
  return Object.fromEntries(Object.entries(tags).filter(([name, value]) => placeholder.get(name.toLowerCase()) !== value));
}
