import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { BROWSER, readHead, rootContent, webDistFixture } from './page-helpers.js';

const PORTAL = 'http://portal.test';

describe('the heads of the public pages (issue 20)', () => {
  const t2 = useTestApp({ env: { WEB_DIST_DIR: webDistFixture() } });

  const open = (url: string, userAgent = BROWSER) =>
    t2().app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  /** Every head has one title, and Open Graph and Twitter tags that agree with it. */
  const expectCompleteHead = (head: ReturnType<typeof readHead>, canonical: string) => {
    expect(head.titles).toHaveLength(1);
    expect(head.title).toMatch(/ВелоРейтинг/);
    expect(head.description).toBeTruthy();
    expect(head.canonical).toBe(canonical);
    expect(head.meta('og:url')).toBe(canonical);
    expect(head.meta('og:title')).toBeTruthy();
    expect(head.meta('twitter:title')).toBe(head.meta('og:title'));
    expect(head.meta('og:description')).toBe(head.description);
    expect(head.meta('twitter:description')).toBe(head.description);
    expect(head.meta('og:site_name')).toBe('ВелоРейтинг');
    expect(head.meta('og:image')).toMatch(new RegExp(`^${PORTAL}/share/.+\\.png\\?`));
    expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
  };

  const season = async () => {
    const [created] = await buildScoredProtocols(t2().db, [
      {
        eventDate: '2025-05-10',
        eventName: 'Кубок Подмосковья',
        name: 'Абсолют',
        rows: [
          { rider: 'Орлов Илья 1980 М', time: '2:01:00' },
          { rider: 'Соколов Павел 1985 М', time: '2:02:30' },
          { rider: 'Лебедева Анна 1990 Ж', time: '2:05:00' },
          { rider: 'Зайцев Олег 1979 М', status: 'DNF' },
        ],
      },
    ]);
    return created!;
  };

  it("a rider's profile: name, season points and places, the rider's picture", async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const response = await open(`/rating/details/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const head = readHead(response.body);
    expectCompleteHead(head, `${PORTAL}/rating/details/${id}`);
    expect(head.title).toBe('Орлов Илья — рейтинг 2025 · ВелоРейтинг');
    expect(head.meta('og:title')).toBe('Орлов Илья — рейтинг 2025');
    expect(head.description).toMatch(
      /^Орлов Илья, Клуб\. Сезон 2025: 105 очков, 1 место в рейтинге, 1 среди мужчин, 1 гонка\./,
    );
    expect(head.description).toContain('Лучший результат: 1 место, Кубок Подмосковья.');
    expect(head.meta('og:type')).toBe('profile');
    expect(head.meta('og:image')).toMatch(new RegExp(`^${PORTAL}/share/rider/${id}\\.png\\?year=2025&v=`));
    // A browser gets the app as it was: the app's shell in the root, the module script, no content.
    expect(rootContent(response.body)).toContain('<header class="boot-header" aria-hidden="true">');
    expect(rootContent(response.body)).not.toContain('<h1>');
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-test.js"></script>',
    );
    expect(response.headers.vary).toContain('user-agent');
  });

  it("a rider's profile of another season (?year) describes that season, under the same canonical address", async () => {
    await buildScoredProtocols(t2().db, [
      { eventDate: '2024-06-01', rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Котов Иван 1981 М' }] },
      { eventDate: '2025-05-10', rows: [{ rider: 'Котов Иван 1981 М' }, { rider: 'Орлов Илья 1980 М' }] },
    ]);
    const id = await participantIdOf(t2().db, 'Орлов');
    const head = readHead((await open(`/rating/details/${id}?year=2024&utm_source=tg`)).body);
    expect(head.title).toBe('Орлов Илья — рейтинг 2024 · ВелоРейтинг');
    expect(head.canonical).toBe(`${PORTAL}/rating/details/${id}`);
    // A year outside the seasons is the rider's last one, as the app reads it.
    expect(readHead((await open(`/rating/details/${id}?year=1999`)).body).title).toContain('рейтинг 2025');
  });

  it('a protocol: the event, the day, the protocol and the podium', async () => {
    const { protocolId } = await season();
    const response = await open(`/results/details/${protocolId}`);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expectCompleteHead(head, `${PORTAL}/results/details/${protocolId}`);
    expect(head.meta('og:title')).toBe('Кубок Подмосковья, Абсолют: результаты 10/05/2025');
    expect(head.description).toMatch(
      /^Кубок Подмосковья, 10\/05\/2025, Организатор \d+\. Протокол «Абсолют»: 4 участника\./,
    );
    expect(head.description).toContain(
      'Подиум: 1. Орлов Илья (2:01:00), 2. Соколов Павел (2:02:30), 3. Лебедева Анна (2:05:00).',
    );
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toMatch(new RegExp(`/share/protocol/${protocolId}\\.png\\?v=`));
  });

  it("an event's protocols", async () => {
    const { eventId } = await season();
    const head = readHead((await open(`/rating/protocols/${eventId}`)).body);
    expectCompleteHead(head, `${PORTAL}/rating/protocols/${eventId}`);
    expect(head.meta('og:title')).toBe('Протоколы: Кубок Подмосковья, 10/05/2025');
    expect(head.description).toContain('1 протокол с результатами участников.');
  });

  it('the rating with its year and filters, the leaders in the description', async () => {
    await season();
    const plain = readHead((await open('/rating/overview?page=3&size=50')).body);
    expectCompleteHead(plain, `${PORTAL}/rating/overview`);
    expect(plain.meta('og:title')).toBe('Рейтинг 2025');
    expect(plain.description).toMatch(
      /^Рейтинг любительского велоспорта, сезон 2025: 4 участника\. Лидеры: 1\. Орлов Илья \(105\), 2\. Соколов Павел \(90\), 3\. Лебедева Анна \(40\)\. Обновлено \d\d\/\d\d\/\d{4}\.$/,
    );

    const women = readHead((await open('/rating/overview?year=2025&gender=female&name=x')).body);
    expectCompleteHead(women, `${PORTAL}/rating/overview?year=2025&gender=female`);
    expect(women.meta('og:title')).toBe('Рейтинг 2025: женщины');
    expect(women.description).toContain('Лидеры: 1. Лебедева Анна (40).');

    const [organizer] = await t2().db.select().from(t.organizers).limit(1);
    const byOrganizer = readHead(
      (await open(`/rating/overview?organizerId=${organizer!.id}&gender=martian`)).body,
    );
    expect(byOrganizer.meta('og:title')).toBe(`Рейтинг 2025: ${organizer!.name}`);
    expect(byOrganizer.canonical).toBe(`${PORTAL}/rating/overview?organizerId=${organizer!.id}`);
    // An organizer nobody has: the plain rating.
    expect(readHead((await open('/rating/overview?organizerId=999999')).body).canonical).toBe(
      `${PORTAL}/rating/overview`,
    );
  });

  it('the results overview, the calendar and the home page', async () => {
    const results = readHead((await open('/results/overview?year=2024')).body);
    expectCompleteHead(results, `${PORTAL}/results/overview?year=2024`);
    expect(results.meta('og:title')).toBe('Результаты гонок 2024');
    const calendar = readHead((await open('/calendar?year=2025&month=5')).body);
    expectCompleteHead(calendar, `${PORTAL}/calendar`);
    expect(calendar.meta('og:title')).toBe('Календарь велогонок');
    const home = readHead((await open('/home')).body);
    expectCompleteHead(home, `${PORTAL}/home`);
    expect(home.title).toBe('ВелоРейтинг — любительский велоспорт');
  });

  it('answers 404 with the 404 page’s head for an unknown id, and the app still starts', async () => {
    await season();
    for (const url of [
      '/rating/details/999999',
      '/rating/details/abc',
      '/rating/details/99999999999',
      '/results/details/999999',
      '/rating/protocols/999999',
    ]) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(404);
      const head = readHead(response.body);
      expect(head.title, url).toBe('Страница не найдена · ВелоРейтинг');
      expect(head.meta('robots'), url).toBe('noindex');
      expect(response.body, url).toContain('src="/assets/index-test.js"');
    }
  });

  it('answers 404 for a path the app does not know, and 200 with a plain head for the screens it does', async () => {
    for (const url of [
      '/no-such-page',
      '/about/extra',
      '/auth/myspace',
      '/rating/details',
      '/results/details/5/x',
    ]) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(404);
      expect(readHead(response.body).title, url).toBe('Страница не найдена · ВелоРейтинг');
    }
    for (const [url, title] of [
      ['/', 'ВелоРейтинг — любительский велоспорт'],
      ['/about', 'О портале · ВелоРейтинг'],
      ['/auth/participant?mode=signUp', 'Вход в личный кабинет · ВелоРейтинг'],
      ['/auth/strava/participant', 'Вход в личный кабинет · ВелоРейтинг'],
      ['/lk/org/load', 'Личный кабинет · ВелоРейтинг'],
      ['/rating', 'Рейтинг · ВелоРейтинг'],
      ['/Rating/Overview', 'ВелоРейтинг'],
      ['/maintenance', 'ВелоРейтинг'],
    ] as const) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(200);
      expect(readHead(response.body).title, url).toBe(title);
      expect(response.body, url).toContain('src="/assets/index-test.js"');
    }
    const cabinet = readHead((await open('/lk/admin')).body);
    expect(cabinet.meta('robots')).toBe('noindex');
  });

  it('writes a rider named `</title><script>` as text, in the head and in the readable page', async () => {
    await season();
    await t2()
      .db.update(t.participants)
      .set({ lastName: '</title><script>alert(1)</script>', club: '"><img src=x onerror=alert(1)>' })
      .where(eq(t.participants.lastName, 'Орлов'));
    const [rider] = await t2().db.select().from(t.participants).where(eq(t.participants.firstName, 'Илья'));
    for (const agent of [BROWSER, 'curl/8.5.0']) {
      const response = await open(`/rating/details/${rider!.id}`, agent);
      const html = response.body;
      // The only script run is the app's own (the page's data is JSON, its `<` escaped); the name is
      // escaped text wherever it is written.
      expect([...html.matchAll(/<script(?! type="application\/json")/g)]).toHaveLength(1);
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; Илья');
      const head = readHead(html);
      expect(head.titles).toEqual(['</title><script>alert(1)</script> Илья — рейтинг 2025 · ВелоРейтинг']);
      expect(head.meta('og:title')).toBe('</title><script>alert(1)</script> Илья — рейтинг 2025');
      expect(head.description).toContain('"><img src=x onerror=alert(1)>');
    }
  });

  it('keeps the CSP: the pages add no inline script', async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    for (const agent of [BROWSER, 'curl/8.5.0']) {
      const response = await open(`/rating/details/${id}`, agent);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      // The page's data is a JSON block, which the browser never runs (CSP does not apply to it).
      const scripts = [
        ...response.body.matchAll(/<script(?! type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(scripts).toHaveLength(1);
      expect(scripts[0]![1]).toContain('src="/assets/');
      expect(scripts[0]![2]).toBe('');
      expect(response.body).not.toMatch(/\son\w+=/i);
    }
  });
});
