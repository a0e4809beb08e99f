import { Button, Group, Modal, NativeSelect, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { changeParticipantRatingRequestSchema, RATING_ADJUSTMENT_LIMITS } from '@velo/contracts';
import { seasonsNewestFirst } from '@/components/seasons';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useChangeParticipantRating } from '../api/change-participant-rating';

type AdjustPointsValues = {
  participantId: number;
  year: number;
  /** A number, or '' while empty. */
  points: number | string;
  reason: string;
};

type AdjustPointsDialogProps = {
  participantId: number;
  riderName: string;
  /** The season shown on the page: the form starts on it. */
  year: number;
  onClose: () => void;
};

/**
 * 'Скорректировать очки' (issue 14): an administrator adds points to a rider's season, or takes
 * them away, with a reason; the season is recalculated and the correction shows on the profile.
 */
export const AdjustPointsDialog = ({ participantId, riderName, year, onClose }: AdjustPointsDialogProps) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const { form, field, onSubmit } = useSchemaForm<AdjustPointsValues>(changeParticipantRatingRequestSchema, {
    initialValues: { participantId, year, points: '', reason: '' },
  });
  const change = useChangeParticipantRating({
    onSuccess: (answer) => {
      toast.success('Успешно', answer.message);
      onClose();
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Не удалось сохранить поправку',
      ),
  });
  const submit = onSubmit((values) => change.mutate(changeParticipantRatingRequestSchema.parse(values)));

  return (
    <Modal
      opened
      onClose={change.isPending ? () => {} : onClose}
      title="Скорректировать очки"
      fullScreen={isPhone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {riderName}: очки прибавляются к сезону (или, со знаком минус, вычитаются), поправка видна в
            профиле отдельной строкой с причиной и записывается в журнал.
          </Text>
          <NativeSelect
            label="Сезон"
            data={seasonsNewestFirst().map((season) => String(season))}
            value={String(form.getValues().year)}
            onChange={(event) => form.setFieldValue('year', Number(event.currentTarget.value))}
          />
          <NumberInput
            label="Очки"
            description="Например, 10 или −5,5"
            required
            decimalScale={2}
            decimalSeparator=","
            allowNegative
            max={RATING_ADJUSTMENT_LIMITS.maxPoints}
            min={-RATING_ADJUSTMENT_LIMITS.maxPoints}
            {...field('points')}
          />
          <Textarea
            label="Причина"
            required
            rows={3}
            maxLength={RATING_ADJUSTMENT_LIMITS.reasonLength}
            {...field('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={change.isPending}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
