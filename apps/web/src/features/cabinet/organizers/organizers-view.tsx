import { Avatar, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { Organizer } from '@velo/contracts';
import { useState } from 'react';
import { formatDate } from '@/components/format';
import { fileUrl } from '@/lib/api-client';
import { CabinetList } from '../kit/cabinet-list';
import { RowAction } from '../kit/row-action';
import { useCabinetList } from '../kit/use-cabinet-list';
import { useDeletion } from '../kit/use-deletion';
import { useDeleteOrganizer } from './api/delete-organizer';
import { organizersList } from './api/get-organizers-page';
import { OrganizerForm } from './organizer-form';

/** The organizers (part 2 §2.9, §7.5): a table by name, and create, edit and delete. */
export const OrganizersView = () => {
  const list = useCabinetList(organizersList);
  const [editing, setEditing] = useState<Organizer | 'new' | null>(null);
  const deletion = useDeletion({
    mutation: useDeleteOrganizer(),
    variables: (organizer: Organizer) => organizer.id,
    title: 'Удалить организатора?',
    text: (organizer) =>
      `Организатор «${organizer.name}» будет удален. Организатора, на которого ссылаются мероприятия, протоколы или кластеры, удалить нельзя.`,
    success: 'Организатор удален',
    cancelLabel: 'Отмена',
  });

  return (
    <CabinetList
      state={list}
      search={{ label: 'Поиск по названию', hiddenLabel: true, width: 320 }}
      add={{ label: 'Добавить', onClick: () => setEditing('new') }}
      empty="Нет записей"
      minWidth={640}
      rowKey={(organizer) => organizer.id}
      columns={[
        {
          key: 'logo',
          header: 'Логотип',
          hiddenHeader: true,
          card: 'none',
          cell: (organizer) => (
            <Avatar src={fileUrl(organizer.logoId)} alt="" radius="sm" size={36}>
              {organizer.name.slice(0, 1)}
            </Avatar>
          ),
        },
        {
          key: 'name',
          header: 'Название',
          card: 'title',
          cell: (organizer) => <Text fw={500}>{organizer.name}</Text>,
        },
        {
          key: 'description',
          header: 'Описание',
          card: 'wide',
          cell: (organizer) => (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {organizer.description}
            </Text>
          ),
        },
        { key: 'updated', header: 'Изменен', cell: (organizer) => formatDate(organizer.updatedOn) },
      ]}
      actions={(organizer) => (
        <>
          <RowAction
            label="Редактировать"
            icon={<IconEdit size={18} aria-hidden="true" />}
            onClick={() => setEditing(organizer)}
          />
          <RowAction
            label="Удалить"
            color="red"
            icon={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => deletion.ask(organizer)}
          />
        </>
      )}
    >
      {editing ? (
        <OrganizerForm organizer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {deletion.dialog}
    </CabinetList>
  );
};
