// inline.js — boardrules/inline: no wasm file next to the bundle.
import * as lib from 'boardrules/inline';
import * as cg from 'boardrules/chessground';
import { check } from './check.mjs';

check(lib, cg).then((result) => { window.__result = result; }, (error) => { window.__result = { error: String(error?.stack ?? error) }; });
