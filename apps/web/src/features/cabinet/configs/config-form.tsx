import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ProtocolConfig } from '@velo/contracts';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { toast } from '@/lib/toasts';
import { useCabinetScope } from '../kit/cabinet-scope';
import { DayInput } from '../kit/day-input';
import { errorText } from '../kit/error-text';
import { useSaveConfig } from './api/save-config';
import {
  configBody,
  configErrors,
  configFormValues,
  type BestRacesRule,
  type ConfigFormValues,
  type RatioMode,
} from './config-form-values';
import { DistributionEditor } from './distribution-editor';

const MODES: { value: RatioMode; label: string }[] = [
  { value: 'auto', label: 'Авто' },
  { value: 'custom', label: 'Вручную' },
  { value: 'ignore', label: 'Не учитывать' },
];

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

type ConfigFormProps = {
  /** The config edited or viewed; null for a new one. */
  config: ProtocolConfig | null;
  /** Viewing only (the default config for an organizer). */
  readOnly?: boolean;
  onClose: () => void;
};

/**
 * A protocol config (part 2 §3, rating.md): name, organizer, dates; F and Q each auto, custom or
 * ignored, the coefficient and its participant field open only in the custom mode; the points by
 * place; the best-races rule; hiding riders without rating. The server's rules show at their fields.
 */
export const ConfigForm = ({ config, readOnly = false, onClose }: ConfigFormProps) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const scope = useCabinetScope();
  const [values, setValues] = useState<ConfigFormValues>(() =>
    configFormValues(config, scope.ownOrganizerId),
  );
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof ConfigFormValues>(key: K, value: ConfigFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errors = submitted ? configErrors(values) : {};
  const save = useSaveConfig({
    onSuccess: () => {
      toast.success('Успешно', config ? 'Конфигурация сохранена' : 'Конфигурация добавлена');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить конфигурацию')),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(configErrors(values)).length > 0) return;
    save.mutate({ ...configBody(values), id: config?.id ?? null });
  };

  const ratio = (
    kind: 'significance' | 'representation',
    title: string,
    ratioLabel: string,
    participantLabel: string,
  ) => {
    const modeKey = `${kind}RatioCalculationMode` as const;
    const ratioKey = `${kind}Ratio` as const;
    const participantKey =
      kind === 'significance'
        ? ('significanceParticipantPercent' as const)
        : ('representationParticipantCount' as const);
    const custom = values[modeKey] === 'custom';
    return (
      <Stack gap={6}>
        <Text fw={500} size="sm" id={`${kind}-mode`}>
          {title}
        </Text>
        <SegmentedControl
          aria-labelledby={`${kind}-mode`}
          data={MODES}
          value={values[modeKey]}
          onChange={(mode) => set(modeKey, mode as RatioMode)}
          disabled={readOnly}
          fullWidth
        />
        <SimpleGrid cols={2} spacing="xs">
          <NumberInput
            label={ratioLabel}
            value={values[ratioKey] ?? ''}
            onChange={(value) => set(ratioKey, numberOrNull(value))}
            disabled={readOnly || !custom}
            decimalScale={2}
            step={0.05}
            error={errors[ratioKey]}
          />
          <NumberInput
            label={participantLabel}
            value={values[participantKey] ?? ''}
            onChange={(value) => set(participantKey, numberOrNull(value))}
            disabled={readOnly || !custom}
            min={0}
            error={errors[participantKey]}
          />
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Modal
      opened
      onClose={save.isPending ? () => {} : onClose}
      title={
        readOnly ? 'Просмотр конфигурации' : config ? 'Редактирование конфигурации' : 'Новая конфигурация'
      }
      fullScreen={isPhone}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {readOnly ? (
            <Alert color="blue">Конфигурация по умолчанию доступна организаторам только для просмотра.</Alert>
          ) : null}
          <TextInput
            label="Название"
            required
            maxLength={200}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
            disabled={readOnly}
          />
          {scope.isAdmin && !readOnly ? (
            <OrganizerSelect
              label="Организатор (пусто — национальная)"
              value={values.organizerId ?? undefined}
              onChange={(id) => set('organizerId', id ?? null)}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DayInput
              label="Действует с"
              value={values.startDate}
              onChange={(day) => set('startDate', day)}
              error={errors.startDate}
              disabled={readOnly}
            />
            <DayInput
              label="Действует по"
              value={values.endDate}
              onChange={(day) => set('endDate', day)}
              error={errors.endDate}
              disabled={readOnly}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {ratio('significance', 'Значимость F', 'Коэффициент F', 'Доля набравших очки, %')}
            {ratio('representation', 'Представительность Q', 'Коэффициент Q', 'Участников из топ-100')}
          </SimpleGrid>
          <DistributionEditor
            value={values.scoreDistribution}
            onChange={(next) => set('scoreDistribution', next)}
            error={errors.scoreDistribution}
            disabled={readOnly}
          />
          <Stack gap={6}>
            <Title order={3} size="h6" id="best-races">
              Итоговый рейтинг
            </Title>
            <SegmentedControl
              aria-labelledby="best-races"
              data={[
                { value: 'all', label: 'Все гонки' },
                { value: 'percent', label: 'Процент лучших' },
                { value: 'number', label: 'Число лучших' },
              ]}
              value={values.bestRaces}
              onChange={(rule) => set('bestRaces', rule as BestRacesRule)}
              disabled={readOnly}
              fullWidth
            />
            {values.bestRaces === 'percent' ? (
              <NumberInput
                label="Процент лучших гонок"
                value={values.finalRatingBestRacesPercent ?? ''}
                onChange={(value) => set('finalRatingBestRacesPercent', numberOrNull(value))}
                min={1}
                max={100}
                allowDecimal={false}
                error={errors.finalRatingBestRacesPercent}
                disabled={readOnly}
              />
            ) : null}
            {values.bestRaces === 'number' ? (
              <NumberInput
                label="Число лучших гонок"
                value={values.finalRatingBestRacesNumber ?? ''}
                onChange={(value) => set('finalRatingBestRacesNumber', numberOrNull(value))}
                min={1}
                max={1000}
                allowDecimal={false}
                error={errors.finalRatingBestRacesNumber}
                disabled={readOnly}
              />
            ) : null}
            <Checkbox
              label="Скрывать участников без рейтинга"
              checked={values.hideParticipantsWithoutRatingInFinalRating}
              onChange={(event) =>
                set('hideParticipantsWithoutRatingInFinalRating', event.currentTarget.checked)
              }
              disabled={readOnly}
            />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {readOnly ? 'Закрыть' : 'Отмена'}
            </Button>
            {readOnly ? null : (
              <Button type="submit" loading={save.isPending}>
                {config ? 'Сохранить' : 'Добавить'}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
