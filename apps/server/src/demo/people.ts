import type { DemoParticipant } from './demo-types.js';
import {
  CITIES,
  CLUBS,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  feminineLastName,
} from './names.js';
import type { Random } from './random.js';

const FIRST_DEMO_SEASON = 2018;

/**
 * Riders with unique (last name, first name, birth year): the key a protocol file is matched by,
 * so the same person is never two participants. Each rides from a first to a last season, the
 * newest being `lastSeason` (the current one).
 */
export const generateParticipants = (
  random: Random,
  count: number,
  lastSeason: number,
): DemoParticipant[] => {
  const LAST_DEMO_SEASON = lastSeason;
  const taken = new Set<string>();
  const participants: DemoParticipant[] = [];
  const clubs = [...CLUBS, ...Array.from({ length: 20 }, () => '')];
  while (participants.length < count) {
    const gender = random.chance(0.76) ? 'male' : 'female';
    const maleLastName = random.pick(LAST_NAMES);
    const lastName = gender === 'male' ? maleLastName : feminineLastName(maleLastName);
    const firstName = random.pick(gender === 'male' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    // Masters racing: most riders are 30-60, a few younger and a few past 70.
    const yearOfBirth = Math.round(Math.min(2006, Math.max(1946, random.normal(1980, 11))));
    const key = `${lastName}|${firstName}|${yearOfBirth}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const firstSeason = random.chance(0.45)
      ? FIRST_DEMO_SEASON
      : random.int(FIRST_DEMO_SEASON, LAST_DEMO_SEASON);
    const lastSeason = random.chance(0.6) ? LAST_DEMO_SEASON : random.int(firstSeason, LAST_DEMO_SEASON);
    participants.push({
      id: participants.length + 1,
      firstName,
      lastName,
      gender,
      yearOfBirth,
      club: random.pick(clubs),
      city: random.pick(CITIES),
      skill: random.normal(0, 1),
      activity: 0.3 + random.next() * 1.4,
      firstSeason,
      lastSeason,
    });
  }
  return participants;
};
