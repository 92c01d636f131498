// page.js — the static page's check (init() with no argument: the wasm next to the package).
import * as lib from 'boardrules';
import * as cg from 'boardrules/chessground';
import { check } from '../src/check.mjs';

check(lib, cg).then((result) => { window.__result = result; }, (error) => { window.__result = { error: String(error?.stack ?? error) }; });
