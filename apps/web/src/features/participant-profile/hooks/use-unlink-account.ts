import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { MESSAGES } from '@/lib/messages';
import { toast } from '@/lib/toasts';
import { useDeleteCurrentUser } from '../api/delete-current-user';
import { EDIT_TEXTS } from '../edit-messages';

/**
 * «Удалить учетную запись» (§2.1): the unlinking the confirmation dialog asks for, which drops the
 * session, closes the dialog (`onUnlinked`) and goes home with «Учетная запись отвязана от профиля
 * участника».
 */
export const useUnlinkAccount = (onUnlinked: () => void) => {
  const navigate = useNavigate();
  const unlink = useDeleteCurrentUser({
    onSuccess: async () => {
      onUnlinked();
      await navigate({ to: '/home' });
      toast.success(MESSAGES.successTitle, EDIT_TEXTS.deleted);
    },
    onError: (error) => {
      // 401, 403 and 502 have had the global handling (part 1 §8).
      if (error instanceof ApiError && [401, 403, 502].includes(error.status)) return;
      toast.error(
        EDIT_TEXTS.errorTitle,
        (error instanceof ApiError && error.serverMessage) || EDIT_TEXTS.tryLater,
      );
    },
  });
  return { busy: unlink.isPending, confirm: () => unlink.mutate() };
};
