import { chromium } from 'playwright-core';
import { serveDir } from '../scripts/start.mjs';
const site = await serveDir('/tmp/demo-dist');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.stack));
await p.goto(site.url + (process.argv[2] ?? ''));
await p.waitForSelector('body[data-ready="true"]', { timeout: 5000 }).catch(() => console.log('not ready'));
for (const [a, c] of [['h3', 'e3'], ['h10', 'g8'], ['h1', 'g3']]) { await p.click(`.point[data-square="${a}"]`); await p.click(`.point[data-square="${c}"]`); }
await p.keyboard.press('ArrowLeft'); await p.keyboard.press('ArrowLeft');
await p.click('.point[data-square="b10"]'); await p.click('.point[data-square="c8"]');
console.log(await p.textContent('#moves'), p.url(), await p.textContent('#message'));
await p.screenshot({ path: '/tmp/demo-smoke.png', fullPage: true });
await b.close(); await site.close();
