import { describe, expect, it } from 'vitest';
import {
  pagedResultsResponseSchema,
  pagedShortInfoResponseSchema,
  protocolViewSchema,
} from '@velo/contracts';
import { buildActors } from '../helpers/actors.js';
import { buildOrganizer } from '../helpers/factories.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';
import { eq } from 'drizzle-orm';
import * as schema from '../../src/db/schema/index.js';

describe('results and protocols', () => {
  const t = useTestApp();

  const world = async () => {
    const organizer = await buildOrganizer(t().db, { name: 'Гран Туризмо' });
    const created = await buildScoredProtocols(t().db, [
      {
        organizerId: organizer.id,
        eventName: 'Кубок Дмитрова',
        eventDate: '2025-05-10',
        rows: [
          { rider: 'Орлов Илья 1980 М', place: 1 },
          { rider: 'Белов Юрий 1983 М', place: 1 },
          { rider: 'Ёлкин Олег 1990 М', place: 3 },
          { rider: 'Соколов Пётр 1991 М', place: 4 },
          { rider: 'Кузнецов Иван 1975 М', status: 'DNF' },
        ],
      },
      {
        eventName: 'Гонка в Истре',
        eventDate: '2024-06-10',
        rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Белов Юрий 1983 М' }],
      },
    ]);
    return { organizer, created };
  };

  const results = (body: Record<string, unknown>, headers = {}) =>
    t().app.inject({ method: 'POST', url: '/v1/Statistic/paged-results', payload: body, headers });

  it('gives a card per protocol with one rider per top place and +N for shared places', async () => {
    await world();
    const body = pagedResultsResponseSchema.parse((await results({})).json());
    expect(body.totalCount).toBe(2);
    expect(body.items[0]!.eventName).toBe('Кубок Дмитрова');
    expect(body.items[0]!.topResults.map((r) => [r.lastName, r.place, r.participantsWithSamePlace])).toEqual([
      ['Орлов', 1, 1],
      ['Ёлкин', 3, 0],
    ]);
    const anyBest = (await results({ topPlacesPresentation: 'anyBestPlaces' })).json();
    expect(anyBest.items[0].topResults.map((r: { place: number }) => r.place)).toEqual([1, 3, 4]);
  });

  it('filters by dates, organizer and by event or rider name, and sorts oldest first', async () => {
    const { organizer } = await world();
    expect(
      (await results({ searchStartDate: '2025-01-01', endSearchDate: '2025-12-31' })).json().totalCount,
    ).toBe(1);
    expect((await results({ organizerId: organizer.id })).json().totalCount).toBe(1);
    expect((await results({ searchText: 'истре' })).json().items[0].eventName).toBe('Гонка в Истре');
    expect((await results({ searchText: 'Ёлкин' })).json().totalCount).toBe(1);
    expect((await results({ searchText: 'Олег Ёлкин' })).json().totalCount).toBe(1);
    const oldest = (await results({ sort: { fieldName: 'EventDate', direction: 1 } })).json();
    expect(oldest.items[0].eventName).toBe('Гонка в Истре');
    expect((await results({ searchText: 'никого' })).json()).toEqual({ items: [], totalCount: 0 });
  });

  it('shows a protocol with statuses, formulas, F and Q, and favourite marks', async () => {
    const { created } = await world();
    const actors = await buildActors(t());
    const orlov = await participantIdOf(t().db, 'Орлов');
    await t().app.inject({
      method: 'PATCH',
      url: `/v1/User/favorites-participant?participantId=${orlov}`,
      headers: actors.headers.participant,
    });
    const response = await t().app.inject({
      method: 'GET',
      url: `/v1/Protocol/${created[0]!.protocolId}`,
      headers: actors.headers.participant,
    });
    const protocol = protocolViewSchema.parse(response.json());
    expect(protocol).toMatchObject({
      isRatingProtocol: true,
      isRatingEvent: true,
      isRatingFromProtocolFile: false,
    });
    expect(protocol.event.organizer.name).toBe('Гран Туризмо');
    expect(protocol.results.map((r) => [r.lastName, r.place, r.status])).toEqual([
      ['Орлов', 1, 'F'],
      ['Белов', 1, 'F'],
      ['Ёлкин', 3, 'F'],
      ['Соколов', 4, 'F'],
      ['Кузнецов', null, 'DNF'],
    ]);
    expect(protocol.results[0]!.inCurrentUserFavorites).toBe(true);
    expect(protocol.results[1]!.inCurrentUserFavorites).toBe(false);
    // 4 of 5 starters score: p = 80% → F = 0.2; nobody was in the top 100 before → Q = 1.
    expect(protocol.significanceParticipantPercent).toBe(80);
    expect(protocol.representationParticipantCount).toBe(0);
    expect(protocol.results[0]!.ratingCalculationFormula).toBe('(200 + 0 + 0 + 0) × 0.2 × 1 = 40');
    expect(protocol.results[4]!.ratingCalculationFormula).toBeNull();
    expect((await t().app.inject({ method: 'GET', url: '/v1/Protocol/999999' })).statusCode).toBe(404);
  });

  it('exports a protocol as CSV', async () => {
    const { created } = await world();
    const response = await t().app.inject({
      method: 'GET',
      url: `/v1/Protocol/${created[0]!.protocolId}/csv`,
    });
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[1]).toBe(
      '1;1;Орлов;Илья;1980;М;Клуб;Москва;2:00:00;;40;(200 + 0 + 0 + 0) × 0.2 × 1 = 40',
    );
  });

  it('quotes a CSV cell that holds the separator, a quote or a line break, and writes decimals with a comma', async () => {
    const { created } = await world();
    const protocolId = created[0]!.protocolId;
    await t()
      .db.update(schema.protocolResults)
      .set({ club: 'Клуб "Вираж"; Дмитров', city: 'Москва\nМО' })
      .where(eq(schema.protocolResults.protocolId, protocolId));
    const response = await t().app.inject({ method: 'GET', url: `/v1/Protocol/${protocolId}/csv` });
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[1]).toBe(
      '1;1;Орлов;Илья;1980;М;"Клуб ""Вираж""; Дмитров";"Москва\nМО";2:00:00;;40;(200 + 0 + 0 + 0) × 0.2 × 1 = 40',
    );
    const { body } = await t().app.inject({
      method: 'POST',
      url: '/v1/Statistic/rating-csv',
      payload: { year: 2025 },
    });
    expect(body.split('\r\n')).toContain('4;4;Соколов;Пётр;М;1991;Москва;Клуб;1;30,4');
  });

  it('lists an event\u2019s protocols, newest upload first, and the cabinet\u2019s list with filters', async () => {
    const { created } = await world();
    const short = pagedShortInfoResponseSchema.parse(
      (
        await t().app.inject({
          method: 'POST',
          url: '/v1/Protocol/paged-short-info',
          payload: { eventId: created[0]!.eventId },
        })
      ).json(),
    );
    expect(short.items.map((p) => p.id)).toEqual([created[0]!.protocolId]);
    const paged = (
      await t().app.inject({ method: 'POST', url: '/v1/Protocol/paged', payload: { year: 2024 } })
    ).json();
    expect(paged.items.map((p: { eventName: string }) => p.eventName)).toEqual(['Гонка в Истре']);
    const list = (await t().app.inject({ method: 'GET', url: '/v1/Protocol/list' })).json();
    expect(list).toHaveLength(2);
  });
});
