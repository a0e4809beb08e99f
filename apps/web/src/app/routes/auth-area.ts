import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { isProvider } from '@/features/auth/lib/providers';
import { SECRET_PAGES } from '@/features/auth/lib/secret-pages';
import {
  validateCallbackSearch,
  validateConfirmEmailSearch,
  validateMessagesSearch,
  validateResetPasswordSearch,
  validateRoleAuthSearch,
} from '@/features/auth/search';
import { takeSecretsFromSearch } from '@/lib/url-secrets';
import type * as AuthRouteModule from './auth-routes';
import { shellRoute } from './shell-route';

// Authentication area (§2.2).
const authRoute = createRoute({ getParentRoute: () => shellRoute, path: 'auth' });
const authIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/auth/participant' });
  },
});
/** The sign-in area's screens: one lazily loaded chunk. */
const authScreen = (name: keyof typeof AuthRouteModule) =>
  lazyRouteComponent(() => import('./auth-routes'), name);
/** /auth/{provider}…: only the four known providers; anything else is the 404 page. */
const knownProvider = ({ params }: { params: { provider: string } }) => {
  if (!isProvider(params.provider)) throw notFound();
};
const authParticipantRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'participant',
  validateSearch: validateRoleAuthSearch,
  component: authScreen('ParticipantAuthRoute'),
});
const authOrganizerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'organizer',
  validateSearch: validateRoleAuthSearch,
  component: authScreen('OrganizerAuthRoute'),
});
const authAdminRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'admin',
  component: authScreen('AdminAuthRoute'),
});
const authForgetRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'password/forget',
  component: authScreen('ForgetPasswordRoute'),
});
/** The password the installation set, changed at the first sign-in (issue 36). */
const authChangePasswordRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'password/change',
  component: authScreen('ChangePasswordRoute'),
});
const authResetRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'password/reset',
  validateSearch: validateResetPasswordSearch,
  // The link's token and e-mail leave the address before anything renders (lib/url-secrets.ts).
  beforeLoad: ({ search }) => {
    if (takeSecretsFromSearch(SECRET_PAGES.reset, search, ['_token', '_email']))
      throw redirect({ to: '/auth/password/reset', search: {}, replace: true });
  },
  component: authScreen('ResetPasswordRoute'),
});
const authConfirmEmailRoute = createRoute({
  getParentRoute: () => authRoute,
  path: 'confirm-email',
  validateSearch: validateConfirmEmailSearch,
  beforeLoad: ({ search }) => {
    if (takeSecretsFromSearch(SECRET_PAGES.confirmEmail, search, ['userId', 'code']))
      throw redirect({ to: '/auth/confirm-email', search: {}, replace: true });
  },
  component: authScreen('ConfirmEmailRoute'),
});
const authProviderRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider',
  beforeLoad: knownProvider,
  component: authScreen('ProviderTypeRoute'),
});
const authProviderParticipantRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider/participant',
  beforeLoad: ({ params, search }) => {
    knownProvider({ params });
    // The provider's code and state leave the address before anything renders (lib/url-secrets.ts).
    const rest = takeSecretsFromSearch(SECRET_PAGES.providerCallback, search, ['code', 'state']);
    if (rest) throw redirect({ to: '/auth/$provider/participant', params, search: rest, replace: true });
  },
  validateSearch: validateCallbackSearch,
  component: authScreen('ProviderCallbackRoute'),
});
const authProviderOrganizerRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '$provider/organizer',
  beforeLoad: knownProvider,
  component: authScreen('ProviderOrganizerRoute'),
});

/** The messenger's link back (its code leaves the address first): a screen of the sign-in chunk. */
const messagesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'messages',
  validateSearch: validateMessagesSearch,
  beforeLoad: ({ search }) => {
    const rest = takeSecretsFromSearch(SECRET_PAGES.messages, search, ['code']);
    if (rest) throw redirect({ to: '/messages', search: rest, replace: true });
  },
  component: lazyRouteComponent(() => import('./auth-routes'), 'MessagesRoute'),
});

/** The sign-in area's routes, below the shell. */
export const authRoutes = {
  authRoute: authRoute.addChildren([
    authIndexRoute,
    authParticipantRoute,
    authOrganizerRoute,
    authAdminRoute,
    authForgetRoute,
    authResetRoute,
    authChangePasswordRoute,
    authConfirmEmailRoute,
    authProviderRoute,
    authProviderParticipantRoute,
    authProviderOrganizerRoute,
  ]),
  messagesRoute,
};
