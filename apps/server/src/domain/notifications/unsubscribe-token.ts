import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: the user's id signed with the server's secret (HMAC-SHA256), so the
 * link switches off that user's mail without signing in, and no other user's. It does not expire:
 * an old mail's link still works.
 */
const signature = (secret: string, userId: number): string =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: number): string =>
  `${userId}.${signature(secret, userId)}`;

/** The user id a token was made for, or null when it is not one of ours. */
export const readUnsubscribeToken = (secret: string, token: string): number | null => {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
};

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: number): string =>
  `${publicUrl.replace(/\/+$/, '')}/unsubscribe?token=${unsubscribeToken(secret, userId)}`;
