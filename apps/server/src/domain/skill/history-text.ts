import type { SkillHistoryEntry } from '@velo/skill';

/*
 * A rider's rated races as stored in skill_ratings.history: `protocolId,dayNumber,mu,sigma` per race,
 * joined by `;`, oldest first. The engine keeps mu and sigma to six decimals, so the text gives back
 * the very numbers (an incremental recalculation starts from them and must equal a full one).
 */

export const historyText = (history: readonly SkillHistoryEntry[]): string => {
  const parts = new Array<string>(history.length);
  for (let i = 0; i < history.length; i += 1) {
    const entry = history[i]!;
    parts[i] = `${entry.protocolId},${entry.day},${entry.mu},${entry.sigma}`;
  }
  return parts.join(';');
};

export const historyOf = (text: string): SkillHistoryEntry[] => {
  if (text === '') return [];
  return text.split(';').map((part) => {
    const [protocolId, day, mu, sigma] = part.split(',');
    return { protocolId: Number(protocolId), day: Number(day), mu: Number(mu), sigma: Number(sigma) };
  });
};

/** One entry's text, as `historyText` writes it. */
export const entryText = (protocolId: number, day: number, mu: number, sigma: number): string =>
  `${protocolId},${day},${mu},${sigma}`;

/**
 * A stored history cut back to the races before `day` (a day number): the kept text, how many races
 * it holds and the last one's belief; null when no race is left. Reads only the entries it keeps.
 */
export const historyBefore = (
  text: string,
  day: number,
): { text: string; races: number; lastDay: number; mu: number; sigma: number } | null => {
  if (text === '') return null;
  const parts = text.split(';');
  let kept = 0;
  let last: string[] | null = null;
  for (const part of parts) {
    const fields = part.split(',');
    if (Number(fields[1]) >= day) break;
    last = fields;
    kept += 1;
  }
  if (last === null) return null;
  return {
    text: kept === parts.length ? text : parts.slice(0, kept).join(';'),
    races: kept,
    lastDay: Number(last[1]),
    mu: Number(last[2]),
    sigma: Number(last[3]),
  };
};
