import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4250';
const [,, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) { window.__shift += e.value; (window.__shifts ??= []).push(e.sources?.map(s => s.node?.outerHTML?.slice(0, 120))); }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__serverContent = document.getElementById('content');
    });
  });
  for (const p of paths) {
    const page = await context.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text().slice(0, 400)); });
    page.on('pageerror', (e) => errors.push('pageerror: ' + e.message.slice(0, 6000)));
    page.on('request', (r) => { if (r.url().includes('/v1/')) errors.push('call: ' + r.method() + ' ' + r.url().slice(22, 140)); });
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const r = await page.evaluate(() => ({ shift: window.__shift, shifts: window.__shifts, same: !!window.__serverContent && document.getElementById('content') === window.__serverContent }));
    console.log(width, p, JSON.stringify(r), errors);
    await page.close();
  }
  await context.close();
}
await browser.close();
