import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { LazyModal } from '@/components/lazy-modal/lazy-modal';
import { LazyTooltip } from '@/components/lazy-tooltip/lazy-tooltip';
import { IconTrash } from '@tabler/icons-react';
import type { RatingAdjustmentView } from '@velo/contracts';
import { formatDate, formatPoints } from '@/components/format';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useRemoveRatingChange } from '../api/remove-rating-change';
import classes from '../participant-profile-page.module.css';

/** A correction's points with their sign: '+12,5' or '−3'. */
export const signedPoints = (points: number): string =>
  points > 0 ? `+${formatPoints(points)}` : `−${formatPoints(Math.abs(points))}`;

/**
 * The administrators' corrections of the season's points (issue 14), each a line of its own with
 * its reason (they are already in the points above); an administrator may remove one.
 */
export const RatingAdjustments = ({
  adjustments,
  isAdmin,
}: {
  adjustments: readonly RatingAdjustmentView[];
  isAdmin: boolean;
}) => {
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
  if (adjustments.length === 0) return null;

  return (
    <div className={classes.row}>
      <dt>Поправки</dt>
      <dd>
        <Stack gap={4}>
          {adjustments.map((adjustment) => (
            <Group key={adjustment.id} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm">
                <Text span fw={600}>
                  {signedPoints(adjustment.points)}
                </Text>{' '}
                — {adjustment.reason}{' '}
                <Text span c="dimmed" size="xs">
                  ({formatDate(adjustment.createdOn)})
                </Text>
              </Text>
              {isAdmin ? (
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
              ) : null}
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
      </dd>
    </div>
  );
};
