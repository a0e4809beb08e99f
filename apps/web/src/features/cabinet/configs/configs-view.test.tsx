import { screen, within } from '@testing-library/react';
import type { ProtocolConfig } from '@velo/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, signInForTest } from '@/testing/fake-server';
import { ADMIN_SCOPE, ORGANIZER_SCOPE, renderCabinetView } from '../kit/cabinet-test-kit';
import { ConfigsView } from './configs-view';

// The configs view (issue 12): an organizer works with the national default too, pinned above its
// own and read-only; an administrator sees and edits every config, with the organizer column.

const config = (over: Partial<ProtocolConfig>): ProtocolConfig => ({
  id: 1,
  name: 'Национальная',
  isDefault: true,
  organizer: null,
  organizerId: null,
  createdOn: '2026-01-01T00:00:00Z',
  updatedOn: '2026-01-01T00:00:00Z',
  startDate: null,
  endDate: null,
  participantsCount: null,
  significanceRatioCalculationMode: 'auto',
  significanceRatio: null,
  significanceParticipantPercent: null,
  representationRatioCalculationMode: 'custom',
  representationRatio: 0.8,
  representationParticipantCount: null,
  scoreDistribution: [100, 80, 60],
  finalRatingBestRacesPercent: null,
  finalRatingBestRacesNumber: null,
  hideParticipantsWithoutRatingInFinalRating: false,
  finalRatingBestRacesMode: 'ignore',
  ...over,
});

const NATIONAL = config({});
const OWN = config({
  id: 5,
  name: 'Кубок области',
  isDefault: false,
  organizerId: 7,
  organizer: { id: 7, name: 'ТДК Старт' },
  startDate: '2026-03-01T00:00:00Z',
});

const serve = () =>
  fakeServer({
    'GET /v1/ProtocolConfig/Default': NATIONAL,
    'POST /v1/ProtocolConfig/paged': { items: [OWN], totalCount: 1 },
  });

beforeEach(() => signInForTest());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('configs view', () => {
  it('pins the national default above the organizer’s own, read-only, with the coefficients in words', async () => {
    const server = serve();
    renderCabinetView(<ConfigsView />, { path: '/lk/org?viewType=configs', scope: ORGANIZER_SCOPE });
    const own = await screen.findByRole('row', { name: /Кубок области/ });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Национальная');
    expect(rows[0]).toHaveTextContent('по умолчанию');
    expect(within(rows[0]!).getByRole('button', { name: 'Просмотр' })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(own).toHaveTextContent('F авто · Q вручную 0.8');
    expect(own).toHaveTextContent('с 01/03/2026');
    expect(within(own).getByRole('button', { name: 'Редактировать' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(server.lastBody('POST /v1/ProtocolConfig/paged')).toEqual({
      page: 1,
      size: 10,
      organizerId: 7,
      name: null,
    });
  });

  it('gives an administrator every config with its organizer and asks for no separate default', async () => {
    const server = serve();
    renderCabinetView(<ConfigsView />, { path: '/lk/admin?viewType=configs', scope: ADMIN_SCOPE });
    const own = await screen.findByRole('row', { name: /Кубок области/ });
    expect(own).toHaveTextContent('ТДК Старт');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(server.requests('GET /v1/ProtocolConfig/Default')).toEqual([]);
  });
});
