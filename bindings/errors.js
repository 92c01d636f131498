// errors.js — the library's error classes. Every failure carries a stable kebab-case `code`
// (the same names the C core uses) and a sentence in `message`.

export class BoardRulesError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    Object.assign(this, details);
  }
}

/** A move that is illegal here, or text that is not a move. */
export class IllegalMoveError extends BoardRulesError {}

/** A FEN that cannot be read or describes an impossible position. */
export class InvalidFenError extends BoardRulesError {}

/** A profile name that is not defined. */
export class UnknownProfileError extends BoardRulesError {}

/** A custom profile with an unknown field or a bad value. */
export class ProfileError extends BoardRulesError {}

/** Using the library before `await init()` resolved. */
export class NotInitializedError extends BoardRulesError {}
