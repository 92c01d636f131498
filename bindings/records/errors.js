// errors.js — the typed error of record reading: a BoardRulesError with a stable code.
import { BoardRulesError } from '../errors.js';

/** A record (or its bytes) that cannot be read; `code` says why. */
export class RecordError extends BoardRulesError {}
