import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Progress,
  Select,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileSpreadsheet } from '@tabler/icons-react';
import { Link, useBlocker, useNavigate, useRouter } from '@tanstack/react-router';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { formatDay } from '@/components/format';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { prepareToasts, toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useCreateProtocol } from './api/create-protocol';
import { useUploadOptions } from './api/get-upload-options';
import { rejectCachedData } from './api/reject-cached-data';
import { FileStep } from './file-step';
import { activeStep, failedStep, UPLOAD_TEXTS } from './upload-rules';
import classes from './upload-page.module.css';
import { useUploadFile } from './use-upload-file';
import { StepSection } from './wizard-parts';

const STEP_LABELS = ['Файл', 'Конфигурация', 'Категория', 'Мероприятие', 'Сохранение'];

/**
 * The protocol upload wizard /lk/org/load (part 2 §2.5, §5, §7.3): 1 the file (read on the server
 * into a preview, confirmed by itself when clean), 2 the config, 3 the cluster's age category, 4 the
 * event with the rating flag, 5 save. Leaving with a file asks first and drops the preview.
 */
export const UploadPage = () => {
  const { user } = useCurrentUser();
  const isAdmin = Boolean(user?.roleNames.includes('Admin'));
  const router = useRouter();
  const navigate = useNavigate();
  const [chosenOrganizer, setChosenOrganizer] = useState<number | undefined>(undefined);
  const organizerId = isAdmin ? (chosenOrganizer ?? null) : (user?.organizerId ?? null);
  const [configId, setConfigId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [eventId, setEventId] = useState<number | null>(null);
  const [isRating, setIsRating] = useState(true);
  const [recalculate, setRecalculate] = useState(true);
  const [name, setName] = useState('');
  const [stepErrors, setStepErrors] = useState<{ step: number; messages: string[] } | null>(null);
  const saved = useRef(false);
  const options = useUploadOptions(organizerId, Boolean(user) && (!isAdmin || organizerId !== null));

  // Every way out of the wizard says how it went in a toast: its code is loaded now, not after a
  // save's answer (on the embedded database the server answers nothing else while it recalculates).
  useEffect(prepareToasts, []);

  const upload = useUploadFile({ onCleared: () => setStepErrors(null) });
  const { file, cachedId, links } = upload;
  const active = activeStep({ fileConfirmed: upload.confirmed, configId, categoryId, eventId });
  // A chosen file is work the organizer would lose: leaving asks (router navigation, back, closing the tab).
  const blocker = useBlocker({
    shouldBlockFn: () => file !== null && !saved.current,
    enableBeforeUnload: () => file !== null && !saved.current,
    withResolver: true,
  });

  const create = useCreateProtocol({
    onSuccess: (answer) => {
      if (!answer.isSuccess) {
        const failed = failedStep(answer);
        setStepErrors(failed);
        if (failed)
          document
            .getElementById(`upload-step-section-${failed.step}`)
            ?.scrollIntoView({ behavior: 'smooth' });
        return;
      }
      saved.current = true;
      const warning = answer.warnings.RatingsCalculation?.[0];
      if (warning) toast.warning(UPLOAD_TEXTS.uploaded, warning);
      else toast.success(UPLOAD_TEXTS.sent, UPLOAD_TEXTS.calculated);
      const leave = () => {
        if (router.history.canGoBack()) router.history.back();
        else void navigate({ to: '/lk/org', search: { viewType: 'protocols' } as never });
      };
      // The toast is painted first, then the page the wizard leaves for: rendered together, the
      // cabinet page held the toast back most of a second after the answer (bench:import).
      requestAnimationFrame(() => setTimeout(leave, 0));
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : errorText(error, 'Не удалось загрузить протокол'),
      ),
  });

  const configOptions = useMemo(
    () => (options.configs.data ?? []).map((config) => ({ value: String(config.id), label: config.name })),
    [options.configs.data],
  );
  const categoryOptions = useMemo(
    () =>
      (options.clusters.data?.items ?? []).map((cluster) => ({
        group: cluster.name,
        items: cluster.clusterAgeCategories.map((category) => ({
          value: String(category.id),
          label: `${category.name} (${cluster.name})`,
        })),
      })),
    [options.clusters.data],
  );
  const events = options.events.data?.items ?? [];
  const eventOptions = events.map((event) => ({
    value: String(event.id),
    label: `${formatDay(event.eventDate)} ${event.raceName}`,
  }));
  const errorsOf = (step: number) => (stepErrors?.step === step ? stepErrors.messages : undefined);
  const needsOrganizer = isAdmin && organizerId === null;

  return (
    <Stack gap="md" className={classes.page}>
      <div>
        <Anchor component={Link} to="/lk/org" search={{ viewType: 'protocols' } as never} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />К протоколам
          </Group>
        </Anchor>
      </div>
      <Title order={1} size="h2">
        Загрузка протокола
      </Title>
      {isAdmin ? (
        <OrganizerSelect
          label="Организатор"
          value={chosenOrganizer}
          onChange={(id) => {
            setChosenOrganizer(id);
            setConfigId(null);
            setCategoryId(null);
            setEventId(null);
          }}
        />
      ) : null}
      <Stepper active={active} size="sm" visibleFrom="sm" allowNextStepsSelect={false}>
        {STEP_LABELS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>

      <StepSection
        index={0}
        title="Файл протокола"
        active={active === 0}
        disabled={needsOrganizer}
        errors={errorsOf(0)}
      >
        <FileStep upload={upload} disabled={needsOrganizer} />
      </StepSection>

      <StepSection
        index={1}
        title="Конфигурация"
        active={active === 1}
        disabled={active < 1}
        errors={errorsOf(1)}
      >
        <Select
          label="Конфигурация протокола"
          placeholder="Выберите конфигурацию"
          data={configOptions}
          value={configId === null ? null : String(configId)}
          onChange={(value) => setConfigId(value ? Number(value) : null)}
          searchable
          clearable
          nothingFoundMessage="Нет конфигураций"
        />
      </StepSection>

      <StepSection
        index={2}
        title="Категория кластера"
        active={active === 2}
        disabled={active < 2}
        errors={errorsOf(2)}
      >
        <Select
          label="Возрастная категория"
          placeholder="Выберите категорию"
          data={categoryOptions}
          value={categoryId === null ? null : String(categoryId)}
          onChange={(value) => setCategoryId(value ? Number(value) : null)}
          searchable
          clearable
          nothingFoundMessage="Нет кластеров: создайте его во вкладке «Кластеры»"
        />
      </StepSection>

      <StepSection
        index={3}
        title="Мероприятие"
        active={active === 3}
        disabled={active < 3}
        errors={errorsOf(3)}
      >
        <Stack gap="sm">
          <Select
            label="Мероприятие"
            placeholder="Выберите мероприятие"
            data={eventOptions}
            value={eventId === null ? null : String(eventId)}
            onChange={(value) => {
              const id = value ? Number(value) : null;
              setEventId(id);
              const event = events.find((candidate) => candidate.id === id);
              if (event) setIsRating(event.isRating);
            }}
            searchable
            clearable
            nothingFoundMessage="Нет мероприятий: создайте его во вкладке «Мероприятия»"
          />
          <Switch
            label="Рейтинговый протокол"
            checked={isRating}
            onChange={(event) => setIsRating(event.currentTarget.checked)}
          />
        </Stack>
      </StepSection>

      <StepSection index={4} title="Сохранение" active={active === 4} disabled={active < 4}>
        <Stack gap="sm">
          <TextInput
            label="Название протокола"
            description="Если оставить пустым — по названию возрастной категории"
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          {isAdmin ? (
            <Checkbox
              label={UPLOAD_TEXTS.recalculate}
              checked={recalculate}
              onChange={(event) => setRecalculate(event.currentTarget.checked)}
            />
          ) : null}
          {create.isPending ? (
            <Progress value={100} animated striped aria-label="Сохранение протокола и расчет очков" />
          ) : null}
          <Group>
            <Button
              leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
              loading={create.isPending}
              disabled={active < 4 || !cachedId}
              onClick={() => {
                if (!cachedId || configId === null || categoryId === null || eventId === null) return;
                create.mutate({
                  cachedProtocolDataId: cachedId,
                  configId,
                  clusterAgeCategoryId: categoryId,
                  eventId,
                  isRatingProtocol: isRating,
                  needToRecalculateRatings: isAdmin ? recalculate : true,
                  ...(name.trim() ? { name: name.trim() } : {}),
                  ...(links.size > 0
                    ? {
                        linkedParticipants: [...links].map(([rowNumber, participantId]) => ({
                          rowNumber,
                          participantId,
                        })),
                      }
                    : {}),
                });
              }}
            >
              Загрузить протокол
            </Button>
          </Group>
        </Stack>
      </StepSection>

      <Modal
        opened={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Уйти со страницы?"
        centered
      >
        <Stack gap="md">
          <Text>{UPLOAD_TEXTS.leave}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              Остаться
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (cachedId) void rejectCachedData(cachedId).catch(() => undefined);
                blocker.proceed?.();
              }}
            >
              Уйти
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
