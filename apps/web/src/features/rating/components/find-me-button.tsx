import { Button } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { RatingFilter } from '@velo/contracts';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';

/** Scrolls the marked row into view once the page that holds it has rendered (a few frames at most). */
const scrollToMarkedRow = (framesLeft = 120) => {
  const row = document.querySelector('tr[data-highlight]');
  if (row) row.scrollIntoView?.({ block: 'center' });
  else if (framesLeft > 0) requestAnimationFrame(() => scrollToMarkedRow(framesLeft - 1));
};

export const NOT_IN_TABLE = 'Вас нет в этой таблице рейтинга: проверьте сезон и фильтры';

/**
 * 'Найти меня в рейтинге' for a signed-in rider: asks which page of the table under the current
 * filters holds them, then opens it with their row marked.
 */
export const FindMeButton = ({
  filter,
  participantId,
  onFound,
}: {
  filter: RatingFilter;
  participantId: number;
  onFound: (page: number) => void;
}) => {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const find = async () => {
    setBusy(true);
    try {
      // The call's code loads on the press: the page's first load stays within its budget.
      const { getMyRatingPageQueryOptions } = await import('../api/get-my-rating-page');
      const page = await queryClient.fetchQuery(
        getMyRatingPageQueryOptions({ ...filter, page: 1, participantId }),
      );
      if (page > 0) {
        onFound(page);
        scrollToMarkedRow();
      } else toast.info('Найти меня в рейтинге', NOT_IN_TABLE);
    } catch (error) {
      toast.error(
        'Ошибка',
        (error instanceof ApiError && error.serverMessage) ||
          'Не удалось найти вас в рейтинге, попробуйте еще раз',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconUserSearch size={18} aria-hidden="true" />}
      loading={busy}
      onClick={find}
    >
      Найти меня в рейтинге
    </Button>
  );
};
