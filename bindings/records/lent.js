// lent.js — the rules entry's helpers that the records code uses (the options check, the plain
// object test, the writers' style check, a profile name's game, a move text's notation): under
// Node the entries are pre-bundles that share only what `boardrules` exports, so index.js
// receives them through RecordError's lending slot (errors.js) and puts them here, where every
// records module reads them at call time.
export const lent = {};
