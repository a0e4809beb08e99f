import type { CleanupItem } from '@velo/contracts';
import { transliterate } from '../../lib/transliterate.js';
import { normalizedParticipantName } from '../participants/participant-name.js';
import type { CreatedOnCandidate, RiderNames } from './cleanup-repository.js';
import { fieldChanges, riderName } from './merge-fields.js';
import { emptyCounts, type ChangePlan, type ParticipantPatch } from './participant-changes.js';

/** A plan that only changes columns of riders: one listed item per rider. */
export const updatePlan = (
  entries: { rider: RiderNames; before: object; patch: ParticipantPatch }[],
): ChangePlan => {
  const changed = entries.filter((entry) => Object.keys(entry.patch).length > 0);
  const items: CleanupItem[] = changed.map(({ rider, before, patch }) => ({
    kind: 'update',
    participantId: rider.id,
    participantName: riderName(rider),
    yearOfBirth: rider.yearOfBirth,
    keptParticipantId: null,
    keptParticipantName: null,
    changes: fieldChanges(before, patch),
    resultsCount: 0,
  }));
  return {
    updates: changed.map(({ rider, patch }) => ({ participantId: rider.id, patch })),
    merges: [],
    deletions: [],
    items,
    skipped: [],
    counts: { ...emptyCounts(), participantsUpdated: changed.length },
  };
};

const capitalized = (part: string): string =>
  part.length === 0 ? part : part[0]!.toUpperCase() + part.slice(1).toLowerCase();

/**
 * One name written the usual way: no spaces around it, one space between words, and a word typed
 * all in lower or all in upper case starts with a capital (each part of a hyphenated one). A word
 * in mixed case (МакДональд) was typed so on purpose and stays.
 */
export const normalizedNamePart = (text: string): string =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) =>
      word === word.toLowerCase() || word === word.toUpperCase()
        ? word.split('-').map(capitalized).join('-')
        : word,
    )
    .join(' ');

/** normalize-participant-name: names with stray spaces or in the wrong case. */
export const planNameNormalization = (riders: RiderNames[]): ChangePlan =>
  updatePlan(
    riders.map((rider) => {
      const lastName = normalizedNamePart(rider.lastName);
      const firstName = normalizedNamePart(rider.firstName);
      const middleName = normalizedNamePart(rider.middleName);
      const patch: ParticipantPatch = {};
      if (lastName !== rider.lastName) patch.lastName = lastName;
      if (firstName !== rider.firstName) patch.firstName = firstName;
      if (middleName !== rider.middleName) patch.middleName = middleName;
      if (patch.lastName !== undefined || patch.firstName !== undefined)
        patch.normalizedName = normalizedParticipantName(lastName, firstName);
      return { rider, before: rider, patch };
    }),
  );

/** clear-participant-clubs: the profile's club of riders without an account is emptied. */
export const planClubClearing = (riders: (RiderNames & { club: string })[]): ChangePlan =>
  updatePlan(riders.map((rider) => ({ rider, before: rider, patch: { club: '' } })));

/** add-participants-name-transliteration: an empty Latin name is written from the Russian one. */
export const planTransliteration = (
  riders: (RiderNames & { firstNameTransliteration: string; lastNameTransliteration: string })[],
): ChangePlan =>
  updatePlan(
    riders.map((rider) => {
      const patch: ParticipantPatch = {};
      const first = transliterate(rider.firstName.trim());
      const last = transliterate(rider.lastName.trim());
      if (rider.firstNameTransliteration === '' && first !== '') patch.firstNameTransliteration = first;
      if (rider.lastNameTransliteration === '' && last !== '') patch.lastNameTransliteration = last;
      return { rider, before: rider, patch };
    }),
  );

/** The two created-on clean-ups: each rider's creation date becomes the date its reader found. */
export const planCreatedOn = (riders: CreatedOnCandidate[]): ChangePlan =>
  updatePlan(riders.map((rider) => ({ rider, before: rider, patch: { createdOn: rider.target } })));
