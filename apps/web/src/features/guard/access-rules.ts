import type { HeldRole } from '@velo/contracts';

/** What a guarded route asks of the user (spec part 1 §6). */
export type AccessRule = {
  /** Allowed roles; the first one decides which sign-in screen a refused user is sent to. */
  roles: readonly HeldRole[];
  /** Only a confirmed account may enter. */
  onlyConfirmed: boolean;
};

/** The guarded areas of spec part 1 §6. */
export const ACCESS_RULES = {
  /** lk/admin: administrators, confirmed. */
  admin: { roles: ['Admin'], onlyConfirmed: true },
  /** lk/org: organizers or administrators, confirmation not required. */
  organizer: { roles: ['Organizer', 'Admin'], onlyConfirmed: false },
  /** lk/org/load, the protocol upload: organizers or administrators, confirmed. */
  protocolUpload: { roles: ['Organizer', 'Admin'], onlyConfirmed: true },
  /** /claim, «Найдите себя» (issue 34): any signed-in user, confirmed or not. */
  signedIn: { roles: ['Participant', 'Organizer', 'Admin'], onlyConfirmed: false },
} as const satisfies Record<string, AccessRule>;
