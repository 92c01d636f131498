// dhtmlxq-write.js — a xiangqi game's record written as DhtmlXQ text (dhtmlxq.js describes the
// format and reads it back): the start as a binit (binit.js), the lines and comments numbered as
// dpxq.com's viewer numbers them.
// Tags are written as the fields that hold them (TAG_NAMES), others under their own names, or,
// where a name would not read back as itself, as pgn_<name> with each character a field name
// cannot hold, and '_', written _<hex code>_ ([Red-Elo]: pgn_Red_2d_Elo): every tag reads back.
// What DhtmlXQ has no place for is not written: NAGs, a comment before a line's first move, the
// move counters. The side to move has no place either (the first move's piece says it): a start
// with Black to move and no moves is refused ('unwritable-position'), not written as Red's.

import { RecordError } from './errors.js';
import { STANDARD_BINIT, binitOf } from './binit.js';
import { TAG_NAMES, VIEWER_TAGS, fieldKey } from './dhtmlxq.js';

const FIELD_OF_TAG = Object.fromEntries(Object.entries(TAG_NAMES).map(([field, tag]) => [tag, field])); // by the tag's exact name
const RESULT_WORDS = { '1-0': '红胜', '0-1': '黑胜', '1/2-1/2': '和棋' }; // as dpxq.com writes them
// a bracket in a written value that would be read as a mark's
const MARK_IN_VALUE = /\[(?=\/?DhtmlXQ)/gi;

/** The field a tag is written as: its DhtmlXQ field ([Annotator]: remark), the field it was read
 *  from ([DhtmlXQ_owner]: owner) or one of its own name ([Game]); pgn_<name> when that would read
 *  back as another tag or meet a field written already (`used`: their lower-case names). */
function fieldOfTag(name, used) {
  let field, readsBack;
  if (Object.hasOwn(FIELD_OF_TAG, name)) [field, readsBack] = [FIELD_OF_TAG[name], true];
  else {
    const dhtmlxq = /^DhtmlXQ_(\w+)$/i.exec(name);
    field = dhtmlxq ? dhtmlxq[1].toLowerCase() : name;
    readsBack = (dhtmlxq ? name === `DhtmlXQ_${field}` : /^\w+$/.test(field) && /[A-Z]/.test(field))
      && !Object.hasOwn(TAG_NAMES, field.toLowerCase()) && !VIEWER_TAGS.has(field.toLowerCase())
      && !/^(result$|move_|comment|pgn_)/i.test(field);
  }
  if (!readsBack || used.has(fieldKey(field))) field = `pgn_${name.replace(/[^A-Za-z0-9]/gu, (c) => `_${c.codePointAt(0).toString(16)}_`)}`;
  used.add(fieldKey(field));
  return field;
}

/** A xiangqi game's record as DhtmlXQ text (write.js gathers what it says; `digitsOf`: a move's
 *  UCI as its four digits). */
export function writeDhtmlXQ({ standardStart, start, mainline, tags, result, comment, digitsOf }) {
  if (!mainline.length && start.split(' ')[1] === 'b') {
    throw new RecordError('unwritable-position', 'DhtmlXQ says who moves first only by the first move: a start with Black to move and no moves cannot be written (PGN, WXF and XQF can)');
  }
  const out = ['[DhtmlXQ]'];
  // a value is one line: a line break is written '||', as dpxq.com's viewer breaks lines; its
  // brackets stay ([advised counter], as the database's comments have them: a field ends at its
  // own close), but for one that would open a mark ([/DhtmlXQ_comment3], [DhtmlXQ]), written '('
  const put = (name, value) => out.push(`[DhtmlXQ_${name}]${String(value).replace(MARK_IN_VALUE, '(').replace(/\r?\n/g, '||')}[/DhtmlXQ_${name}]`);
  const used = new Set();
  for (const [name, value] of Object.entries(tags)) {
    const lower = name.toLowerCase();
    if (['result', 'fen', 'format'].includes(lower) || (lower === 'variant' && !String(value).includes('/'))) continue; // a profile's name, not a game's, reads back
    // a field name is letters, digits and '_' (tagPair in write_tags.js makes PGN names so)
    put(fieldOfTag(name, used), value);
  }
  if (RESULT_WORDS[result]) put('result', RESULT_WORDS[result]);
  put('binit', standardStart ? STANDARD_BINIT : binitOf(start));
  const lines = [], comments = [];
  if (comment) comments.push(['comment0', comment]);
  let next = 0;
  // line `id` from ply `first`: its digits; the lines branching from it get the next numbers
  const walk = (nodes, id, first) => {
    let text = '';
    nodes.forEach((node, i) => {
      const ply = first + i;
      for (const variation of node.variations ?? []) {
        const sub = ++next;
        lines.push([sub, `move_${id}_${ply}_${sub}`, walk(variation, sub, ply)]);
      }
      text += digitsOf(node.uci);
      if (node.comment) comments.push([id ? `comment${id}_${ply}` : `comment${ply}`, node.comment]);
    });
    return text;
  };
  put('movelist', walk(mainline, 0, 1));
  for (const [, name, value] of lines.sort((a, b) => a[0] - b[0])) put(name, value);
  for (const [name, value] of comments) put(name, value);
  out.push('[/DhtmlXQ]');
  return `${out.join('\n')}\n`;
}
