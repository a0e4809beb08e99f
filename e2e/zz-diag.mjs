import { chromium } from 'playwright-core';
const base = process.argv[2]; const path = process.argv[3];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (let i = 0; i < 2; i++) {
const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'ru-RU', isMobile: true });
await context.addInitScript(() => { localStorage.setItem('cookieNoticeShown', 'true'); localStorage.setItem('isRatingDisclaimerShown', 'true'); });
const tab = await context.newPage();
const cdp = await context.newCDPSession(tab);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6/8, uploadThroughput: 750e3/8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await tab.goto(base + path, { waitUntil: 'load' });
await tab.waitForTimeout(1500);
const out = await tab.evaluate(() => ({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  nav: (({ requestStart, responseStart, responseEnd, domInteractive, domContentLoadedEventEnd }) => ({ requestStart, responseStart, responseEnd, domInteractive, domContentLoadedEventEnd }))(performance.getEntriesByType('navigation')[0]),
  res: performance.getEntriesByType('resource').filter(r => r.startTime < 2000).map(r => `${r.name.split('/').pop().slice(0,28).padEnd(28)} ${r.initiatorType.padEnd(6)} start ${r.startTime.toFixed(0).padStart(5)} resp ${r.responseStart.toFixed(0).padStart(5)} end ${r.responseEnd.toFixed(0).padStart(5)} ${r.transferSize}`),
}));
console.log(JSON.stringify({fcp: out.fcp, nav: out.nav})); console.log(out.res.join('\n'));
await context.close();
}
await browser.close();
