import type { AuthUser } from '../../auth/auth-user.js';
import { showsFavoriteIcon } from '../../auth/policies.js';

/** An object of an answer that carries a rider's favourite marks. */
type MarkedObject = Record<string, unknown> & { inCurrentUserFavorites: boolean; showFavoriteIcon: boolean };

export type RiderMark = { object: MarkedObject; participantId: number };

/**
 * The places in an answer where a rider's favourite marks stand (a rating row, a protocol's result,
 * a podium line), with the rider each one marks: `participantId`, or `participant.id` for a rating
 * row (whose own `id` is the row's), or `rootRider` for the answer itself (a rider's profile). Null
 * when a mark's rider cannot be told: the caller then answers without the shared answer rather than
 * guess.
 */
export const riderMarksOf = (answer: unknown, rootRider?: number): RiderMark[] | null => {
  const found: RiderMark[] = [];
  if (rootRider !== undefined && answer !== null && typeof answer === 'object' && !Array.isArray(answer)) {
    const root = answer as Record<string, unknown>;
    if ('showFavoriteIcon' in root) found.push({ object: root as MarkedObject, participantId: rootRider });
    return Object.values(root).every((value) => visit(value)) ? found : null;
  }
  return visit(answer) ? found : null;

  function visit(node: unknown): boolean {
    if (Array.isArray(node)) return node.every(visit);
    if (node === null || typeof node !== 'object') return true;
    const object = node as Record<string, unknown>;
    if ('showFavoriteIcon' in object || 'inCurrentUserFavorites' in object) {
      const participant = object.participant as { id?: unknown } | null | undefined;
      const id = typeof object.participantId === 'number' ? object.participantId : participant?.id;
      if (typeof id !== 'number') return false;
      found.push({ object: object as MarkedObject, participantId: id });
    }
    return Object.values(object).every(visit);
  }
};

/**
 * Puts one caller's marks on a guest's answer (issue 17: the public part is shared, the marks are
 * the caller's): the same values the presenters give, `inCurrentUserFavorites` from the riders the
 * caller follows and `showFavoriteIcon` by the policy.
 */
export const applyRiderMarks = (
  marks: readonly RiderMark[],
  user: AuthUser,
  followed: ReadonlySet<number>,
): void => {
  for (const { object, participantId } of marks) {
    object.inCurrentUserFavorites = followed.has(participantId);
    object.showFavoriteIcon = showsFavoriteIcon(user, participantId);
  }
};
