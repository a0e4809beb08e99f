import type { ProtocolLifecycle } from '@velo/contracts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A protocol's state as the answers carry it: provisional until the window closes, then official. */
export const lifecycleOf = (row: {
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
}): ProtocolLifecycle => ({
  isProvisional: row.official_at === null,
  protestClosesAt: iso(row.protest_closes_at),
  officialAt: iso(row.official_at),
});

/** `provisionalUntil` of the lists: the closing time of a provisional protocol, else null. */
export const provisionalUntilOf = (row: {
  official_at: Date | string | null;
  protest_closes_at: Date | string | null;
}): string | null => (row.official_at === null ? iso(row.protest_closes_at) : null);
