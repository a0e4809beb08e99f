import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { newPasswordFormSchema, type NewPasswordFormValues } from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useResetPassword } from '../api/reset-password';
import { AuthFrame } from '../components/auth-frame';
import { PasswordStrengthMeter } from '../components/password-strength';
import { AUTH_MESSAGES } from '../messages';

/**
 * /auth/password/reset?_token&_email (spec part 1 §2.2, §5, §8): a new password twice, with the
 * strength label and requirements; without the link's token and e-mail nothing can be sent.
 */
export const ResetPasswordScreen = ({ token, email }: { token?: string; email?: string }) => {
  const navigate = useNavigate();
  // Both required, the password pattern, and equal ('Пароли не совпадают'; spec part 1 §5).
  const { form, field, onSubmit } = useSchemaForm<NewPasswordFormValues>(newPasswordFormSchema, {
    initialValues: { password: '', repeatPassword: '' },
  });
  const resetPassword = useResetPassword();
  const busy = resetPassword.isPending;
  const linkIsComplete = Boolean(token && email);

  const submit = async (values: NewPasswordFormValues) => {
    if (!token || !email) {
      toast.error(MESSAGES.errorTitle, AUTH_MESSAGES.brokenResetLink);
      return;
    }
    if (busy) return;
    try {
      await resetPassword.mutateAsync({
        email,
        token,
        password: values.password,
        repeatPassword: values.repeatPassword,
      });
      toast.success(MESSAGES.successTitle, AUTH_MESSAGES.passwordChanged);
      await navigate({ to: '/auth/organizer' });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.passwordChangeFailed);
    }
  };

  return (
    <AuthFrame title="Новый пароль">
      {linkIsComplete ? (
        <Text size="sm">
          Придумайте новый пароль для <b>{email}</b>.
        </Text>
      ) : (
        <Stack gap="xs">
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
            {AUTH_MESSAGES.brokenResetLink}
          </Alert>
          <Anchor component={Link} to="/auth/password/forget" size="sm">
            Запросить новую ссылку
          </Anchor>
        </Stack>
      )}
      <form
        onSubmit={onSubmit(
          (values) => void submit(values),
          () => {
            if (!linkIsComplete) toast.error(MESSAGES.errorTitle, AUTH_MESSAGES.brokenResetLink);
          },
        )}
        noValidate
        aria-label="Смена пароля"
      >
        <Stack gap="sm">
          <PasswordInput
            label="Новый пароль"
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Показать или скрыть пароль' }}
            aria-describedby="reset-password-strength"
            {...field('password')}
          />
          <PasswordStrengthMeter value={form.values.password} id="reset-password-strength" />
          <PasswordInput
            label="Повторите пароль"
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': 'Показать или скрыть пароль' }}
            {...field('repeatPassword')}
          />
          <Button
            type="submit"
            size="md"
            disabled={!linkIsComplete || !form.isValid() || busy}
            loading={busy}
            fullWidth
          >
            Сохранить пароль
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
};
