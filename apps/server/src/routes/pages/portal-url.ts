import type { Config } from '../../config.js';

/** PUBLIC_URL without a slash at the end: every absolute address the pages write starts with it. */
export const portalUrl = (config: Config): string => config.PUBLIC_URL.replace(/\/+$/, '');

/** A path segment that is a record's id (a positive 32-bit integer), else null. */
export const idFromPath = (value: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
};
