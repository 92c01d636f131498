// Types of `boardrules/inline`: the same API as `boardrules`, with the wasm inlined.
export * from './index.js';
/** Loads the wasm inlined in this module (or `source`, when given); later calls return the same promise. */
export { init } from './index.js';
