import { Avatar, UnstyledButton } from '@mantine/core';
import type { CurrentUser } from '@velo/contracts';
import { fileUrl } from '@/lib/api-client';
import type { TriggerProps } from './user-triggers';

const initialsOf = (user: CurrentUser): string =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();

export const fullName = (user: CurrentUser): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The signed-in user's avatar (photo or initials): it opens the user menu. */
export const AvatarTrigger = ({ user, ...props }: TriggerProps & { user: CurrentUser }) => (
  <UnstyledButton aria-label={`Меню пользователя: ${fullName(user)}`} data-testid="user-menu" {...props}>
    <Avatar src={fileUrl(user.participantInfo?.photoFileId)} alt="" color="accent" radius="xl" size={38}>
      {initialsOf(user)}
    </Avatar>
  </UnstyledButton>
);
