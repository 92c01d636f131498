// browser.mjs — shared code for tests that drive a real browser: Debian's chromium through
// playwright-core (never a downloaded browser), a loopback static server, and a collector of
// console errors.
//
//   import { withBrowser, serveDir, consoleErrors, newPage, browserAvailable } from './support/browser.mjs';
//   const site = await serveDir('web-demo/dist');            // { url, port, close }
//   await withBrowser(async (browser) => {
//     const errors = consoleErrors();
//     const page = await newPage(browser, { errors });       // loopback only, errors collected
//     await page.goto(site.url);
//     ...
//     errors.assertNone();
//   });
//   await site.close();
//
// CHROMIUM (env) overrides the browser path (default /usr/bin/chromium).
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { serveDir } from '../../../scripts/start.mjs';

export { serveDir };

export const CHROMIUM_PATH = process.env.CHROMIUM || '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying to reach the (closed) network.
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** True when the chromium binary is there. */
export function browserAvailable() {
  try {
    fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Launches chromium headless; the caller closes it. */
export function launchBrowser(options = {}) {
  if (!browserAvailable()) {
    throw new Error(`no chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ...options });
}

/** Runs fn(browser) with a fresh browser and closes it afterwards, whatever happens. */
export async function withBrowser(fn, options) {
  const browser = await launchBrowser(options);
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for URLs that stay on this machine (loopback, data:, blob:, about:). */
export function isLocalUrl(url) {
  const u = new URL(url);
  if (['data:', 'blob:', 'about:'].includes(u.protocol)) return true;
  return (u.protocol === 'http:' || u.protocol === 'https:' || u.protocol === 'ws:') && LOOPBACK.has(u.hostname);
}

/**
 * Collects console errors, uncaught page errors, failed requests and HTTP errors (>= 400) of
 * the pages it watches. `ignore` is a list of regexps of messages to leave out.
 */
export function consoleErrors({ ignore = [] } = {}) {
  const errors = [];
  const add = (page, kind, text) => {
    if (!ignore.some((re) => re.test(text))) errors.push({ kind, text, url: page.url() });
  };
  return {
    errors,
    watch(page) {
      page.on('console', (msg) => { if (msg.type() === 'error') add(page, 'console', msg.text()); });
      page.on('pageerror', (error) => add(page, 'pageerror', error.stack || String(error)));
      page.on('requestfailed', (req) => {
        const failure = req.failure()?.errorText ?? 'failed';
        if (failure !== 'net::ERR_ABORTED' || isLocalUrl(req.url())) add(page, 'requestfailed', `${req.url()}: ${failure}`);
      });
      page.on('response', (res) => { if (res.status() >= 400) add(page, 'http', `${res.url()}: HTTP ${res.status()}`); });
      return page;
    },
    format() {
      return errors.map((e) => `[${e.kind}] ${e.text} (at ${e.url})`).join('\n');
    },
    assertNone() {
      if (errors.length) throw new Error(`${errors.length} browser error(s):\n${this.format()}`);
    },
  };
}

/**
 * A page in a new context that may only reach loopback addresses (anything else is aborted and
 * reported through `errors`). Options: viewport, errors (a consoleErrors() collector), and any
 * other browser.newContext option.
 */
export async function newPage(browser, { errors, ...contextOptions } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, ...contextOptions });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) return route.continue();
    errors?.errors.push({ kind: 'offsite', text: `blocked a request to ${url}`, url });
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  errors?.watch(page);
  return page;
}
