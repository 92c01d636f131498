// filter-list.js — a picker of many (a file's games, an archive's or a folder's files) listed
// through a filter typed above it: a <select> of 1,391 games or 5,000 files is no way to find one.

/** From this many entries a picker has its filter. */
export const FILTERED_FROM = 10;

/** Fills `picker` with the `titles` that hold every word of `text` (any case), the one shown
 *  (`shown`, an option value) listed all the same, so that the picker names it; returns how many
 *  are listed and how many match (the one shown may be listed without matching). */
export function listMatching(picker, titles, text, shown) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  picker.textContent = '';
  let matched = 0;
  titles.forEach((title, i) => {
    const matches = words.every((word) => title.toLowerCase().includes(word));
    if (matches) matched++;
    if (String(i) !== shown && !matches) return;
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = title;
    picker.append(o);
  });
  picker.value = shown;
  return { listed: picker.options.length, matched };
}
