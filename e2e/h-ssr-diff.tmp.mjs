import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4250';
const [,, p, width = '1280'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, serviceWorkers: 'block' });
const page = await context.newPage();
const html = await (await page.request.get(base + p)).text();
const start = html.indexOf('<div id="root">') + 15;
const server = html.slice(start, html.indexOf('</div><noscript>') >= 0 ? html.indexOf('</div><noscript>') : html.indexOf('<noscript>'));
await page.goto(base + p);
await page.waitForLoadState('networkidle');
const out = await page.evaluate((serverHtml) => {
  const doc = new DOMParser().parseFromString('<div id="x">' + serverHtml + '</div>', 'text/html');
  const clean = (node) => [...node.childNodes].filter((n) => n.nodeType === 1 ? !['STYLE', 'LINK', 'SCRIPT'].includes(n.tagName) : n.nodeType === 3 && n.textContent !== '');
  const walk = (a, b, path) => {
    const ca = clean(a), cb = clean(b);
    for (let i = 0; i < Math.max(ca.length, cb.length); i++) {
      const x = ca[i], y = cb[i];
      const d = (n) => !n ? 'none' : n.nodeType === 3 ? 'text:' + n.textContent.slice(0, 80) : n.tagName + '.' + (n.getAttribute('class') || '').replace(/__m__-\S+/g, '').slice(0, 60);
      if (!x || !y || d(x) !== d(y)) return path + ' > [' + i + '] server=' + d(x) + ' client=' + d(y) + ' | server parent: ' + a.outerHTML?.slice(0, 300);
      if (x.nodeType === 1) { const r = walk(x, y, path + ' > ' + d(x)); if (r) return r; }
    }
    return null;
  };
  return walk(doc.getElementById('x'), document.getElementById('root'), 'root');
}, server);
console.log(out);
await browser.close();
