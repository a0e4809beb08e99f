import { createHash, timingSafeEqual } from 'node:crypto';

// Hashing first gives both sides one length, so the comparison's time tells nothing about the key.
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a presented secret (an API key from a header) equals the configured one, compared as
 * SHA-256 digests in constant time: neither the time of a wrong guess nor its length tells how
 * much of it was right. A header sent twice (an array) or left out is never equal.
 */
export const isSameSecret = (configured: string, presented: string | string[] | undefined): boolean => {
  if (typeof presented !== 'string' || presented === '') return false;
  return timingSafeEqual(digest(configured), digest(presented));
};
