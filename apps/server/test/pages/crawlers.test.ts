import { describe, expect, it } from 'vitest';
import { isReadableClient } from '../../src/domain/public-pages/readable-clients.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  BROWSER,
  GOOGLEBOT,
  TELEGRAM,
  YANDEXBOT,
  readHead,
  rootContent,
  webDistFixture,
} from './page-helpers.js';

describe('who gets the readable page', () => {
  it.each([
    ['Googlebot', GOOGLEBOT],
    [
      'Googlebot on a phone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['YandexBot', YANDEXBOT],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ["Telegram's link preview", TELEGRAM],
    ["VK's link preview", 'Mozilla/5.0 (compatible; vkShare; +http://vk.com/dev/Share)'],
    ['WhatsApp', 'WhatsApp/2.23.20.0'],
    ['curl', 'curl/8.5.0'],
    ['Lynx', 'Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.9'],
    ['no User-Agent at all', undefined],
  ])('%s does', (_name, agent) => {
    expect(isReadableClient(agent)).toBe(true);
  });

  it.each([
    ['Chrome', BROWSER],
    ['Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    [
      'Yandex Browser',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
    ],
    [
      'a Cubot phone',
      'Mozilla/5.0 (Linux; Android 11; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    ],
  ])('%s does not', (_name, agent) => {
    expect(isReadableClient(agent)).toBe(false);
  });
});

describe('the readable page for crawlers (issue 20)', () => {
  const t2 = useTestApp({ env: { WEB_DIST_DIR: webDistFixture() } });

  const open = (url: string, userAgent: string) =>
    t2().app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  const season = async () => {
    const created = await buildScoredProtocols(t2().db, [
      {
        eventDate: '2025-04-12',
        eventName: 'Весенняя разделка',
        name: 'Мужчины 40-49',
        rows: [{ rider: 'Соколов Павел 1985 М' }, { rider: 'Орлов Илья 1980 М', time: '1:05:12' }],
      },
      {
        eventDate: '2025-05-10',
        eventName: 'Кубок Подмосковья',
        name: 'Абсолют',
        rows: [
          { rider: 'Орлов Илья 1980 М', time: '2:01:00' },
          { rider: 'Соколов Павел 1985 М', time: '2:02:30' },
          { rider: 'Лебедева Анна 1990 Ж', time: '2:05:00' },
        ],
      },
    ]);
    return created;
  };

  it("a search engine gets the rider's name, club, points, places and results in the HTML", async () => {
    const [spring, cup] = await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    for (const agent of [GOOGLEBOT, YANDEXBOT]) {
      const response = await open(`/rating/details/${id}`, agent);
      expect(response.statusCode).toBe(200);
      const content = rootContent(response.body);
      expect(content).toContain('<h1>Орлов Илья</h1>');
      // The readable page takes the app shell's place.
      expect(response.body).not.toContain('<header class="boot-header"');
      expect(content).toContain('<dt>Клуб</dt><dd>Клуб</dd>');
      expect(content).toMatch(/<dt>Очки<\/dt><dd>[\d\s,]+ очк(о|а|ов)<\/dd>/);
      expect(content).toContain('<dt>Место в рейтинге</dt><dd>1</dd>');
      expect(content).toContain('<dt>Место среди мужчин</dt><dd>1</dd>');
      // The season's races, newest first, each linking to its protocol.
      const cupRow = content.indexOf(`<a href="/results/details/${cup!.protocolId}">Абсолют</a>`);
      const springRow = content.indexOf(`<a href="/results/details/${spring!.protocolId}">Мужчины 40-49</a>`);
      expect(cupRow).toBeGreaterThan(0);
      expect(springRow).toBeGreaterThan(cupRow);
      expect(content).toContain('<td>10/05/2025</td><td>Кубок Подмосковья</td>');
      expect(content).toContain('<td>2:01:00</td>');
      expect(content).toContain('<td>12/04/2025</td><td>Весенняя разделка</td>');
      // The head is the same as a browser's, and the app still starts for a crawler that runs it.
      expect(readHead(response.body).title).toBe('Орлов Илья — рейтинг 2025 · ВелоРейтинг');
      expect(response.body).toContain('src="/assets/index-test.js"');
      expect(response.body).not.toContain('<noscript>');
    }
  });

  it("a browser gets none of it: the root holds the app's shell, the data comes as the answers of the app's calls (issue 41)", async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const response = await open(`/rating/details/${id}`, BROWSER);
    // The header painted before the app's code arrives, without the page's content.
    const root = response.body.slice(
      response.body.indexOf('<div id="root">'),
      response.body.indexOf('<noscript>'),
    );
    expect(root).toContain('<header class="boot-header" aria-hidden="true">');
    expect(root).toContain('ВелоРейтинг');
    expect(root).not.toContain('Орлов');
    const data = /<script type="application\/json" id="preloaded-calls">[\s\S]*?<\/script>/.exec(
      response.body,
    );
    expect(data?.[0]).toContain('Весенняя разделка');
    expect(response.body.replace(data![0], '')).not.toContain('Весенняя разделка');
    expect(response.body).toContain('<noscript><h1>Орлов Илья — рейтинг 2025</h1>');
  });

  it("a protocol's results table", async () => {
    const [, cup] = await season();
    const content = rootContent((await open(`/results/details/${cup!.protocolId}`, 'curl/8.5.0')).body);
    expect(content).toContain('<h1>Кубок Подмосковья</h1>');
    expect(content).toContain('<caption>Результаты: Абсолют</caption>');
    const orlov = await participantIdOf(t2().db, 'Орлов');
    expect(content).toMatch(
      new RegExp(
        `<tr><td>1</td><td><a href="/rating/details/${orlov}">Орлов Илья</a></td><td>[\\d,]+</td><td>2:01:00</td><td>Клуб</td><td></td></tr>`,
      ),
    );
    expect(content.match(/<tr><td>/g)).toHaveLength(3);
  });

  it("the rating's first page and the riders of the spec's participant-activity case", async () => {
    await season();
    const content = rootContent((await open('/rating/overview', TELEGRAM)).body);
    expect(content).toContain('<h1>Рейтинг 2025</h1>');
    expect(content).toContain('<caption>Рейтинг 2025: первые 3 из 3</caption>');
    expect(content).toMatch(/<tr><td>1<\/td><td><a href="\/rating\/details\/\d+">Орлов Илья<\/a><\/td>/);
    // Participant activity (part 1 §7): last season, best place, organizer.
    expect(content).toContain('<caption>Участники и их последний сезон</caption>');
    expect(content).toMatch(
      /Лебедева Анна<\/a><\/td><td>2025<\/td><td>3 — Кубок Подмосковья<\/td><td>Организатор \d+<\/td>/,
    );
  });

  it("an event's protocols, the season's results, and the 404 page", async () => {
    const [, cup] = await season();
    const event = rootContent((await open(`/rating/protocols/${cup!.eventId}`, GOOGLEBOT)).body);
    expect(event).toContain(`<a href="/results/details/${cup!.protocolId}">Абсолют</a>`);
    const results = rootContent((await open('/results/overview?year=2025', GOOGLEBOT)).body);
    expect(results).toContain(`<a href="/results/details/${cup!.protocolId}">Абсолют</a>`);
    expect(results).toContain('1. Орлов Илья, 2. Соколов Павел, 3. Лебедева Анна');
    const missing = await open('/rating/details/999999', GOOGLEBOT);
    expect(missing.statusCode).toBe(404);
    expect(rootContent(missing.body)).toContain('Страница, которую Вы искали не существует');
  });
});
