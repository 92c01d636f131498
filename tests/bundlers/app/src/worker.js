// worker.js — the check in a module Web Worker.
import * as lib from 'boardrules';
import * as cg from 'boardrules/chessground';
import { check } from './check.mjs';

check(lib, cg).then((result) => self.postMessage(result), (error) => self.postMessage({ error: String(error?.stack ?? error) }));
