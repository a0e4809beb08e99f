import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { ExternalProvider } from '@velo/contracts';
import { MessagesScreen } from '@/features/auth/screens/messages-screen';
import { ChangePasswordScreen } from '@/features/auth/screens/change-password-screen';
import { ConfirmEmailScreen } from '@/features/auth/screens/confirm-email-screen';
import { ForgetPasswordScreen } from '@/features/auth/screens/forget-password-screen';
import { ProviderCallbackScreen } from '@/features/auth/screens/provider-callback-screen';
import { ProviderTypeScreen } from '@/features/auth/screens/provider-type-screen';
import { ResetPasswordScreen } from '@/features/auth/screens/reset-password-screen';
import { AdminAuthScreen, RoleAuthScreen } from '@/features/auth/screens/role-auth-screen';
import { SECRET_PAGES } from '@/features/auth/lib/secret-pages';
import type { AuthMode, RoleAuthSearch } from '@/features/auth/search';
import { keptSecrets, takeKeptSecrets } from '@/lib/url-secrets';

// Route modules of the sign-in area (spec part 1 §2.2): each reads its route's URL and hands it to
// the feature's screen. One lazily loaded chunk for the whole area.

const participantRoute = getRouteApi('/shell/auth/participant');
const organizerRoute = getRouteApi('/shell/auth/organizer');
const resetRoute = getRouteApi('/shell/auth/password/reset');
const confirmRoute = getRouteApi('/shell/auth/confirm-email');
const providerRoute = getRouteApi('/shell/auth/$provider');
const providerOrganizerRoute = getRouteApi('/shell/auth/$provider/organizer');
const providerParticipantRoute = getRouteApi('/shell/auth/$provider/participant');
const messagesRoute = getRouteApi('/shell/messages');

/** The other tab, keeping the names a rider's card brought. */
const modeSearch = (mode: AuthMode, { firstName, lastName }: RoleAuthSearch): RoleAuthSearch => ({
  ...(mode === 'signUp' ? { mode: 'signUp' as const } : {}),
  ...(firstName ? { firstName } : {}),
  ...(lastName ? { lastName } : {}),
});

export const ParticipantAuthRoute = () => {
  const search = participantRoute.useSearch();
  const navigate = participantRoute.useNavigate();
  return (
    <RoleAuthScreen
      role="Participant"
      mode={search.mode ?? 'signIn'}
      names={{ firstName: search.firstName, lastName: search.lastName }}
      onModeChange={(next) => void navigate({ search: modeSearch(next, search), replace: true })}
    />
  );
};

export const OrganizerAuthRoute = () => {
  const search = organizerRoute.useSearch();
  const navigate = organizerRoute.useNavigate();
  return (
    <RoleAuthScreen
      role="Organizer"
      mode={search.mode ?? 'signIn'}
      names={{ firstName: search.firstName, lastName: search.lastName }}
      onModeChange={(next) => void navigate({ search: modeSearch(next, search), replace: true })}
    />
  );
};

export const AdminAuthRoute = AdminAuthScreen;

export const ForgetPasswordRoute = ForgetPasswordScreen;

export const ChangePasswordRoute = ChangePasswordScreen;

// The links' secrets were taken out of the address on arrival (router.tsx, lib/url-secrets.ts): the
// screens read them from where they were kept.
export const ResetPasswordRoute = () => {
  const search = resetRoute.useSearch();
  const [kept] = useState(() => keptSecrets(SECRET_PAGES.reset));
  return <ResetPasswordScreen token={search._token ?? kept._token} email={search._email ?? kept._email} />;
};

export const ConfirmEmailRoute = () => {
  const search = confirmRoute.useSearch();
  // The code is spent by its first use: read once, then forgotten.
  const [kept] = useState(() => takeKeptSecrets(SECRET_PAGES.confirmEmail));
  return <ConfirmEmailScreen userId={search.userId ?? kept.userId} code={search.code ?? kept.code} />;
};

// The provider parameter is checked by the routes' beforeLoad (an unknown one is a 404).
export const ProviderTypeRoute = () => {
  const { provider } = providerRoute.useParams();
  return <ProviderTypeScreen provider={provider as ExternalProvider} />;
};

export const ProviderOrganizerRoute = () => {
  const { provider } = providerOrganizerRoute.useParams();
  return <ProviderTypeScreen provider={provider as ExternalProvider} organizerChosen />;
};

export const ProviderCallbackRoute = () => {
  const { provider } = providerParticipantRoute.useParams();
  const search = providerParticipantRoute.useSearch();
  // A provider's code is spent by its first use: read once, then forgotten.
  const [kept] = useState(() => takeKeptSecrets(SECRET_PAGES.providerCallback));
  return (
    <ProviderCallbackScreen
      provider={provider as ExternalProvider}
      search={{ ...search, code: search.code ?? kept.code, state: search.state ?? kept.state }}
    />
  );
};

export const MessagesRoute = () => {
  const search = messagesRoute.useSearch();
  const [kept] = useState(() => takeKeptSecrets(SECRET_PAGES.messages));
  return <MessagesScreen search={{ ...search, code: search.code ?? kept.code }} />;
};
