import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { CLUSTER_LIMITS, DEFAULT_CATEGORY_COLOR, type GenderFilter } from '@velo/contracts';
import { useId, type ReactNode } from 'react';
import { newCategoryRow, type CategoryRowValues, type ClusterFormValues } from './cluster-form-values';

export const GENDER_OPTIONS: { value: GenderFilter; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'male', label: 'Мужчины' },
  { value: 'female', label: 'Женщины' },
];

/** A field's props as the form gives them (value, change, blur and its message once shown). */
type FieldProps = (path: string) => Record<string, unknown> & { error?: ReactNode };

type RowsProps = {
  form: UseFormReturnType<ClusterFormValues>;
  field: FieldProps;
  disabled?: boolean;
};

const rowTitle = (rows: CategoryRowValues[], key: string | number) => {
  const index = rows.findIndex((row) => row.key === key);
  const name = rows[index]?.name.trim();
  return name ? `«${name}»` : `№ ${index + 1}`;
};

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Чтобы переместить категорию, нажмите пробел или Enter, стрелками вверх и вниз выберите место, ' +
    'снова нажмите пробел или Enter. Escape отменяет перемещение.',
};

/** What a screen reader hears while a row moves (dnd-kit's live region, in Russian). */
const announcements = (rows: CategoryRowValues[]): Announcements => {
  const position = (key: string | number | undefined) => rows.findIndex((row) => row.key === key) + 1;
  return {
    onDragStart: ({ active }) =>
      `Категория ${rowTitle(rows, active.id)} взята, место ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Категория ${rowTitle(rows, active.id)} над местом ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Категория ${rowTitle(rows, active.id)} поставлена на место ${position(over.id)}.`
        : `Категория ${rowTitle(rows, active.id)} оставлена на месте.`,
    onDragCancel: ({ active }) =>
      `Перемещение отменено, категория ${rowTitle(rows, active.id)} на прежнем месте.`,
  };
};

type RowProps = RowsProps & { row: CategoryRowValues; index: number; count: number };

/** One age category: a handle to drag it, its fields, and delete (while more than one row exists). */
const CategoryRow = ({ form, field, row, index, count, disabled }: RowProps) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.key, disabled });
  const path = (name: keyof CategoryRowValues) => `clusterAgeCategories.${index}.${name}`;
  const title = row.name.trim() ? `«${row.name.trim()}»` : `№ ${index + 1}`;
  const titleId = useId();

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      role="group"
      aria-labelledby={titleId}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
              disabled={disabled}
              {...attributes}
              {...listeners}
              // While a row is carried, Escape cancels the move and leaves the dialog open.
              data-mantine-stop-propagation={isDragging ? 'true' : undefined}
              aria-label={`Переместить категорию ${title}`}
            >
              <IconGripVertical size={18} aria-hidden="true" />
            </ActionIcon>
            <Text fw={600} size="sm" id={titleId}>
              Категория {index + 1}
            </Text>
          </Group>
          <Tooltip
            label={count > 1 ? 'Удалить категорию' : 'Единственную категорию удалить нельзя'}
            withArrow
            openDelay={300}
          >
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Удалить категорию ${title}`}
              disabled={disabled || count <= 1}
              onClick={() => form.removeListItem('clusterAgeCategories', index)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
          <TextInput
            label="Название категории"
            required
            maxLength={CLUSTER_LIMITS.categoryNameMax}
            disabled={disabled}
            {...field(path('name'))}
          />
          <Select
            label="Пол"
            required
            data={GENDER_OPTIONS}
            allowDeselect={false}
            disabled={disabled}
            {...field(path('gender'))}
          />
          <NumberInput
            label="Возраст от"
            required
            min={0}
            max={CLUSTER_LIMITS.maxAge}
            allowNegative={false}
            allowDecimal={false}
            disabled={disabled}
            {...field(path('minAge'))}
          />
          <NumberInput
            label="Возраст до"
            required
            min={0}
            max={CLUSTER_LIMITS.maxAge}
            allowNegative={false}
            allowDecimal={false}
            disabled={disabled}
            {...field(path('maxAge'))}
          />
        </SimpleGrid>
        <Group gap="md" wrap="wrap" align="center">
          <Checkbox
            label="Учитывать в рейтинге"
            checked={row.mustIncludeInRating}
            disabled={disabled}
            onChange={(event) => form.setFieldValue(path('mustIncludeInRating'), event.currentTarget.checked)}
          />
          <Group gap="xs" wrap="nowrap">
            <Switch
              label="Свой цвет"
              checked={row.colorEnabled}
              disabled={disabled}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                form.setFieldValue(path('colorEnabled'), on);
                // Toggled off, the colour is the default again (§2.8).
                if (!on) form.setFieldValue(path('finalRatingHexColor'), DEFAULT_CATEGORY_COLOR);
              }}
            />
            <ColorInput
              aria-label="Цвет в итоговом рейтинге"
              format="hex"
              w={130}
              disabled={disabled || !row.colorEnabled}
              withEyeDropper={false}
              {...field(path('finalRatingHexColor'))}
            />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
};

/**
 * The cluster's age categories (§2.8): rows reordered by drag and drop, with the mouse or the
 * keyboard (dnd-kit sortable); orderNumber is the position. A row can be deleted only while more than
 * one exists.
 */
export const CategoryRows = ({ form, field, disabled }: RowsProps) => {
  const rows = form.values.clusterAgeCategories;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.key === active.id);
    const to = rows.findIndex((row) => row.key === over.id);
    if (from >= 0 && to >= 0) form.reorderListItem('clusterAgeCategories', { from, to });
  };
  const listError = form.errors.clusterAgeCategories;

  return (
    <Stack gap="xs">
      <Text fw={600} id="cluster-categories-title">
        Возрастные категории
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: announcements(rows), screenReaderInstructions: INSTRUCTIONS }}
      >
        <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" role="list" aria-labelledby="cluster-categories-title">
            {rows.map((row, index) => (
              <div role="listitem" key={row.key}>
                <CategoryRow
                  form={form}
                  field={field}
                  row={row}
                  index={index}
                  count={rows.length}
                  disabled={disabled}
                />
              </div>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {listError ? (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={disabled || rows.length >= CLUSTER_LIMITS.categoriesMax}
          onClick={() => form.insertListItem('clusterAgeCategories', newCategoryRow())}
        >
          Добавить категорию
        </Button>
      </Group>
    </Stack>
  );
};
