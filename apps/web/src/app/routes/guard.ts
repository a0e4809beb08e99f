import type { AccessRule } from '@/features/guard/access-rules';
import type { requireAccess } from '@/features/guard/require-access';

type GuardArgs = Parameters<ReturnType<typeof requireAccess>>[0];

/**
 * The route guard (spec part 1 §6) of the cabinets and the claim page as a `beforeLoad`: its code
 * (the user check, the decision, the redirects) loads with the first guarded page a visitor opens,
 * not with every public page's first load.
 */
export const guardedBy = (rule: AccessRule) => async (args: GuardArgs) => {
  const { requireAccess: guard } = await import('@/features/guard/require-access');
  return guard(rule)(args);
};
