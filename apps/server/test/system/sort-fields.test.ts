import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.js';
import { buildActors, type ActorName } from '../helpers/actors.js';
import { buildConfig } from '../helpers/factories.js';
import { buildCluster, buildScoredProtocols, participantIdOf } from '../helpers/scored-protocols.js';
import { useTestApp, type TestApp } from '../helpers/test-app.js';

/** Names every plain object answers to, which a sort-field lookup must not take for its own keys. */
const BUILT_IN_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

type PagedList = { url: string; caller: ActorName; body?: Record<string, unknown> };

/** Every paged list that takes `sort: { fieldName, direction }`. */
const pagedLists = (ids: { participantId: number }): PagedList[] => [
  { url: '/v1/Statistic/paged-rating', caller: 'anonymous', body: { year: 2025 } },
  {
    url: '/v1/ParticipantRating/participant-rating-page',
    caller: 'anonymous',
    body: { year: 2025, participantId: ids.participantId, size: 1 },
  },
  { url: '/v1/Statistic/rating-csv', caller: 'anonymous', body: { year: 2025 } },
  { url: '/v1/Statistic/paged-results', caller: 'anonymous' },
  {
    url: '/v1/Participant/participant-protocols',
    caller: 'anonymous',
    body: { participantId: ids.participantId },
  },
  { url: '/v1/Protocol/paged-short-info', caller: 'anonymous' },
  { url: '/v1/Protocol/paged', caller: 'anonymous' },
  { url: '/v1/Event/paged', caller: 'anonymous' },
  { url: '/v1/Event/paged-lk', caller: 'organizerA' },
  { url: '/v1/Cluster/paged', caller: 'anonymous' },
  { url: '/v1/Cluster/paged-lk', caller: 'organizerA' },
  { url: '/v1/EventOrganizer/paged', caller: 'anonymous' },
  { url: '/v1/News/paged', caller: 'anonymous' },
  { url: '/v1/ProtocolConfig/paged', caller: 'organizerA' },
  { url: '/v1/Admin/paged-users', caller: 'admin' },
];

/** A little of everything the lists show: a scored season, a cluster, configs, news and accounts. */
const buildWorld = async (app: TestApp) => {
  const actors = await buildActors(app);
  await buildScoredProtocols(app.db, [
    {
      organizerId: actors.organizerAId,
      eventDate: '2025-05-10',
      rows: [
        { rider: 'Орлов Илья 1980 М' },
        { rider: 'Белов Юрий 1983 М' },
        { rider: 'Соколова Анна 1986 Ж' },
      ],
    },
    {
      organizerId: actors.organizerAId,
      eventDate: '2025-06-10',
      rows: [{ rider: 'Белов Юрий 1983 М' }, { rider: 'Ёлкин Олег 1990 М' }],
    },
  ]);
  await buildCluster(app.db, actors.organizerAId);
  await buildConfig(app.db, { organizerId: actors.organizerAId });
  await app.db.insert(schema.news).values([{ title: 'Сезон открыт' }, { title: 'Итоги года' }]);
  return { actors, participantId: await participantIdOf(app.db, 'Белов') };
};

describe('sort fields', () => {
  const t = useTestApp();

  it('answers a sort by a name every object has (constructor, __proto__, toString…) as it answers an unknown field, in every paged list', async () => {
    const app = t();
    const { actors, participantId } = await buildWorld(app);
    for (const list of pagedLists({ participantId })) {
      const ask = (fieldName: string) =>
        app.app.inject({
          method: 'POST',
          url: list.url,
          headers: actors.headers[list.caller],
          payload: { ...list.body, sort: { fieldName, direction: 1 } },
        });
      const unknown = await ask('noSuchField');
      expect(unknown.statusCode, `${list.url} with an unknown field`).toBe(200);
      for (const fieldName of BUILT_IN_KEYS) {
        const response = await ask(fieldName);
        expect.soft(response.statusCode, `${list.url} sorted by ${fieldName}`).toBe(200);
        expect.soft(response.body, `${list.url} sorted by ${fieldName}`).toBe(unknown.body);
      }
    }
  });
});
