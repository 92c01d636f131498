// engine-bridge.test.js — the engine `npm start` offers the board (scripts/engine-bridge.mjs):
// found and named from its own UCI answer, its analysis refused for input that is not a FEN of
// a game it plays (a newline in it would be a second UCI command), the moves played from the FEN
// sent with it, a closed stream stopping it, and a server without one answering the board's probe with 204 (no error in the page's console).
// The line itself is checked against Fairy-Stockfish's own in demo.browser.test.js.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openEngine, parseInfo } from '../../scripts/engine-bridge.mjs';
import { serveDir } from '../../scripts/start.mjs';
import { findFsf } from '../bench/fsf.mjs';

const fsf = findFsf({ install: false });
/** The engines running as this process's children (the server runs here; other tests' are not
 *  counted), read from /proc: stat's second field is the command's name, its fourth the parent,
 *  its 14th and 15th the CPU time used (user and system, in clock ticks): Map pid -> ticks. */
function engineTimes() {
  const found = new Map();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try { stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8'); } catch { continue; } // gone meanwhile
    const [, name, rest] = /^\d+ \((.*)\) (.*)$/s.exec(stat) ?? [];
    const fields = rest?.split(' ') ?? []; // from the third field on
    if (name?.startsWith('fairy') && Number(fields[1]) === process.pid) found.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  return found;
}
const engines = () => engineTimes().size;
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

test('Fairy-Stockfish is found by its UCI answer; a program that is no engine is not', async () => {
  assert.ok(fsf, 'fairy-stockfish is installed (.ci/run installs it)');
  const engine = await openEngine({ path: fsf, depth: 99 });
  assert.match(engine.info.name, /^Fairy-Stockfish /);
  assert.equal(engine.info.variants, ['xiangqi', 'janggi', 'makruk']);
  assert.is(engine.info.depth, 40, 'the depth is capped');
  assert.is(await openEngine({ path: '/bin/true' }), null);
  assert.is(await openEngine({ path: '/no/such/engine' }), null);
});

test('the analysis stream: bad variants and FENs refused before an engine starts; closing the stream stops it', async () => {
  const engine = await openEngine({ path: fsf, depth: 30 });
  const site = await serveDir('web-demo', { engine });
  let initial = new Map(), before = 0;
  try {
    const info = await fetch(`${site.url}engine`);
    assert.equal([info.status, (await info.json()).name], [200, engine.info.name]);
    initial = engineTimes();
    before = initial.size;
    const fen = encodeURIComponent('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
    for (const query of ['variant=chess&fen=8/8/8/8/8/8/8/8%20w%20-%20-%200%201', `variant=xiangqi&fen=${encodeURIComponent('9/9/9/9/9/9/9/9/9/4K4 w - - 0 1\ngo infinite')}`, 'variant=xiangqi',
      ...['6', '0', '2.5', '', '3%0Ago'].map((lines) => `variant=xiangqi&fen=${fen}&lines=${lines}`),
      ...['31', '0', '10.5', '', '5%0Ago'].map((depth) => `variant=xiangqi&fen=${fen}&depth=${depth}`),
      ...['', 'h3e3+h10g8', 'H2-E2', 'h3e3%0Aquit'].map((only) => `variant=xiangqi&fen=${fen}&only=${only}`)]) {
      const r = await fetch(`${site.url}engine/analyse?${query}`);
      assert.is(r.status, 400, query);
      assert.match(await r.text(), /^the engine analyses xiangqi, janggi, makruk positions given as a FEN, and moves from it in its coordinates, in 1 to 5 lines, to a depth of 1 to 30, or one move of it\n$/);
    }
    assert.is(engines(), before, 'no engine started for them');
    // a deep search, left after its first line: the engine stops searching soon after, and waits
    // idle for the next search, which it serves; the server closed, it is gone
    const controller = new AbortController();
    const r = await fetch(`${site.url}engine/analyse?variant=makruk&fen=${encodeURIComponent('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1')}`, { signal: controller.signal });
    assert.is(r.headers.get('content-type'), 'text/event-stream; charset=utf-8');
    const reader = r.body.getReader();
    const { value } = await reader.read();
    assert.match(new TextDecoder().decode(value), /^data: \{"line":1,"depth":\d+,"score":\{"(cp|mate)":-?\d+\},"pv":\["[a-h]\d[a-h]\d/);
    assert.is(engines(), before + 1);
    controller.abort();
    await sleep(300); // the stop said and answered
    const [[pid, after]] = [...engineTimes()].filter(([p]) => !initial.has(p));
    await sleep(500);
    assert.ok(engineTimes().get(pid) - after <= 2, `stopped searching when the stream closed (${engineTimes().get(pid) - after} ticks in 0.5 s)`);
    const next = await (await fetch(`${site.url}engine/analyse?variant=xiangqi&fen=${fen}&depth=2`)).text();
    assert.match(next, /"depth":2,/);
    assert.equal([...engineTimes().keys()].filter((p) => !initial.has(p)), [pid], 'the next search served by the same engine');
  } finally {
    await site.close();
  }
  for (let i = 0; i < 40 && engines() > before; i++) await sleep(50);
  assert.is(engines(), before, 'the idle engine ended with the server');
  const none = await serveDir('web-demo');
  try {
    assert.is((await fetch(`${none.url}engine`)).status, 204);
  } finally {
    await none.close();
  }
});

test('lines=3: the engine\'s three best moves searched (MultiPV), each depth\'s lines numbered 1 to 3', async () => {
  const engine = await openEngine({ path: fsf, depth: 6 });
  const site = await serveDir('web-demo', { engine });
  const fen = encodeURIComponent('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  try {
    const events = (await (await fetch(`${site.url}engine/analyse?variant=xiangqi&fen=${fen}&lines=3`)).text())
      .split('\n\n').filter((e) => e.startsWith('data: {"line"')).map((e) => JSON.parse(e.slice(6)));
    assert.equal([...new Set(events.map((e) => e.line))].sort(), [1, 2, 3]);
    assert.equal(events.slice(-3).map((e) => [e.line, e.depth]), [[1, 6], [2, 6], [3, 6]], 'the deepest search\'s three lines, last');
    assert.is(new Set(events.slice(-3).map((e) => e.pv[0])).size, 3, 'three different moves');
    // depth=3: a shallower search than the engine's own (a review's): it ends at depth 3
    const shallow = (await (await fetch(`${site.url}engine/analyse?variant=xiangqi&fen=${fen}&depth=3`)).text())
      .split('\n\n').filter((e) => e.startsWith('data: {"line"')).map((e) => JSON.parse(e.slice(6)));
    assert.is(shallow.at(-1).depth, 3);
    // only=i1i2: that move's line alone, though not the best
    const only = (await (await fetch(`${site.url}engine/analyse?variant=xiangqi&fen=${fen}&depth=3&only=i1i2`)).text())
      .split('\n\n').filter((e) => e.startsWith('data: {"line"')).map((e) => JSON.parse(e.slice(6)));
    assert.equal([...new Set(only.map((e) => e.pv[0]))], ['i1i2']);
  } finally {
    await site.close();
  }
});

test('at most four engines at once: searches beyond them are told they wait, and wait for one; one left while waiting is never searched', async () => {
  const engine = await openEngine({ path: fsf, depth: 30 });
  const site = await serveDir('web-demo', { engine });
  const initial = engineTimes();
  let most = 0;
  const watch = setInterval(() => { most = Math.max(most, [...engineTimes().keys()].filter((p) => !initial.has(p)).length); }, 20);
  const fen = encodeURIComponent('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  /** A deep search: `line` settles with the stream's text up to its first line, `leave` closes it. */
  const search = () => {
    const controller = new AbortController();
    const line = fetch(`${site.url}engine/analyse?variant=xiangqi&fen=${fen}`, { signal: controller.signal }).then(async (r) => {
      const reader = r.body.getReader(), decoder = new TextDecoder();
      let text = '';
      while (!text.includes('data: {"line"')) text += decoder.decode((await reader.read()).value, { stream: true });
      return text;
    });
    line.catch(() => {}); // left before a line: the abort's rejection
    return { line, leave: () => controller.abort() };
  };
  try {
    const searches = Array.from({ length: 6 }, search);
    const answered = new Set();
    searches.forEach((s, i) => s.line.then(() => answered.add(i), () => {}));
    for (let i = 0; i < 100 && answered.size < 4; i++) await sleep(50);
    await sleep(1500);
    assert.is(answered.size, 4, 'four searches answered, two waiting');
    for (const i of answered) assert.match(await searches[i].line, /^data: \{"line":1,/, 'served at once: its line first');
    const [first, second] = [0, 1, 2, 3, 4, 5].filter((i) => !answered.has(i));
    searches[second].leave(); // left while waiting
    searches[[...answered][0]].leave();
    assert.match(await searches[first].line, /^event: waiting\ndata: \{"engines":4\}\n\ndata: \{"line":1,/, 'a waiting search told so, then served by the engine one left');
    for (const s of searches) s.leave();
    // a page stepping quickly in two tabs: searches four at a time, each left within 100 ms
    for (let round = 0; round < 10; round++) {
      const batch = Array.from({ length: 4 }, search);
      await sleep(Math.random() * 100);
      for (const s of batch) s.leave();
    }
    await sleep(2500); // the last stops said and answered (an engine that says nothing is ended after 2 s)
    const settled = engineTimes();
    await sleep(500);
    const busy = [...engineTimes()].filter(([pid, ticks]) => !initial.has(pid) && ticks - (settled.get(pid) ?? 0) > 2);
    assert.equal(busy, [], 'no engine searching once every stream is closed (the sixth search never started)');
  } finally {
    clearInterval(watch);
    await site.close();
  }
  assert.is(most, 4, 'at most four engines at once, and four reached');
});

// uci-echo.mjs (tests/js/support) is an engine whose line is the position it was given: what the
// bridge sends an engine is read back from the stream
const ECHO = fileURLToPath(new URL('./support/uci-echo.mjs', import.meta.url));

test('the moves played from the FEN are sent to the engine with it (it sees repetitions); moves that are not coordinates are refused', async () => {
  const engine = await openEngine({ path: ECHO });
  assert.is(engine.info.name, 'uci-echo');
  assert.is(engine.info.lines, 1, 'no MultiPV option: one line');
  const site = await serveDir('web-demo', { engine });
  const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
  const lineOf = async (query) => {
    const text = await (await fetch(`${site.url}engine/analyse?${query}`)).text();
    return JSON.parse(/^data: (\{"line".*)$/m.exec(text)[1]).pv.join(' ');
  };
  try {
    assert.is(await lineOf(`variant=xiangqi&fen=${encodeURIComponent(start)}&moves=h3e3+h10g8+b1c3`), `${start} h3e3 h10g8 b1c3`);
    assert.is(await lineOf(`variant=makruk&fen=${encodeURIComponent(start)}&moves=d5d6m`), `${start} d5d6m`, 'a promotion');
    assert.is(await lineOf(`variant=xiangqi&fen=${encodeURIComponent(start)}`), start, 'no moves');
    for (const moves of ['h3e3%0Ago%20infinite', 'h3e3;quit', 'H2-E2', 'h3e3++']) {
      assert.is((await fetch(`${site.url}engine/analyse?variant=xiangqi&fen=${encodeURIComponent(start)}&moves=${moves}`)).status, 400, moves);
    }
    assert.is((await fetch(`${site.url}engine/analyse?variant=xiangqi&fen=${encodeURIComponent(start)}&lines=2`)).status, 400, 'two lines of an engine of one');
  } finally {
    await site.close();
  }
});

test('parseInfo: the lines the page is sent', () => {
  assert.equal(parseInfo('info depth 12 seldepth 18 multipv 1 score cp -31 nodes 9 nps 9 tbhits 0 time 1 pv h3e3 h10g8'), { line: 1, depth: 12, score: { cp: -31 }, pv: ['h3e3', 'h10g8'] });
  assert.equal(parseInfo('info depth 30 score mate 3 pv a1a2'), { line: 1, depth: 30, score: { mate: 3 }, pv: ['a1a2'] });
  assert.equal(parseInfo('info depth 12 multipv 2 score cp 5 pv a1a2'), { line: 2, depth: 12, score: { cp: 5 }, pv: ['a1a2'] }, 'a second MultiPV line');
  assert.is(parseInfo('info depth 12 score cp 5 lowerbound pv a1a2'), null, 'an aspiration bound');
  assert.is(parseInfo('info string NNUE evaluation disabled'), null);
  assert.is(parseInfo('info depth 3 currmove a1a2 currmovenumber 1'), null);
});

test.run();
