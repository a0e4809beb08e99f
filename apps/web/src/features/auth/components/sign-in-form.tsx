import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import type { HeldRole } from '@velo/contracts';
import { useFields, type FieldRules } from '@/hooks/use-fields';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { takeRememberedUrl } from '@/lib/remembered-url';
import { toast } from '@/lib/toasts';
import { email, required } from '@/lib/validation';
import { useLogin } from '../api/login';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { AUTH_MESSAGES } from '../messages';

type SignInValues = { email: string; password: string; rememberMe: boolean };

/** Sign-in (spec part 1 §5): e-mail required and matching the pattern, password required. */
const RULES: FieldRules<SignInValues> = {
  email: (value) => email(value),
  password: (value) => required(value),
};

/**
 * The sign-in form (spec part 1 §2.2, §4, §8): Email, Пароль with show/hide, 'Забыли пароль?',
 * 'Запомнить меня', and 'Войти', disabled while the form is invalid or a request runs. The role comes
 * from the URL.
 */
export const SignInForm = ({ role }: { role: HeldRole }) => {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const form = useFields<SignInValues>({ email: '', password: '', rememberMe: false }, RULES);
  const login = useLogin();
  const busy = login.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.isValid || busy) {
      form.touchAll();
      return;
    }
    try {
      const result = await login.mutateAsync({
        email: form.values.email.trim(),
        password: form.values.password,
        role,
        rememberMe: form.values.rememberMe,
      });
      const user = await finishSignIn(result);
      if (!user) return;
      toast.success(MESSAGES.successTitle, AUTH_MESSAGES.signedIn);
      await navigate({ href: takeRememberedUrl() ?? '/home' });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.signInFailed);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={AUTH_MESSAGES.signInTitle}>
      <Stack gap="sm">
        <TextInput label="Email" type="email" autoComplete="username" required {...form.text('email')} />
        <PasswordInput
          label="Пароль"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Показать или скрыть пароль' }}
          {...form.text('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Запомнить меня"
            checked={form.values.rememberMe}
            onChange={(event) => form.set('rememberMe', event.currentTarget.checked)}
          />
          <Anchor component={Link} to="/auth/password/forget" size="sm">
            {AUTH_MESSAGES.forgotLink}
          </Anchor>
        </Group>
        <Button type="submit" size="md" disabled={!form.isValid || busy} loading={busy} fullWidth>
          {AUTH_MESSAGES.signInButton}
        </Button>
      </Stack>
    </form>
  );
};
