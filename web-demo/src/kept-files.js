// kept-files.js — the files of an archive opened on the board (a zip, several files chosen, a
// folder chosen) kept in the browser's IndexedDB, so that a reload lists them again: the tab's
// storage (session.js) holds a few megabytes, an archive may hold hundreds. The browser copies
// the Files' bytes itself; the page reads none of them to keep them. The newest few archives are
// kept, older ones deleted. Any failure (storage turned off or full) keeps nothing, silently: a
// reload then shows the file shown, as before, without the archive's list.
//
//   keepFiles({ name, several, single, files }) -> id | null   stored in the background
//   keptFiles(id) -> Promise<{ name, several, single, files } | null>
//   storedYet() -> Promise   once the last keepFiles is stored (or failed): for tests
const DATABASE = 'boardrules-board';
const STORE = 'archives';
/** Archives past this size are not kept: the copy would take that much of the user's disk. */
export const MOST_KEPT_BYTES = 256 << 20;
const ARCHIVES_KEPT = 4; // other tabs' archives among them
let storing = Promise.resolve();
export const storedYet = () => storing;

const done = (request) => new Promise((ok, fail) => {
  request.onsuccess = () => ok(request.result);
  request.onerror = () => fail(request.error);
});

function database() {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/** Stores an archive's Files (as chosen: a folder's with their paths) and gives its id at once,
 *  or null when it is too big or holds what a store cannot (a dropped folder's entries). */
export function keepFiles({ name, several, single, files }) {
  if (typeof indexedDB === 'undefined' || !files.every((file) => file instanceof File)) return null;
  if (files.reduce((size, file) => size + file.size, 0) > MOST_KEPT_BYTES) return null;
  // ids sort by when they were made (13 digits of milliseconds until the year 2286)
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  const paths = files.map((file) => file.webkitRelativePath || ''); // a structured clone may not keep them
  storing = (async () => {
    const db = await database();
    const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
    await done(store.put({ name, several, single, files, paths }, id));
    const ids = await done(store.getAllKeys());
    for (const old of ids.slice(0, -ARCHIVES_KEPT)) store.delete(old);
    db.close();
  })().catch(() => { /* not kept: a reload lists nothing */ });
  return id;
}

/** The archive kept as `id`, its folder's Files with their paths again; null when it is gone. */
export async function keptFiles(id) {
  if (typeof indexedDB === 'undefined' || typeof id !== 'string') return null;
  try {
    const db = await database();
    const kept = await done(db.transaction(STORE).objectStore(STORE).get(id));
    db.close();
    if (!Array.isArray(kept?.files) || !kept.files.length || !kept.files.every((file) => file instanceof File)) return null;
    kept.files.forEach((file, i) => {
      const path = kept.paths?.[i];
      if (typeof path === 'string' && path && file.webkitRelativePath !== path) Object.defineProperty(file, 'webkitRelativePath', { value: path });
    });
    return { name: String(kept.name), several: kept.several === true, single: kept.single === true, files: kept.files };
  } catch {
    return null;
  }
}
