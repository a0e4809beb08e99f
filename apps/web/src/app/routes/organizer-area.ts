import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateCabinetSearch } from '@/features/cabinet/search';
import { ACCESS_RULES } from '@/features/guard/access-rules';
import { guardedBy } from './guard';
import { cabinetPage, loadCabinet } from './cabinet-loader';
import { shellRoute } from './shell-route';

// The organizer's cabinet (part 2 §2.5) and protocol upload, behind the route guard (§6).
const organizerRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'lk/org',
  beforeLoad: guardedBy(ACCESS_RULES.organizer),
});
const organizerIndexRoute = createRoute({
  getParentRoute: () => organizerRoute,
  path: '/',
  validateSearch: validateCabinetSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: loadCabinet('org'),
  component: lazyRouteComponent(cabinetPage, 'OrganizerCabinetPage'),
});
const organizerLoadRoute = createRoute({
  getParentRoute: () => organizerRoute,
  path: 'load',
  beforeLoad: guardedBy(ACCESS_RULES.protocolUpload),
  component: lazyRouteComponent(() => import('@/features/cabinet/upload/upload-page'), 'UploadPage'),
});

/** The organizer's routes, below the shell. */
export const organizerRoutes = {
  organizerRoute: organizerRoute.addChildren([organizerIndexRoute, organizerLoadRoute]),
};
