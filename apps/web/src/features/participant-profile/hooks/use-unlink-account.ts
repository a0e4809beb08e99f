import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useDeleteCurrentUser } from '../api/delete-current-user';
import { PROFILE_TEXTS } from '../messages';

/**
 * «Удалить учетную запись» (§2.1): the confirmation dialog and the unlinking, which drops the session
 * and goes home with «Учетная запись отвязана от профиля участника».
 */
export const useUnlinkAccount = () => {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const unlink = useDeleteCurrentUser({
    onSuccess: async () => {
      setOpened(false);
      await navigate({ to: '/home' });
      toast.success(MESSAGES.successTitle, PROFILE_TEXTS.deleted);
    },
    onError: (error) => {
      // 401, 403 and 502 have had the global handling (part 1 §8).
      if (error instanceof ApiError && [401, 403, 502].includes(error.status)) return;
      toast.error(
        PROFILE_TEXTS.errorTitle,
        (error instanceof ApiError && error.serverMessage) || PROFILE_TEXTS.tryLater,
      );
    },
  });
  return {
    opened,
    busy: unlink.isPending,
    open: () => setOpened(true),
    close: () => setOpened(false),
    confirm: () => unlink.mutate(),
  };
};
