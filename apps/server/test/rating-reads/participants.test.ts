import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  currentSeason,
  participantProfileSchema,
  participantProtocolsResponseSchema,
  yearResultsSchema,
} from '@velo/contracts';
import * as t2 from '../../src/db/schema/index.js';
import { bearer, buildActors, buildAccount, tokenFor } from '../helpers/actors.js';
import { buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp } from '../helpers/test-app.js';

describe('participant profile reads', () => {
  const t = useTestApp();

  const world = async () => {
    await buildScoredProtocols(t().db, [
      {
        eventDate: '2025-05-10',
        name: 'М40-49',
        rows: [{ rider: 'Орлов Илья 1980 М' }, { rider: 'Белов Юрий 1983 М' }],
      },
      {
        eventDate: '2025-06-10',
        rows: [
          { rider: 'Белов Юрий 1983 М' },
          { rider: 'Орлов Илья 1980 М' },
          { rider: 'Ёлкин Олег 1990 М' },
        ],
      },
      {
        eventDate: '2024-06-10',
        rows: [{ rider: 'Орлов Илья 1980 М', status: 'DNF' }, { rider: 'Белов Юрий 1983 М' }],
      },
      { eventDate: '2025-07-01', isRatingProtocol: false, rows: [{ rider: 'Орлов Илья 1980 М' }] },
    ]);
    return participantIdOf(t().db, 'Орлов');
  };

  it('opens on the last year raced with standing, medals and best results', async () => {
    const orlov = await world();
    const response = await t().app.inject({
      method: 'GET',
      url: `/v1/Participant/participant-info?participantId=${orlov}`,
    });
    const profile = participantProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      year: 2025,
      lastParticipatedYear: 2025,
      participatedYears: [2025, 2024],
      age: 45,
      yearOfBirth: 1980,
    });
    expect(profile.place).toBeGreaterThan(0);
    expect(profile.topPlacesCount).toEqual([
      { place: 1, count: 2 },
      { place: 2, count: 1 },
      { place: 3, count: 0 },
    ]);
    expect(profile.latestBest5Results[0]).toMatchObject({ place: 1, clusterAgeCategoryName: 'Абсолют' });
    expect(profile.documents).toBeNull();
    expect(profile.canSeeDocuments).toBe(false);
    const past = participantProfileSchema.parse(
      (
        await t().app.inject({
          method: 'GET',
          url: `/v1/Participant/participant-info?participantId=${orlov}&year=2024`,
        })
      ).json(),
    );
    expect(past.age).toBe(44);
    expect(past.topPlacesCount[0]!.count).toBe(0);
  });

  it('shows documents to the owner and administrators only', async () => {
    const orlov = await world();
    const { user } = await buildAccount(t().db);
    await t()
      .db.update(t2.participants)
      .set({ userId: user.id, medicalCertificateStatus: 'approved' })
      .where(eq(t2.participants.id, orlov));
    const actors = await buildActors(t());
    const url = `/v1/Participant/participant-info?participantId=${orlov}`;
    const owner = (
      await t().app.inject({ method: 'GET', url, headers: bearer(await tokenFor(t(), user.id)) })
    ).json();
    expect(owner).toMatchObject({
      isOwner: true,
      canSeeDocuments: true,
      showFavoriteIcon: false,
      documents: { medicalCertificateStatus: 'approved' },
    });
    const admin = (await t().app.inject({ method: 'GET', url, headers: actors.headers.admin })).json();
    expect(admin.documents.medicalCertificateStatus).toBe('approved');
    const other = (await t().app.inject({ method: 'GET', url, headers: actors.headers.organizerA })).json();
    expect(other.documents).toBeNull();
    const lk = await t().app.inject({
      method: 'GET',
      url: '/v1/Participant/participant-lk',
      headers: bearer(await tokenFor(t(), user.id)),
    });
    expect(lk.json().id).toBe(orlov);
    expect(
      (
        await t().app.inject({
          method: 'GET',
          url: '/v1/Participant/participant-lk',
          headers: actors.headers.organizerA,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('pages the rider\u2019s protocols with any sort and sums the rating points', async () => {
    const orlov = await world();
    const call = (body: Record<string, unknown>) =>
      t().app.inject({
        method: 'POST',
        url: '/v1/Participant/participant-protocols',
        payload: { participantId: orlov, ...body },
      });
    const all = participantProtocolsResponseSchema.parse((await call({ size: 1000 })).json());
    expect(all.totalCount).toBe(4);
    const ratingSum = all.items.filter((r) => r.isRatingProtocol).reduce((sum, r) => sum + r.rating, 0);
    expect(all.ratingSum).toBeCloseTo(ratingSum, 2);
    // A page of one, and a page past the end, still count and sum every race.
    for (const page of [2, 9]) {
      const paged = (await call({ size: 1, page })).json();
      expect(paged.items).toHaveLength(page === 2 ? 1 : 0);
      expect(paged.totalCount).toBe(4);
      expect(paged.ratingSum).toBe(all.ratingSum);
    }
    const of2025 = (await call({ year: 2025, sort: { fieldName: 'place', direction: 1 } })).json();
    expect(of2025.items.map((r: { place: number }) => r.place)).toEqual([1, 1, 2]);
    const byEvent = (await call({ sort: { fieldName: 'eventDate', direction: 1 }, size: 1 })).json();
    expect(byEvent.items[0]).toMatchObject({ status: 'DNF', place: null });
    expect((await call({ size: 1001 })).statusCode).toBe(400);
  });

  it('sums up the year with races per discipline, best places and places in the rating', async () => {
    const orlov = await world();
    const response = await t().app.inject({
      method: 'POST',
      url: '/v1/Participant/year-results',
      payload: { participantId: orlov, year: 2025, bestPlacesNumber: 3 },
    });
    const summary = yearResultsSchema.parse(response.json());
    expect(summary).toMatchObject({ totalRacesCount: 3, participantLastName: 'Орлов' });
    expect(summary.takenTheBestPlacesWithCounts).toEqual([
      { takenPlace: 1, count: 2 },
      { takenPlace: 2, count: 1 },
    ]);
    expect(summary.disciplinesBestResults[0]).toMatchObject({ racesCount: 3, bestResultTime: '2:00:00' });
  });

  it('answers «не валидный год» for a season before 2018 or after the current one, in every read of a rider', async () => {
    const id = await world();
    const next = currentSeason() + 1;
    for (const year of [2017, next]) {
      const reads = [
        {
          method: 'POST' as const,
          url: '/v1/Participant/year-results',
          payload: { participantId: id, year },
        },
        { method: 'GET' as const, url: `/v1/Participant/season-progress?participantId=${id}&year=${year}` },
        { method: 'GET' as const, url: `/v1/Participant/participant-info?participantId=${id}&year=${year}` },
      ];
      for (const read of reads) {
        const response = await t().app.inject(read);
        expect(response.statusCode, `${read.url} ${year}`).toBe(400);
        expect(response.json().Error).toBe('не валидный год');
      }
    }
    const current = await t().app.inject({
      method: 'GET',
      url: `/v1/Participant/participant-info?participantId=${id}&year=${currentSeason()}`,
    });
    expect(current.statusCode).toBe(200);
  });

  it('draws a QR code of the public profile and lists riders by their last year of activity', async () => {
    const orlov = await world();
    const qr = await t().app.inject({
      method: 'GET',
      url: `/v1/Participant/participant-qr-code-svg?participantId=${orlov}`,
    });
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toMatch(/^<svg/);
    const activity = (
      await t().app.inject({
        method: 'POST',
        url: '/v1/Participant/paged-participant-last-year-of-activity-infos',
        payload: { eventOrganizersMaxCount: 1, bestPlacesMaxCount: 1, page: 1, size: 500 },
      })
    ).json();
    expect(activity.totalCount).toBe(3);
    const orlovRow = activity.items.find((p: { id: number }) => p.id === orlov);
    // Two first places in 2025: the newer one is named, on every connection and plan.
    const [newest] = await t()
      .db.select({ name: t2.events.name })
      .from(t2.events)
      .where(eq(t2.events.eventDate, '2025-07-01'));
    expect(orlovRow).toMatchObject({
      lastYearOfActivity: 2025,
      bestResults: [{ eventName: newest!.name, takenPlace: 1 }],
    });
    expect(orlovRow.eventOrganizers).toHaveLength(1);
  });
});
