// named.js — a value named in a message of the records code: never throws, never runs the
// caller's code (toJSON, toString). It is errors.js's describe, which this entry cannot import:
// under Node it shares only what `boardrules` exports.
export const named = (v) => (typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
  : isList(v) ? 'an array' : (v !== null && typeof v === 'object') ? 'an object' : typeof v === 'function' ? 'a function'
    : typeof v === 'symbol' ? 'a symbol' : typeof v === 'bigint' ? `${v}n` : String(v));

/** Array.isArray, false for a revoked Proxy: it throws a TypeError for one, and a message naming
 *  one threw that instead of the error it was to carry. */
function isList(v) {
  return !revoked(v) && Array.isArray(v);
}

/** Whether a caller's value is a revoked Proxy, which every use (a property, instanceof) throws
 *  the platform's TypeError for: the entries refuse one as what they refuse of its kind.
 *  Array.isArray alone tells, running none of the caller's traps. */
export function revoked(v) {
  try {
    Array.isArray(v);
    return false;
  } catch {
    return true;
  }
}
