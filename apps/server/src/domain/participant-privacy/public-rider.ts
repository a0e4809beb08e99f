import type { ParticipantPrivacy } from '@velo/contracts';

/**
 * A hidden rider in the answers built in code, as privacy-repository.ts does it in SQL:
 * initials only, with no year, club or city.
 */

/** 'И.' of 'Иван'; '' of ''. */
export const initialOf = (name: string): string => {
  const first = [...name.trim()][0];
  return first ? `${first}.` : '';
};

/** A person's names and details as the public sees them. */
export const publicPerson = <
  T extends {
    lastName: string;
    firstName: string;
    yearOfBirth?: number | null;
    club?: string;
    city?: string;
  },
>(
  person: T,
  hidden: boolean,
): T =>
  hidden
    ? {
        ...person,
        lastName: initialOf(person.lastName),
        firstName: initialOf(person.firstName),
        ...('yearOfBirth' in person ? { yearOfBirth: null } : {}),
        ...('club' in person ? { club: '' } : {}),
        ...('city' in person ? { city: '' } : {}),
      }
    : person;

/** The privacy of a rider, as the owner and administrators see it. */
export const privacyOf = (rider: {
  userId: number | null;
  hiddenAt: Date | null;
  hiddenByUserId: number | null;
}): ParticipantPrivacy => ({
  isHidden: rider.hiddenAt !== null,
  hiddenOn: rider.hiddenAt?.toISOString() ?? null,
  hiddenByOwner:
    rider.hiddenAt === null ? null : rider.hiddenByUserId !== null && rider.hiddenByUserId === rider.userId,
});
