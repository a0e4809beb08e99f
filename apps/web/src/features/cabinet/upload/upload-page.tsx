import '@mantine/dropzone/styles.css';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Progress,
  Select,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconArrowLeft, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { Link, useBlocker, useNavigate, useRouter } from '@tanstack/react-router';
import type { ProcessFileResponse } from '@velo/contracts';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { formatDay } from '@/components/format';
import { useCurrentUser } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { errorText } from '../kit/error-text';
import { useCreateProtocol } from './api/create-protocol';
import { useUploadOptions } from './api/get-upload-options';
import { useProcessFile } from './api/process-file';
import { rejectCachedData, useRejectCachedData } from './api/reject-cached-data';
import { UploadPreview } from './upload-preview';
import {
  activeStep,
  confirmsItself,
  failedStep,
  fileProblem,
  MAX_FILE_BYTES,
  UPLOAD_TEXTS,
} from './upload-rules';
import classes from './upload-page.module.css';

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
  'text/tab-separated-values': ['.tsv'],
  'text/plain': ['.txt'],
  'application/vnd.ms-excel': ['.csv'],
};

/** The file on its way (bytes sent), then read on the server. */
const UploadProgress = ({ sentPercent }: { sentPercent: number }) => {
  const reading = sentPercent >= 100;
  const label = reading ? 'Разбор файла на сервере' : 'Отправка файла';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{label}</Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {reading ? 'файл отправлен' : `${sentPercent}%`}
        </Text>
      </Group>
      <Progress
        value={reading ? 100 : sentPercent}
        animated={reading}
        striped={reading}
        aria-label={label}
        aria-valuetext={reading ? 'файл отправлен, идет разбор' : `${sentPercent}%`}
      />
    </Stack>
  );
};

const STEP_LABELS = ['Файл', 'Конфигурация', 'Категория', 'Мероприятие', 'Сохранение'];

/** One step of the wizard: its number and title, and its fields, disabled until the earlier steps are done. */
const StepSection = ({
  index,
  title,
  active,
  disabled,
  errors,
  children,
}: {
  index: number;
  title: string;
  active: boolean;
  disabled: boolean;
  errors?: string[];
  children: ReactNode;
}) => (
  <Paper
    component="section"
    aria-labelledby={`upload-step-${index}`}
    className={classes.step}
    data-active={active || undefined}
    data-failed={errors?.length ? true : undefined}
    id={`upload-step-section-${index}`}
  >
    <Stack gap="sm">
      <Title order={2} size="h5" id={`upload-step-${index}`}>
        {index + 1}. {title}
      </Title>
      {errors?.length ? (
        <Alert color="red" role="alert">
          {errors.join('; ')}
        </Alert>
      ) : null}
      <fieldset disabled={disabled} className={classes.fieldset}>
        {children}
      </fieldset>
    </Stack>
  </Paper>
);

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
  const [file, setFile] = useState<File | null>(null);
  const [fileMessage, setFileMessage] = useState<string | null>(null);
  const [sentPercent, setSentPercent] = useState(0);
  const [preview, setPreview] = useState<ProcessFileResponse | null>(null);
  const [fileConfirmed, setFileConfirmed] = useState(false);
  const [configId, setConfigId] = useState<number | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [eventId, setEventId] = useState<number | null>(null);
  const [isRating, setIsRating] = useState(true);
  const [recalculate, setRecalculate] = useState(true);
  const [name, setName] = useState('');
  const [stepErrors, setStepErrors] = useState<{ step: number; messages: string[] } | null>(null);
  const saved = useRef(false);
  const options = useUploadOptions(organizerId, Boolean(user) && (!isAdmin || organizerId !== null));

  const cachedId = preview?.cachedProtocolDataId ?? null;
  const active = activeStep({ fileConfirmed, configId, categoryId, eventId });
  // A chosen file is work the organizer would lose: leaving asks (router navigation, back, closing the tab).
  const blocker = useBlocker({
    shouldBlockFn: () => file !== null && !saved.current,
    enableBeforeUnload: () => file !== null && !saved.current,
    withResolver: true,
  });

  const clearFile = () => {
    setFile(null);
    setPreview(null);
    setFileConfirmed(false);
    setStepErrors(null);
  };
  const process = useProcessFile({
    onSuccess: (answer) => {
      setPreview(answer);
      setFileConfirmed(confirmsItself(answer));
    },
    onError: (error) => {
      setFileMessage(errorText(error, 'Не удалось прочитать файл'));
      setFile(null);
    },
  });
  const reject = useRejectCachedData({ onSettled: clearFile });
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
      if (router.history.canGoBack()) router.history.back();
      else void navigate({ to: '/lk/org', search: { viewType: 'protocols' } as never });
    },
    onError: (error) =>
      toast.error(
        'Ошибка',
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : errorText(error, 'Не удалось загрузить протокол'),
      ),
  });

  const choose = (next: File) => {
    setFileMessage(null);
    const problem = fileProblem(next);
    if (problem) {
      setFileMessage(problem);
      return;
    }
    // A new file replaces the old one, whose preview goes from the server.
    if (cachedId) void rejectCachedData(cachedId).catch(() => undefined);
    clearFile();
    setFile(next);
    setSentPercent(0);
    process.mutate({ file: next, onProgress: setSentPercent });
  };

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
        <Stack gap="sm">
          <Dropzone
            onDrop={(files) => files[0] && choose(files[0])}
            onReject={(rejections) => {
              const code = rejections[0]?.errors[0]?.code;
              setFileMessage(code === 'file-too-large' ? UPLOAD_TEXTS.tooBig : UPLOAD_TEXTS.wrongType);
            }}
            maxSize={MAX_FILE_BYTES}
            accept={ACCEPT}
            multiple={false}
            loading={process.isPending}
            disabled={needsOrganizer}
            aria-label="Файл протокола: перетащите сюда или выберите"
          >
            <Group justify="center" gap="md" mih={90} className={classes.drop}>
              <IconUpload size={32} aria-hidden="true" />
              <div>
                <Text fw={500}>{file ? file.name : 'Перетащите файл сюда или нажмите, чтобы выбрать'}</Text>
                <Text size="sm" c="dimmed">
                  .xlsx, .csv, .tsv или .txt, до 30 Мб
                </Text>
              </div>
            </Group>
          </Dropzone>
          {fileMessage ? (
            <Alert color="red" role="alert">
              {fileMessage}
            </Alert>
          ) : null}
          {process.isPending ? <UploadProgress sentPercent={sentPercent} /> : null}
          {preview ? (
            <UploadPreview
              preview={preview}
              confirmed={fileConfirmed}
              busy={reject.isPending}
              onConfirm={() => setFileConfirmed(true)}
              onCancel={() => (cachedId ? reject.mutate(cachedId) : clearFile())}
            />
          ) : null}
        </Stack>
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
              onClick={() =>
                cachedId &&
                configId !== null &&
                categoryId !== null &&
                eventId !== null &&
                create.mutate({
                  cachedProtocolDataId: cachedId,
                  configId,
                  clusterAgeCategoryId: categoryId,
                  eventId,
                  isRatingProtocol: isRating,
                  needToRecalculateRatings: isAdmin ? recalculate : true,
                  ...(name.trim() ? { name: name.trim() } : {}),
                })
              }
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
