import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { LazyModal } from '@/components/lazy-modal/lazy-modal';
import { LazyTooltip } from '@/components/lazy-tooltip/lazy-tooltip';
import { IconTrash } from '@tabler/icons-react';
import type { RatingAdjustmentView } from '@velo/contracts';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useRemoveRatingChange } from '../api/remove-rating-change';
import { AdjustmentLine, signedPoints } from './adjustment-line';

/**
 * The corrections as an administrator sees them (issue 14): each with a button that removes it after
 * a confirmation. Its code loads for administrators only (rating-adjustments.tsx).
 */
export const RemovableAdjustments = ({ adjustments }: { adjustments: readonly RatingAdjustmentView[] }) => {
  const [removing, setRemoving] = useState<RatingAdjustmentView | null>(null);
  const remove = useRemoveRatingChange({
    onSuccess: (answer) => {
      setRemoving(null);
      toast.success('Успешно', answer.message);
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Не удалось удалить поправку',
      ),
  });

  return (
    <>
      <Stack gap={4}>
        {adjustments.map((adjustment) => (
          <Group key={adjustment.id} gap="xs" wrap="nowrap" align="flex-start">
            <AdjustmentLine adjustment={adjustment} />
            <LazyTooltip label="Удалить поправку">
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Удалить поправку ${signedPoints(adjustment.points)}`}
                onClick={() => setRemoving(adjustment)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </LazyTooltip>
          </Group>
        ))}
      </Stack>
      <LazyModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Удалить поправку?"
        centered
      >
        <Stack gap="md">
          <Text>
            {removing
              ? `Поправка ${signedPoints(removing.points)} («${removing.reason}») будет удалена, сезон ${removing.year} пересчитан.`
              : null}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Оставить
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing.id)}
            >
              Удалить
            </Button>
          </Group>
        </Stack>
      </LazyModal>
    </>
  );
};
