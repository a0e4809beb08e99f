import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateClaimSearch } from '@/features/claims/search';
import { ACCESS_RULES } from '@/features/guard/access-rules';
import { guardedBy } from './guard';
import { shellRoute } from './shell-route';

// The rider's own pages behind the route guard (§6). A rider's profile, their cabinet once claimed,
// is a public page (public-area.ts).

// «Найдите себя»: a signed-in user claims their rider's profile (issue 34).
const claimRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'claim',
  beforeLoad: guardedBy(ACCESS_RULES.signedIn),
  validateSearch: validateClaimSearch,
  component: lazyRouteComponent(() => import('@/features/claims/claim-page'), 'ClaimPage'),
});

/** The rider's routes, below the shell. */
export const riderRoutes = { claimRoute };
