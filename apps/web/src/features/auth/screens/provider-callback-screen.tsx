import { Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ExternalProvider } from '@velo/contracts';
import { reachGoal } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useExternalLogin } from '../api/external-login';
import { useReadBotLink } from '../api/get-bot-link';
import { useRegisterByStrava } from '../api/register-by-strava';
import { AuthFrame } from '../components/auth-frame';
import { planCallback, type CallbackSearch } from '../lib/callback-plan';
import { clearPendingExternalAuth, readPendingExternalAuth } from '../lib/pending-external-auth';
import { PROVIDER_NAMES } from '../lib/providers';
import { useClaimStep } from '../lib/use-claim-step';
import { useFinishSignIn, wantsMessengerLink } from '../lib/use-finish-sign-in';
import { AUTH_MESSAGES } from '../messages';
import { leaveApp } from '@/lib/leave-app';

const serverMessage = (error: unknown): string | null =>
  error instanceof ApiError ? error.serverMessage : null;

/**
 * /auth/{provider}/participant: where the provider sends the browser back (spec part 1 §4, §8).
 * A code alone signs in; a code with the sign-up's role request creates the account. Failures end on
 * the messages screen with the error.
 */
export const ProviderCallbackScreen = ({
  provider,
  search,
}: {
  provider: ExternalProvider;
  search: CallbackSearch;
}) => {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const claimStep = useClaimStep();
  const { mutateAsync: externalLogin } = useExternalLogin();
  const { mutateAsync: registerByStrava } = useRegisterByStrava();
  const readBotLink = useReadBotLink();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const plan = planCallback(provider, search, readPendingExternalAuth());
    clearPendingExternalAuth();

    const toMessages = (responseType: 'success' | 'error') =>
      navigate({ to: '/messages', search: { type: 'strava', responseType }, replace: true });

    const signInFailed = (message: string | null) => {
      reachGoal('external_sign_in_failed');
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.externalSignInFailed);
      void toMessages('error');
    };

    const signIn = async (code: string, state: string) => {
      toast.info(`Вход через ${PROVIDER_NAMES[provider]}`, AUTH_MESSAGES.signingIn);
      try {
        const result = await externalLogin({ provider, code, state });
        if (!result.token) return signInFailed(AUTH_MESSAGES.accountBlocked);
        const user = await finishSignIn(result);
        if (!user) return undefined;
        toast.success(MESSAGES.successTitle, AUTH_MESSAGES.signedIn);
        if (wantsMessengerLink()) {
          const link = await readBotLink('current-user').catch(() => null);
          if (link) return leaveApp(link);
        }
        if (user.participantId) {
          return navigate({
            to: '/rating/details/$id',
            params: { id: String(user.participantId) },
            search: { registration: true } as never,
            replace: true,
          });
        }
        // No rider is linked by a name (issue 34): a new account finds itself and claims its rider.
        if (await claimStep(user)) return navigate({ to: '/claim', replace: true });
        return navigate({ to: '/home', replace: true });
      } catch (error) {
        return signInFailed(serverMessage(error));
      }
    };

    const signUp = async (
      code: string,
      state: string,
      addRoleRequestId: number,
      requestSecret: string | null,
    ) => {
      toast.info(MESSAGES.importantTitle, AUTH_MESSAGES.externalSignUpPending);
      try {
        const created = await registerByStrava({ code, addRoleRequestId, state });
        if (!created) throw new Error('not created');
        toast.success(MESSAGES.successTitle, AUTH_MESSAGES.signUpDone);
        if (wantsMessengerLink()) {
          const link = await readBotLink({ addRoleRequestId, requestSecret }).catch(() => null);
          if (link) return leaveApp(link);
        }
        return toMessages('success');
      } catch (error) {
        reachGoal('external_sign_up_failed');
        toast.error(MESSAGES.errorTitle, serverMessage(error) ?? AUTH_MESSAGES.externalSignUpFailed);
        return toMessages('error');
      }
    };

    if (plan.kind === 'signIn') void signIn(plan.code, plan.state);
    else if (plan.kind === 'signUp')
      void signUp(plan.code, plan.state, plan.addRoleRequestId, plan.requestSecret);
    else signInFailed(null);
  }, [claimStep, externalLogin, finishSignIn, navigate, provider, readBotLink, registerByStrava, search]);

  return (
    <AuthFrame>
      <Stack align="center" gap="md" py="xl" ta="center" role="status">
        <Loader size="lg" aria-hidden="true" />
        <Title order={1} fz={24}>
          {AUTH_MESSAGES.signingIn}
        </Title>
        <Text c="dimmed">Пожалуйста, подождите: сейчас вы будете перенаправлены.</Text>
      </Stack>
    </AuthFrame>
  );
};
