import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token: `<userId>.<version>.<signature>`, the
 * signature an HMAC-SHA256 of the user's id and token version under a key of its own, derived
 * from the server's secret (HKDF), so a link is never a session's signature nor the other way
 * round. The version is the user's token version: «Выйти на всех устройствах», a new password or
 * a block revoke every link mailed before, as they end every session. It does not expire
 * otherwise: an old mail's link still works. One spelling only: numbers without leading zeros and
 * the signature exactly as made (`0042.…` or another last base64 character is refused).
 */
const keys = new Map<string, Buffer>();
const keyOf = (secret: string): Buffer => {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'velorating', 'unsubscribe-link', 32));
    keys.set(secret, key);
  }
  return key;
};

const signature = (secret: string, userId: number, version: number): string =>
  createHmac('sha256', keyOf(secret)).update(`unsubscribe:${userId}:${version}`).digest('base64url');

export type UnsubscribeSubject = { userId: number; version: number };

export const unsubscribeToken = (secret: string, { userId, version }: UnsubscribeSubject): string =>
  `${userId}.${version}.${signature(secret, userId, version)}`;

const CANONICAL = /^([1-9]\d{0,9})\.(0|[1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/;

/** The user and version a token was made for, or null when it is not one of ours as we write it. */
export const readUnsubscribeToken = (secret: string, token: string): UnsubscribeSubject | null => {
  const match = CANONICAL.exec(token);
  if (!match) return null;
  const subject = { userId: Number(match[1]), version: Number(match[2]) };
  if (!Number.isSafeInteger(subject.userId) || !Number.isSafeInteger(subject.version)) return null;
  const expected = Buffer.from(unsubscribeToken(secret, subject));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? subject : null;
};

export const unsubscribeUrl = (publicUrl: string, secret: string, subject: UnsubscribeSubject): string =>
  `${publicUrl.replace(/\/+$/, '')}/unsubscribe?token=${unsubscribeToken(secret, subject)}`;

/**
 * An address as the unsubscribe page shows it: the first character of the mailbox and the domain
 * (`b***@example.org`). Whoever holds the link learns whose mail it stops no more than that.
 */
export const maskedEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};
