import { Badge, ColorSwatch, Group, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Cluster } from '@velo/contracts';
import { disciplineLabel, formatDate, formatDay } from '@/components/format';
import { CabinetTable } from '../kit/cabinet-table';

const GENDER_TEXT = { all: 'Все', male: 'Мужчины', female: 'Женщины' } as const;

const Item = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={2}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text>{children}</Text>
  </Stack>
);

/** The read-only preview of a cluster (§2.8): its fields and its age categories in their order. */
export const ClusterPreview = ({ cluster, onClose }: { cluster: Cluster; onClose: () => void }) => {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const categories = [...cluster.clusterAgeCategories].sort((a, b) => a.orderNumber - b.orderNumber);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Просмотр кластера"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      size="xl"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Item label="Название">{cluster.name}</Item>
          <Item label="Организатор">{cluster.organizer.name}</Item>
          <Item label="Тип гонки">{disciplineLabel(cluster.disciplineName) || '—'}</Item>
          <Item label="Период действия">
            {formatDay(cluster.activePeriod.start)} — {formatDay(cluster.activePeriod.end)}
          </Item>
          <Item label="Создан">{formatDate(cluster.createdOn)}</Item>
          <Item label="Изменен">{formatDate(cluster.updatedOn)}</Item>
        </SimpleGrid>
        {cluster.comment ? <Item label="Комментарий">{cluster.comment}</Item> : null}
        <CabinetTable minWidth={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>№</Table.Th>
              <Table.Th>Категория</Table.Th>
              <Table.Th>Пол</Table.Th>
              <Table.Th>Возраст</Table.Th>
              <Table.Th>В рейтинге</Table.Th>
              <Table.Th>Цвет</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category, index) => (
              <Table.Tr key={category.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{category.name}</Table.Td>
                <Table.Td>{GENDER_TEXT[category.gender]}</Table.Td>
                <Table.Td>
                  {category.minAge}–{category.maxAge}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={category.mustIncludeInRating ? 'green' : 'gray'}>
                    {category.mustIncludeInRating ? 'Да' : 'Нет'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch color={category.finalRatingHexColor} size={16} aria-hidden="true" />
                    <Text size="sm">{category.finalRatingHexColor}</Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CabinetTable>
      </Stack>
    </Modal>
  );
};
