import { DEFAULT_PAGE_SIZE } from '@velo/contracts/constants';
import { useState } from 'react';
import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconLinkOff, IconSearch } from '@tabler/icons-react';
import type { UnreviewedLink } from '@velo/contracts';
import { EmptyState, LoadError } from '@/components/display/empty-state';
import { Pager } from '@/components/display/pager';
import { formatDate } from '@/components/format';
import { toast } from '@/lib/toasts';
import { ViewSkeleton } from '../kit/view-skeleton';
import { CabinetTable } from '../kit/cabinet-table';
import { errorText } from '../kit/error-text';
import { pageHref } from '../kit/page-href';
import { RowAction } from '../kit/row-action';
import { useCabinetSearch } from '../kit/use-cabinet-search';
import { useUnreviewedLinks } from './api/get-unreviewed-links';
import { useReviewLink } from './api/review-link';
import { personName, RiderFacts } from './claim-card';
import { UnlinkDialog } from './claim-dialogs';

/**
 * «Привязки по имени» (issue 34): accounts the old rule linked to riders by a matching name, never
 * reviewed, the oldest registrations first; each is marked reviewed or undone with a reason.
 */
export const UnreviewedLinks = () => {
  const { search, setSearch } = useCabinetSearch();
  const page = search.page ?? 1;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const list = useUnreviewedLinks({ search: search.q ?? null, page, size });
  const [unlinking, setUnlinking] = useState<UnreviewedLink | null>(null);
  const review = useReviewLink({
    onSuccess: () => toast.success('Успешно', 'Привязка отмечена проверенной'),
    onError: (error) => toast.error('Ошибка', errorText(error, 'Не удалось отметить привязку')),
  });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Эти учётные записи привязаны к участникам автоматически, по совпадению имени, до появления заявок.
        Проверьте каждую: оставьте привязку или отмените её с причиной.
      </Text>
      <TextInput
        label="Поиск по email или имени"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        defaultValue={search.q ?? ''}
        maxLength={100}
        onChange={(event) => setSearch({ q: event.currentTarget.value.trim() || undefined })}
        maw={420}
      />
      {list.isPending ? (
        <ViewSkeleton />
      ) : list.isError ? (
        <LoadError />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="Нет непроверенных привязок" />
      ) : (
        <>
          <CabinetTable minWidth={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Учётная запись</Table.Th>
                <Table.Th>Участник</Table.Th>
                <Table.Th>Действия</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((link) => (
                <Table.Tr key={link.user.id}>
                  <Table.Td>
                    <Text fw={500}>{personName(link.user)}</Text>
                    <Text size="sm">{link.user.email}</Text>
                    <Text size="sm" c="dimmed">
                      Вход: {link.user.loginProvider}, с {formatDate(link.user.registrationDate)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RiderFacts
                      rider={{ ...link.participant, lastRaces: link.participant.lastRaces.slice(0, 3) }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <RowAction
                        label={`Привязка проверена: ${link.user.email}`}
                        color="green"
                        icon={<IconCheck size={18} aria-hidden="true" />}
                        disabled={review.isPending}
                        onClick={() => review.mutate(link.user.id)}
                      />
                      <RowAction
                        label={`Отвязать: ${link.user.email}`}
                        color="red"
                        icon={<IconLinkOff size={18} aria-hidden="true" />}
                        onClick={() => setUnlinking(link)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </CabinetTable>
          <Pager
            page={page}
            size={size}
            totalCount={list.data.totalCount}
            hrefOf={pageHref}
            onPage={(next) => setSearch({ page: next })}
            onSize={(next) => setSearch({ size: next })}
          />
        </>
      )}
      {unlinking ? <UnlinkDialog link={unlinking} onClose={() => setUnlinking(null)} /> : null}
    </Stack>
  );
};
