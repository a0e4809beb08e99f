import { Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '@velo/contracts';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { takeRememberedUrl } from '@/lib/remembered-url';
import { toast } from '@/lib/toasts';
import { useChangePassword } from '../api/change-password';
import { AuthFrame } from '../components/auth-frame';
import { PasswordStrengthMeter } from '../components/password-strength';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { AUTH_MESSAGES } from '../messages';

const passwordToggle = { 'aria-label': 'Показать или скрыть пароль' };

/**
 * /auth/password/change (issue 36): the password the installation set — the default
 * administrator's from the configuration, a demo account's on a public address — is replaced by one
 * of the user's own before anything else; the server refuses every other call until then. The new
 * session it answers replaces the old one, and the user goes on to where they were going.
 */
export const ChangePasswordScreen = () => {
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();
  const finishSignIn = useFinishSignIn();
  const changePassword = useChangePassword();
  const { form, field, onSubmit } = useSchemaForm<ChangePasswordFormValues>(changePasswordFormSchema, {
    initialValues: { currentPassword: '', password: '', repeatPassword: '' },
  });
  const busy = changePassword.isPending;

  const submit = async (values: ChangePasswordFormValues) => {
    if (busy) return;
    try {
      const result = await changePassword.mutateAsync(values);
      const signedIn = await finishSignIn(result);
      if (!signedIn) return;
      toast.success(MESSAGES.successTitle, AUTH_MESSAGES.changePasswordDone);
      const isAdmin = signedIn.roleNames.includes('Admin');
      await navigate({ href: takeRememberedUrl() ?? (isAdmin ? '/lk/admin' : '/home') });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.passwordChangeFailed);
    }
  };

  if (isLoading) {
    return (
      <AuthFrame title={AUTH_MESSAGES.changePasswordTitle}>
        <Loader aria-label="Загрузка" mx="auto" />
      </AuthFrame>
    );
  }
  if (!user) {
    return (
      <AuthFrame title={AUTH_MESSAGES.changePasswordTitle}>
        <Text size="sm">{AUTH_MESSAGES.changePasswordSignedOut}</Text>
        <Anchor component={Link} to="/auth" size="sm">
          Войти
        </Anchor>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={AUTH_MESSAGES.changePasswordTitle}>
      <Text size="sm">
        {AUTH_MESSAGES.changePasswordLead} Учётная запись: <b>{user.email}</b>.
      </Text>
      <form
        onSubmit={onSubmit((values) => void submit(values))}
        noValidate
        aria-label={AUTH_MESSAGES.changePasswordTitle}
      >
        <Stack gap="sm">
          <PasswordInput
            label="Текущий пароль"
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={passwordToggle}
            {...field('currentPassword')}
          />
          <PasswordInput
            label="Новый пароль"
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={passwordToggle}
            aria-describedby="change-password-strength"
            {...field('password')}
          />
          <PasswordStrengthMeter value={form.values.password} id="change-password-strength" />
          <PasswordInput
            label="Повторите пароль"
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={passwordToggle}
            {...field('repeatPassword')}
          />
          <Button type="submit" size="md" disabled={!form.isValid() || busy} loading={busy} fullWidth>
            Сменить пароль
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
};
