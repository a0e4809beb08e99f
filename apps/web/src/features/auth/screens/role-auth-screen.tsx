import { Anchor, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { HeldRole } from '@velo/contracts';
import { AuthFrame } from '../components/auth-frame';
import { ProviderLinks } from '../components/provider-links';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm, type SignUpNames } from '../components/sign-up-form';
import { AUTH_MESSAGES } from '../messages';
import type { AuthMode } from '../search';

const ROLE_LABELS: Record<HeldRole, string> = {
  Participant: 'Участник',
  Organizer: 'Организатор',
  Admin: 'Администратор',
};

const OtherRoleLink = ({ role }: { role: 'Participant' | 'Organizer' }) =>
  role === 'Participant' ? (
    <Text size="sm" c="dimmed">
      Вы организатор гонок?{' '}
      <Anchor component={Link} to="/auth/organizer">
        Вход для организаторов
      </Anchor>
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      Вы участник гонок?{' '}
      <Anchor component={Link} to="/auth/participant">
        Вход для участников
      </Anchor>
    </Text>
  );

/**
 * /auth/participant and /auth/organizer (spec part 1 §2.2): sign-in and sign-up on two tabs; the
 * tab lives in the URL (?mode=signUp).
 */
export const RoleAuthScreen = ({
  role,
  mode,
  names,
  onModeChange,
}: {
  role: 'Participant' | 'Organizer';
  mode: AuthMode;
  /** Names the sign-up form starts with (from a rider's card). */
  names?: SignUpNames;
  onModeChange: (mode: AuthMode) => void;
}) => (
  <AuthFrame width={520}>
    <Group justify="space-between" align="center">
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {mode === 'signIn' ? AUTH_MESSAGES.signInTitle : AUTH_MESSAGES.signUpTitle}
      </Title>
      <Badge variant="light" size="lg">
        {ROLE_LABELS[role]}
      </Badge>
    </Group>
    <Tabs
      keepMounted={false}
      value={mode}
      onChange={(value) => onModeChange(value === 'signUp' ? 'signUp' : 'signIn')}
    >
      <Tabs.List grow>
        <Tabs.Tab value="signIn">Вход</Tabs.Tab>
        <Tabs.Tab value="signUp">Регистрация</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="signIn" pt="md">
        <Stack gap="md">
          <SignInForm role={role} />
          {role === 'Participant' && <ProviderLinks />}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="signUp" pt="md">
        <SignUpForm roleType={role} names={names} />
      </Tabs.Panel>
    </Tabs>
    <OtherRoleLink role={role} />
  </AuthFrame>
);

/** /auth/admin: the sign-in form for administrators. */
export const AdminAuthScreen = () => (
  <AuthFrame title={AUTH_MESSAGES.signInTitle}>
    <Badge variant="light" size="lg" w="fit-content">
      {ROLE_LABELS.Admin}
    </Badge>
    <SignInForm role="Admin" />
  </AuthFrame>
);
