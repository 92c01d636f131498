import { chromium } from 'playwright-core';
import { serveDir } from '../scripts/start.mjs';
import { buildDemo } from './build.mjs';
await buildDemo({ outdir: '/tmp/demo-dist' });
const site = await serveDir('/tmp/demo-dist');
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1280, height: 860 } });
await p.goto(site.url);
await p.waitForSelector('body[data-ready="true"]');
for (const sq of ['a1', 'i1']) { await p.locator(`.piece[data-at="${sq}"]`).screenshot({ path: `/tmp/demo-p-${sq}.png` }); console.log(sq, await p.locator(`.piece[data-at="${sq}"]`).boundingBox()); }
await b.close(); await site.close();
