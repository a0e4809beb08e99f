import type { CurrentUser } from '@velo/contracts';
import { effectiveRoles } from '@/hooks/use-current-user';
import { SIGN_IN_PATH, type SignInPath } from '@/lib/roles';
import type { AccessRule } from './access-rules';

export type AccessDecision =
  | { kind: 'allow' }
  /** No allowed role: sign in again, on the screen of the rule's first role. */
  | { kind: 'wrongRole'; signInPath: SignInPath }
  /** The role fits but the account is not confirmed yet: back home. */
  | { kind: 'notConfirmed' };

/**
 * The route guard's decision (spec part 1 §6). A guest holds no role; a user without roles counts
 * as a participant; a pending role request's role counts as held.
 */
export const decideAccess = (rule: AccessRule, user: CurrentUser | null): AccessDecision => {
  const held = effectiveRoles(user);
  if (!user || !rule.roles.some((role) => held.includes(role))) {
    return { kind: 'wrongRole', signInPath: SIGN_IN_PATH[rule.roles[0] ?? 'Participant'] };
  }
  if (rule.onlyConfirmed && !user.isConfirmed) return { kind: 'notConfirmed' };
  return { kind: 'allow' };
};
