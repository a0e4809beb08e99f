import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4250';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
const login = await (await context.request.post(base + '/v1/User/login', { data: { email: 'rider@velorating.local', password: 'Rider123!', role: 'Participant' } })).json();
await context.addInitScript((s) => { localStorage.setItem('auth', JSON.stringify(s)); localStorage.setItem('cookieNoticeShown', 'true'); localStorage.setItem('isRatingDisclaimerShown', 'true'); }, { token: login.token, expiryDate: login.expiryDate });
await context.addInitScript(() => {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) { window.__shift += e.value; (window.__shifts ??= []).push(e.sources?.map(s => [s.node?.outerHTML?.slice(0, 150), JSON.stringify(s.previousRect), JSON.stringify(s.currentRect)])); }
  }).observe({ type: 'layout-shift', buffered: true });
});
for (const p of process.argv.slice(2)) {
  const page = await context.newPage();
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  console.log(p, JSON.stringify(await page.evaluate(() => ({ shift: window.__shift, shifts: window.__shifts })), null, 1));
}
await browser.close();
