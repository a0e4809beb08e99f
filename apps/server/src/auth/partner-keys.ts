import { isSameSecret } from '../lib/same-secret.js';

/** One timing partner's key and the organizer whose data it reaches (INTEGRATION_API_KEYS). */
export type PartnerKey = { organizerId: number; key: string };

export const PARTNER_KEY_MIN_LENGTH = 16;
export const PARTNER_KEYS_FORMAT_MESSAGE = `ожидаются пары organizerId:ключ через запятую, ключ не короче ${PARTNER_KEY_MIN_LENGTH} символов (например 12:a1b2c3d4e5f6g7h8)`;

/** `12:key-one,15:key-two` → the pairs; null when any pair is malformed. */
export const parsePartnerKeys = (value: string): PartnerKey[] | null => {
  const pairs = value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  const keys: PartnerKey[] = [];
  for (const pair of pairs) {
    const match = /^(\d{1,9}):(\S+)$/.exec(pair);
    if (!match || match[2]!.length < PARTNER_KEY_MIN_LENGTH || Number(match[1]) < 1) return null;
    keys.push({ organizerId: Number(match[1]), key: match[2]! });
  }
  return keys.length > 0 ? keys : null;
};

/**
 * The organizer a presented X-Api-Key belongs to, or null. Every configured key is compared, in
 * constant time, whatever the presented one is.
 */
export const partnerOrganizerOf = (
  keys: readonly PartnerKey[],
  presented: string | string[] | undefined,
): number | null => {
  let organizerId: number | null = null;
  for (const entry of keys) {
    if (isSameSecret(entry.key, presented) && organizerId === null) organizerId = entry.organizerId;
  }
  return organizerId;
};

export const PARTNER_API_OFF_MESSAGE = 'Интеграционный API партнёра не настроен';
export const PARTNER_KEY_MESSAGE =
  'Неверный ключ API: укажите ключ, выданный партнёру, в заголовке X-Api-Key';
