import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
const dump = () => p.evaluate(() => { const f = document.querySelector('main form'); const out = []; const walk = (el, d) => { if (d > 3) return; for (const c of el.children) { const r = c.getBoundingClientRect(); out.push('  '.repeat(d) + c.tagName + '.' + String(c.className).slice(0, 30) + ' ' + Math.round(r.height) + ' ' + (c.children.length ? '' : c.textContent.slice(0, 40))); walk(c, d + 1); } }; walk(f, 0); return out.join('\n'); });
await p.goto('http://127.0.0.1:6152/en/contact'.replace('/en/contact','/contact')); await p.waitForLoadState('networkidle'); await p.waitForTimeout(1000);
console.log(await dump());
await p.goto('http://127.0.0.1:6151/iframe.html?id=site--contact-en&viewMode=story'); await p.waitForTimeout(2500);
console.log('-----'); console.log(await dump());
await b.close();
