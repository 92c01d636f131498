// filter-list.js — a picker of many (a file's games, an archive's or a folder's files) listed
// through a filter typed above it: a <select> of 1,391 games or 5,000 files is no way to find one.

/** From this many entries a picker has its filter. */
export const FILTERED_FROM = 10;

/** Fills `picker` with the `titles` that hold every word of `text` (any case), the one shown
 *  (`shown`, an option value) listed all the same, so that the picker names it; returns how many
 *  are listed. */
export function listMatching(picker, titles, text, shown) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  picker.textContent = '';
  titles.forEach((title, i) => {
    if (String(i) !== shown && !words.every((word) => title.toLowerCase().includes(word))) return;
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = title;
    picker.append(o);
  });
  picker.value = shown;
  return picker.options.length;
}
