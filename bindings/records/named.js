// named.js — a value named in a message of the records code: never throws, never runs the
// caller's code (toJSON, toString). It is errors.js's describe, which this entry cannot import:
// under Node it shares only what `boardrules` exports.
export const named = (v) => (typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
  : Array.isArray(v) ? 'an array' : (v !== null && typeof v === 'object') ? 'an object' : typeof v === 'function' ? 'a function'
    : typeof v === 'symbol' ? 'a symbol' : typeof v === 'bigint' ? `${v}n` : String(v));
