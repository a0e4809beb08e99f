import { Text } from '@mantine/core';
import { IconCopy, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { Cluster } from '@velo/contracts';
import { lazy, Suspense, useState } from 'react';
import { disciplineLabel, formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { CabinetList } from '../kit/cabinet-list';
import { errorText } from '../kit/error-text';
import { RowAction } from '../kit/row-action';
import { useCabinetList } from '../kit/use-cabinet-list';
import { useDeletion } from '../kit/use-deletion';
import { useCloneCluster } from './api/clone-cluster';
import { useDeleteCluster } from './api/delete-cluster';
import { clustersList } from './api/get-clusters';
import { ClusterPreview } from './cluster-preview';

/** The dialog and its drag and drop (dnd-kit) load when it is first opened. */
const ClusterForm = lazy(() => import('./cluster-form').then((module) => ({ default: module.ClusterForm })));

export const EMPTY_CLUSTERS = 'Кластеры еще не созданы...';
export const DELETE_QUESTION = 'Вы уверены, что хотите удалить кластер?';

/**
 * The clusters of age categories (part 2 §2.8, §7.4): a table by created date or name, a search by
 * name (and the shell's organizer filter for administrators), and view, edit, delete and duplicate.
 * An unconfirmed account sees an empty, read-only list and nothing is asked of the server.
 */
export const ClustersView = () => {
  const list = useCabinetList(clustersList);
  const { scope } = list;
  const [editing, setEditing] = useState<Cluster | 'new' | null>(null);
  const [viewing, setViewing] = useState<Cluster | null>(null);
  const deletion = useDeletion({
    mutation: useDeleteCluster(),
    variables: (cluster: Cluster) => cluster.id,
    title: DELETE_QUESTION,
    text: (cluster) => `Кластер «${cluster.name}» и его возрастные категории будут удалены.`,
    success: 'Кластер удален',
  });
  const clone = useCloneCluster({
    onSuccess: (copy) => toast.success('Кластер склонирован', `«${copy.name}»`),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Ошибка клонирования кластеров')),
  });

  return (
    <CabinetList
      state={list}
      search={{ label: 'Поиск по названию', hiddenLabel: true, width: 320 }}
      add={{ label: 'Добавить', onClick: () => setEditing('new') }}
      empty={list.search.q ? 'Нет записей' : EMPTY_CLUSTERS}
      pagerLabel="кластеров"
      minWidth={scope.isAdmin ? 860 : 720}
      rowKey={(cluster) => cluster.id}
      columns={[
        { key: 'created', header: 'Создан', sortField: 'createdOn', cell: (c) => formatDate(c.createdOn) },
        {
          key: 'name',
          header: 'Название',
          sortField: 'name',
          card: 'title',
          cell: (cluster) => <Text fw={500}>{cluster.name}</Text>,
        },
        scope.isAdmin && {
          key: 'organizer',
          header: 'Организатор',
          cell: (cluster: Cluster) => cluster.organizer.name,
        },
        {
          key: 'discipline',
          header: 'Тип гонки',
          cell: (cluster) => disciplineLabel(cluster.disciplineName) || '—',
        },
        {
          key: 'comment',
          header: 'Комментарий',
          card: 'wide',
          cell: (cluster) => (
            <Text size="sm" lineClamp={2}>
              {cluster.comment}
            </Text>
          ),
        },
      ]}
      actions={(cluster) => (
        <>
          <RowAction
            label="Просмотр"
            icon={<IconEye size={18} aria-hidden="true" />}
            onClick={() => setViewing(cluster)}
          />
          <RowAction
            label="Редактировать"
            icon={<IconEdit size={18} aria-hidden="true" />}
            onClick={() => setEditing(cluster)}
          />
          <RowAction
            label="Дублировать"
            icon={<IconCopy size={18} aria-hidden="true" />}
            onClick={() => clone.mutate(cluster.id)}
            disabled={clone.isPending}
          />
          <RowAction
            label="Удалить"
            color="red"
            icon={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => deletion.ask(cluster)}
          />
        </>
      )}
    >
      {editing ? (
        <Suspense fallback={null}>
          <ClusterForm cluster={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {viewing ? <ClusterPreview cluster={viewing} onClose={() => setViewing(null)} /> : null}
      {deletion.dialog}
    </CabinetList>
  );
};
