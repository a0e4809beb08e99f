import type { EventView } from '@velo/contracts';

/** An event for tests: an upcoming rating race without protocols or a start list unless overridden. */
export const buildEvent = (overrides: Partial<EventView> = {}): EventView => ({
  id: 42,
  raceName: 'Кубок Подмосковья',
  disciplineName: null,
  disciplineTypeId: null,
  eventDate: '2026-12-05T00:00:00Z',
  url: '',
  organizer: { id: 1, name: 'Велоклуб' },
  isRating: true,
  hasLinkedProtocols: false,
  protocolsCount: 0,
  mapFileId: null,
  mapFileName: null,
  startPoint: null,
  weather: null,
  logoFileId: null,
  inCurrentUserFavorites: false,
  tags: [],
  startListCount: 0,
  ...overrides,
});
