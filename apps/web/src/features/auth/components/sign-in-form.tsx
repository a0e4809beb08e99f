import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { signInFormSchema, type HeldRole, type SignInFormValues } from '@velo/contracts';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { takeRememberedUrl } from '@/lib/remembered-url';
import { toast } from '@/lib/toasts';
import { useLogin } from '../api/login';
import { useClaimStep } from '../lib/use-claim-step';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { AUTH_MESSAGES } from '../messages';

/**
 * The sign-in form (spec part 1 §2.2, §4, §8): Email, Пароль with show/hide, 'Забыли пароль?',
 * 'Запомнить меня', and 'Войти', disabled while the form is invalid or a request runs. The role comes
 * from the URL.
 */
export const SignInForm = ({ role }: { role: HeldRole }) => {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const claimStep = useClaimStep();
  // Sign-in (spec part 1 §5): e-mail required and matching the pattern, password required.
  const { form, field, onSubmit } = useSchemaForm<SignInFormValues>(signInFormSchema, {
    initialValues: { email: '', password: '', rememberMe: false },
  });
  const login = useLogin();
  const busy = login.isPending;

  const submit = async (values: SignInFormValues) => {
    if (busy) return;
    try {
      const result = await login.mutateAsync({
        email: values.email.trim(),
        password: values.password,
        role,
        rememberMe: values.rememberMe,
      });
      const user = await finishSignIn(result);
      if (!user) return;
      toast.success(MESSAGES.successTitle, AUTH_MESSAGES.signedIn);
      // A password the installation set is changed first (issue 36); the remembered page waits.
      if (user.mustChangePassword) {
        await navigate({ to: '/auth/password/change' });
        return;
      }
      const remembered = takeRememberedUrl();
      // A rider's account without its rider finds itself first (issue 34).
      if (!remembered && role === 'Participant' && (await claimStep(user))) {
        await navigate({ to: '/claim' });
        return;
      }
      await navigate({ href: remembered ?? '/home' });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast.error(MESSAGES.errorTitle, message ?? AUTH_MESSAGES.signInFailed);
    }
  };

  return (
    <form
      onSubmit={onSubmit((values) => void submit(values))}
      noValidate
      aria-label={AUTH_MESSAGES.signInTitle}
    >
      <Stack gap="sm">
        <TextInput label="Email" type="email" autoComplete="username" required {...field('email')} />
        <PasswordInput
          label="Пароль"
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': 'Показать или скрыть пароль' }}
          {...field('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox label="Запомнить меня" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component={Link} to="/auth/password/forget" size="sm">
            {AUTH_MESSAGES.forgotLink}
          </Anchor>
        </Group>
        <Button type="submit" size="md" disabled={!form.isValid() || busy} loading={busy} fullWidth>
          {AUTH_MESSAGES.signInButton}
        </Button>
      </Stack>
    </form>
  );
};
