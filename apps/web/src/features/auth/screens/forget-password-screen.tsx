import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '@velo/contracts';
import { useState } from 'react';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useSendResetLink } from '../api/send-reset-link';
import { AuthFrame } from '../components/auth-frame';
import { AUTH_MESSAGES } from '../messages';

/** /auth/password/forget (spec part 1 §2.2, §5, §8): an e-mail to send the reset link to. */
export const ForgetPasswordScreen = () => {
  const { form, field, onSubmit } = useSchemaForm<ForgotPasswordFormValues>(forgotPasswordFormSchema, {
    initialValues: { email: '' },
  });
  const sendResetLink = useSendResetLink();
  const busy = sendResetLink.isPending;
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: ForgotPasswordFormValues) => {
    if (busy) return;
    try {
      await sendResetLink.mutateAsync(email.trim());
      toast.success(MESSAGES.successTitle, AUTH_MESSAGES.resetLinkSent);
      setSent(true);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.resetLinkFailed);
    }
  };

  return (
    <AuthFrame title="Восстановление пароля">
      <Text size="sm">
        Укажите почту, с которой вы регистрировались: мы пришлём на неё ссылку для смены пароля. Если письмо
        не пришло в течение нескольких минут, проверьте папку «Спам».
      </Text>
      {sent && (
        <Alert color="green" variant="light" icon={<IconMailForward aria-hidden="true" />} role="status">
          {AUTH_MESSAGES.resetLinkSent}
        </Alert>
      )}
      <form
        onSubmit={onSubmit((values) => void submit(values))}
        noValidate
        aria-label="Восстановление пароля"
      >
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
          <Button type="submit" size="md" disabled={!form.isValid() || busy} loading={busy} fullWidth>
            Отправить ссылку
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed">
        Отправляя форму, вы соглашаетесь с{' '}
        <Anchor component={Link} to="/privacy-policy" size="xs">
          политикой конфиденциальности
        </Anchor>{' '}
        и{' '}
        <Anchor component={Link} to="/cookies" size="xs">
          использованием cookie
        </Anchor>
        .
      </Text>
    </AuthFrame>
  );
};
