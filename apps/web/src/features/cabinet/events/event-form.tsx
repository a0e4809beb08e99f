import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  Button,
  FileButton,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMapPin, IconPhoto, IconRoute, IconTrash } from '@tabler/icons-react';
import { createEventFormSchema, type EventView } from '@velo/contracts';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { fileUrl } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { useDisciplines } from '@/components/catalog/api/get-disciplines';
import { useCabinetScope } from '../kit/cabinet-scope';
import { DayInput } from '../kit/day-input';
import { errorText } from '../kit/error-text';
import { useSaveEvent } from './api/save-event';
import { useUploadGpx } from './api/upload-gpx';
import classes from './events.module.css';
import { StartAddressField } from './start-address-field';

// Leaflet loads with the map, only when an event has a start point.
const StartPointMap = lazy(() => import('./start-point-map'));

export type EventFormValues = {
  eventName: string;
  eventDate: string;
  organizerId: number | null;
  disciplineTypeId: string | null;
  isRating: boolean;
  eventInfoUrl: string;
  tags: string;
  latitude: number | null;
  longitude: number | null;
};

export const eventFormValues = (event: EventView | null, organizerId: number | null): EventFormValues => ({
  eventName: event?.raceName ?? '',
  eventDate: event?.eventDate.slice(0, 10) ?? '',
  organizerId: event?.organizer.id ?? organizerId,
  disciplineTypeId: event?.disciplineTypeId ? String(event.disciplineTypeId) : null,
  isRating: event?.isRating ?? true,
  eventInfoUrl: event?.url ?? '',
  tags: event?.tags.join(', ') ?? '',
  latitude: event?.startPoint?.latitude ?? null,
  longitude: event?.startPoint?.longitude ?? null,
});

/** The server's rules (the contracts' form schema), each at its field. */
export const eventFormErrors = (values: EventFormValues): Partial<Record<string, string>> => {
  const form: Record<string, unknown> = {
    eventName: values.eventName,
    eventDate: values.eventDate,
    isRating: values.isRating ? 'true' : 'false',
    eventInfoUrl: values.eventInfoUrl,
    tags: values.tags,
    ...(values.latitude !== null ? { 'startPoint.latitude': String(values.latitude) } : {}),
    ...(values.longitude !== null ? { 'startPoint.longitude': String(values.longitude) } : {}),
  };
  const result = createEventFormSchema.safeParse(form);
  const errors: Partial<Record<string, string>> = {};
  if (!result.success)
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'form')
        .replace('startPoint.latitude', 'latitude')
        .replace('startPoint.longitude', 'longitude');
      errors[key] ??= issue.message;
    }
  return errors;
};

const MAX_LOGO_BYTES = 31_457_280;

/**
 * Create or edit an event (part 2 §3 Event, §7.5): name, date, race type, rating flag, its page,
 * tags, the organizer (administrators), the logo with a preview, and the GPX track whose first point
 * is the start, shown on a map where the marker can be dragged or the coordinates typed.
 */
export const EventForm = ({ event, onClose }: { event: EventView | null; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const scope = useCabinetScope();
  const disciplines = useDisciplines();
  const [values, setValues] = useState(() => eventFormValues(event, scope.ownOrganizerId));
  const [submitted, setSubmitted] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [mapFileId, setMapFileId] = useState<string | undefined>(undefined);
  const [mapName, setMapName] = useState<string | null>(event?.mapFileName ?? null);
  const [removeMap, setRemoveMap] = useState(false);
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errors = submitted ? eventFormErrors(values) : {};
  const organizerMissing = submitted && scope.isAdmin && values.organizerId === null;

  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => (logoPreview ? URL.revokeObjectURL(logoPreview) : undefined), [logoPreview]);
  const shownLogo = logoPreview ?? (removeLogo ? null : fileUrl(event?.logoFileId));

  const gpx = useUploadGpx({
    onSuccess: (answer, file) => {
      setMapFileId(answer.mapGuid);
      setMapName(file.name);
      setRemoveMap(false);
      setValues((current) => ({ ...current, latitude: answer.latitude, longitude: answer.longitude }));
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось прочитать трек GPX')),
  });
  const save = useSaveEvent({
    onSuccess: () => {
      toast.success('Успешно', event ? 'Мероприятие сохранено' : 'Мероприятие добавлено');
      onClose();
    },
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось сохранить мероприятие')),
  });

  const submit = (formEvent: React.FormEvent) => {
    formEvent.preventDefault();
    setSubmitted(true);
    if (Object.keys(eventFormErrors(values)).length > 0 || (scope.isAdmin && values.organizerId === null))
      return;
    save.mutate({
      id: event?.id ?? null,
      eventName: values.eventName.trim(),
      eventDate: values.eventDate,
      organizerId: values.organizerId ?? undefined,
      isRating: values.isRating,
      eventInfoUrl: values.eventInfoUrl.trim(),
      disciplineTypeId: values.disciplineTypeId ? Number(values.disciplineTypeId) : undefined,
      tags: values.tags,
      latitude: values.latitude,
      longitude: values.longitude,
      mapFileId,
      logo: logo ?? undefined,
      removeLogo,
      removeMap,
    });
  };

  const hasPoint = values.latitude !== null && values.longitude !== null;

  return (
    <Modal
      opened
      onClose={save.isPending ? () => {} : onClose}
      title={event ? 'Редактирование мероприятия' : 'Новое мероприятие'}
      fullScreen={isPhone}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Название"
            required
            value={values.eventName}
            onChange={(e) => set('eventName', e.currentTarget.value)}
            error={errors.eventName}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DayInput
              label="Дата"
              required
              clearable={false}
              value={values.eventDate}
              onChange={(day) => set('eventDate', day)}
              error={errors.eventDate}
            />
            <Select
              label="Дисциплина"
              placeholder="Выберите дисциплину"
              data={(disciplines.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
              value={values.disciplineTypeId}
              onChange={(value) => set('disciplineTypeId', value)}
              clearable
              searchable
            />
          </SimpleGrid>
          {scope.isAdmin ? (
            <>
              <OrganizerSelect
                label="Организатор"
                value={values.organizerId ?? undefined}
                onChange={(id) => set('organizerId', id ?? null)}
              />
              {organizerMissing ? (
                <Text size="sm" c="red.8">
                  Выберите организатора
                </Text>
              ) : null}
            </>
          ) : null}
          <Switch
            label="Рейтинговое мероприятие"
            checked={values.isRating}
            onChange={(e) => set('isRating', e.currentTarget.checked)}
          />
          <TextInput
            label="Страница мероприятия"
            placeholder="https://…"
            value={values.eventInfoUrl}
            onChange={(e) => set('eventInfoUrl', e.currentTarget.value)}
            error={errors.eventInfoUrl}
          />
          <TextInput
            label="Теги"
            description="Через запятую"
            value={values.tags}
            onChange={(e) => set('tags', e.currentTarget.value)}
            error={errors.tags}
          />

          <Stack gap={6}>
            <Text fw={500} size="sm">
              Логотип
            </Text>
            <Group gap="sm">
              {shownLogo ? <img src={shownLogo} alt="Логотип мероприятия" className={classes.logo} /> : null}
              <FileButton
                accept="image/png,image/jpeg,image/webp"
                onChange={(file) => {
                  if (!file) return;
                  if (file.size > MAX_LOGO_BYTES) {
                    toast.warning(
                      'Важно',
                      'Слишком большой размер загружаемого файла, максимальный размер 30 Мб.',
                    );
                    return;
                  }
                  setLogo(file);
                  setRemoveLogo(false);
                }}
              >
                {(props) => (
                  <Button
                    variant="default"
                    leftSection={<IconPhoto size={16} aria-hidden="true" />}
                    {...props}
                  >
                    {shownLogo ? 'Заменить логотип' : 'Выбрать логотип'}
                  </Button>
                )}
              </FileButton>
              {shownLogo ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  onClick={() => {
                    setLogo(null);
                    setRemoveLogo(true);
                  }}
                >
                  Убрать логотип
                </Button>
              ) : null}
            </Group>
          </Stack>

          <Stack gap={6}>
            <Text fw={500} size="sm">
              Трек и точка старта
            </Text>
            <Group gap="sm">
              <FileButton accept=".gpx,application/gpx+xml" onChange={(file) => file && gpx.mutate(file)}>
                {(props) => (
                  <Button
                    variant="default"
                    leftSection={<IconRoute size={16} aria-hidden="true" />}
                    loading={gpx.isPending}
                    {...props}
                  >
                    Загрузить GPX
                  </Button>
                )}
              </FileButton>
              {mapName && !removeMap ? (
                <>
                  <Text size="sm">{mapName}</Text>
                  <Button variant="subtle" color="red" size="xs" onClick={() => setRemoveMap(true)}>
                    Убрать трек
                  </Button>
                </>
              ) : null}
            </Group>
            <StartAddressField
              onPick={(latitude, longitude) => setValues((current) => ({ ...current, latitude, longitude }))}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label="Широта старта"
                value={values.latitude ?? ''}
                onChange={(value) => set('latitude', typeof value === 'number' ? value : null)}
                decimalScale={6}
                min={-90}
                max={90}
                error={errors.latitude}
              />
              <NumberInput
                label="Долгота старта"
                value={values.longitude ?? ''}
                onChange={(value) => set('longitude', typeof value === 'number' ? value : null)}
                decimalScale={6}
                min={-180}
                max={180}
                error={errors.longitude}
              />
            </SimpleGrid>
            {hasPoint ? (
              <>
                <Suspense fallback={<div className={classes.map} />}>
                  <StartPointMap
                    latitude={values.latitude!}
                    longitude={values.longitude!}
                    onMove={(latitude, longitude) =>
                      setValues((current) => ({
                        ...current,
                        latitude: Number(latitude.toFixed(6)),
                        longitude: Number(longitude.toFixed(6)),
                      }))
                    }
                  />
                </Suspense>
                <Group>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconMapPin size={14} aria-hidden="true" />}
                    onClick={() => setValues((current) => ({ ...current, latitude: null, longitude: null }))}
                  >
                    Убрать точку старта
                  </Button>
                </Group>
              </>
            ) : null}
          </Stack>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Отмена
            </Button>
            <Button type="submit" loading={save.isPending}>
              {event ? 'Сохранить' : 'Добавить'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
