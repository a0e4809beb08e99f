import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateCabinetSearch } from '@/features/cabinet/search';
import { ACCESS_RULES } from '@/features/guard/access-rules';
import { guardedBy } from './guard';
import { cabinetPage, loadCabinet } from './cabinet-loader';
import { shellRoute } from './shell-route';

// The administrator's cabinet (part 2 §2.9), behind the route guard (§6).
const adminRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'lk/admin',
  beforeLoad: guardedBy(ACCESS_RULES.admin),
  validateSearch: validateCabinetSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: loadCabinet('admin'),
  component: lazyRouteComponent(cabinetPage, 'AdminCabinetPage'),
});

/** The administrator's routes, below the shell. */
export const adminRoutes = { adminRoute };
