// hostile-init.test.js — init() given a source of the caller's that cannot be read: a Proxy whose
// traps throw, a revoked one, a thenable whose `then` getter throws. Each is the ArgumentError
// 'bad-argument' a source of another type is (README "API", errors), with the caller's error as
// its cause, and init() loads the module when called again. Run in a fresh process: init() here
// would be cached after the first success.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const INDEX = fileURLToPath(new URL('../../bindings/index.js', import.meta.url));

test('init() of a source whose traps or getters throw: ArgumentError bad-argument, and init() works again', () => {
  const script = `
    const br = await import(${JSON.stringify(INDEX)});
    const bug = new Error('my trap');
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    const tries = {
      getThrows: new Proxy({}, { get() { throw bug; } }),
      prototypeThrows: new Proxy({}, { getPrototypeOf() { throw bug; } }),
      revoked,
      thenGetterThrows: { get then() { throw bug; } },
      // a Proxy of a URL whose reads throw: the URL cannot be read (the platform's error, its
      // cause), and the message names it in words, never reading it again
      urlProxy: new Proxy(new URL('file:///nowhere/boardrules.wasm'), { get() { throw bug; } }),
    };
    const seen = {};
    for (const [name, source] of Object.entries(tries)) {
      try { await br.init(source); seen[name] = 'loaded'; }
      catch (e) { seen[name] = [e instanceof br.ArgumentError ? 'ArgumentError' : e instanceof br.InitError ? 'InitError' : e.name, e.code, e.message, e.cause === bug]; }
    }
    await br.init();
    seen.after = new br.Game('xiangqi/standard').perft(2);
    console.log(JSON.stringify(seen));`;
  const seen = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
  for (const name of ['getThrows', 'prototypeThrows', 'thenGetterThrows']) {
    assert.equal(seen[name], ['ArgumentError', 'bad-argument', 'init: its source could not be read: my trap', true], name);
  }
  assert.equal(seen.revoked.slice(0, 2), ['ArgumentError', 'bad-argument']);
  assert.match(seen.revoked[2], /^init: its source could not be read: .*revoked/);
  assert.equal(seen.urlProxy, ['InitError', 'wasm-unavailable', 'init: a value: wasm-unavailable: my trap', true]);
  assert.is(seen.after, 1920, 'perft(2) of the xiangqi start (RULES §3.6)');
});

test.run();
