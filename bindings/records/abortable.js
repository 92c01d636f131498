// abortable.js — a wait that an AbortSignal ends: a source that never answers (a stream that
// never ends, a File on a network share gone away) had held a reading past its abort.

/** What `promise` gives, or the abort's reason as soon as `signal` is aborted (`onAbort()` then
 *  runs first: the promise is still owed, and its source may need ending). */
export function untilAborted(promise, signal, onAbort = () => {}) {
  if (typeof signal?.addEventListener !== 'function') return promise;
  return new Promise((resolve, reject) => {
    const abort = () => {
      onAbort();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    Promise.resolve(promise).then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
