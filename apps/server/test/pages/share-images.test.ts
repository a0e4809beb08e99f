import { eq } from 'drizzle-orm';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema/index.js';
import { storeFile } from '../../src/domain/files/store-file.js';
import { cardSvg, wrapText } from '../../src/domain/public-pages/share-card-svg.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size, from its header chunk. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('share pictures (issue 20)', () => {
  const t2 = useTestApp({ env: { PUBLIC_CACHE_SECONDS: '60' } });

  const season = () =>
    buildScoredProtocols(t2().db, [
      {
        eventDate: '2025-05-10',
        eventName: 'Кубок Подмосковья',
        rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Соколов Павел 1985 М' }],
      },
    ]);

  it("a rider's and a protocol's cards and the portal's are PNGs of 1200×630", async () => {
    const [cup] = await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    for (const url of [
      `/share/rider/${id}.png`,
      `/share/rider/${id}.png?year=2025&v=x`,
      `/share/protocol/${cup!.protocolId}.png`,
      '/share/portal.png',
    ]) {
      const response = await t2().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(pngSize(response.rawPayload), url).toEqual({ width: 1200, height: 630 });
    }
  });

  it('renders a card once: the same card is the same bytes from memory, a changed card is drawn anew', async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const first = await t2().app.inject({ method: 'GET', url: `/share/rider/${id}.png` });
    const again = await t2().app.inject({ method: 'GET', url: `/share/rider/${id}.png` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // A write that names the rider drops the picture: the card is read again.
    await t2().db.update(t.participants).set({ club: 'Велоклуб «Пелотон»' }).where(eq(t.participants.id, id));
    await t2().ctx.publicCacheInvalidation.drop([`rider:${id}`]);
    const changed = await t2().app.inject({ method: 'GET', url: `/share/rider/${id}.png` });
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(pngSize(changed.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it("draws the rider's photo when there is one", async () => {
    await season();
    const id = await participantIdOf(t2().db, 'Орлов');
    const without = await t2().app.inject({ method: 'GET', url: `/share/rider/${id}.png` });
    const photo = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#1971c2"/></svg>',
    )
      .render()
      .asPng();
    const file = await storeFile(t2().ctx, t2().db, {
      bytes: photo,
      fileName: 'photo.png',
      kind: 'photo',
      ownerUserId: null,
    });
    await t2().db.update(t.participants).set({ photoFileId: file.id }).where(eq(t.participants.id, id));
    await t2().ctx.publicCacheInvalidation.drop([`rider:${id}`]);
    const withPhoto = await t2().app.inject({ method: 'GET', url: `/share/rider/${id}.png` });
    expect(withPhoto.statusCode).toBe(200);
    expect(pngSize(withPhoto.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(withPhoto.rawPayload.equals(without.rawPayload)).toBe(false);
  });

  it('answers 404 for a rider or a protocol that does not exist', async () => {
    for (const url of ['/share/rider/999999.png', '/share/rider/abc.png', '/share/protocol/999999.png']) {
      expect((await t2().app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('writes names into the SVG as text and cuts long ones', () => {
    const svg = cardSvg({
      kind: 'protocol',
      eventName: '</text><script>alert(1)</script> & Co',
      protocolName: 'Абсолют',
      day: '2025-05-10T00:00:00Z',
      organizerName: 'Клуб "Пелотон"',
      resultsCount: 2,
      podium: [{ place: 1, name: '<b>Орлов</b> Илья', time: '2:01:00' }],
      provisionalUntil: null,
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;</text>');
    expect(svg).toContain('&lt;b&gt;Орлов&lt;/b&gt; Илья');
    expect(svg).not.toContain('Предварительные результаты');
    const provisional = cardSvg({
      kind: 'protocol',
      eventName: 'Гран-при Тула',
      protocolName: 'М40',
      day: '2025-05-10T00:00:00Z',
      organizerName: 'Клуб',
      resultsCount: 2,
      podium: [],
      provisionalUntil: '2025-05-11T15:00:00.000Z',
    });
    // Provisional results say so, with the time the protests close (Moscow time), issue 38.
    expect(provisional).toContain('>Предварительные результаты</text>');
    expect(provisional).toContain('>протесты до 11.05.2025, 18:00 МСК</text>');
    expect(wrapText('Первенство Московской области по шоссейному велоспорту среди ветеранов', 22, 2)).toEqual(
      ['Первенство Московской', 'области по шоссейному…'],
    );
  });
});
