// worker.js — a module worker of the static page (workers see no import map).
import * as lib from '../node_modules/boardrules/bindings/index.js';
import * as cg from '../node_modules/boardrules/bindings/chessground.js';
import { check } from '../src/check.mjs';

check(lib, cg).then((result) => self.postMessage(result), (error) => self.postMessage({ error: String(error?.stack ?? error) }));
