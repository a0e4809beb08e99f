import type { Organizer } from '@velo/contracts';

/** An organizer for tests, as GET /v1/EventOrganizer/list answers it. */
export const buildOrganizer = (id: number, name: string, overrides: Partial<Organizer> = {}): Organizer => ({
  id,
  name,
  description: '',
  logoId: null,
  createdOn: '2026-01-01T00:00:00.000Z',
  updatedOn: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
