import type { AnalyticsRequest } from '@velo/contracts';

/** The years asked for, both included; a bound left out is the server's default. */
export type YearRange = NonNullable<AnalyticsRequest>;
