import type { ResultStatus } from '@velo/contracts';

/** A starter finished, did not finish or was disqualified (F, DNF, DSQ); a DNS row did not start. */
export const isStarter = (result: { readonly status: ResultStatus }): boolean => result.status !== 'DNS';

/** Only finishers get R, S, M or D. */
export const isFinisher = (result: { readonly status: ResultStatus }): boolean => result.status === 'F';
