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
