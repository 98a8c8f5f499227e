import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on('console', (m) => m.type() === 'error' && console.log('console:', m.text().slice(0, 300)));
p.on('pageerror', (e) => console.log('pageerror:', e.message.slice(0, 300)));
for (const id of ['site--header-tr', 'site--product-grid-tr', 'site--contact-en']) {
  await p.goto(`http://127.0.0.1:6151/iframe.html?id=${id}&viewMode=story&globals=`);
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/sbc-${id}.png`, fullPage: false });
  console.log(id, await p.evaluate(() => document.querySelector('#storybook-root')?.innerText.slice(0, 300)));
}
await b.close();
