import { Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ProcessFileResponse, SimilarityReason, SimilarParticipant } from '@velo/contracts';
import { Pager } from '@/components/display/pager';
import { CabinetTable } from '../../kit/cabinet-table';

type NewRider = ProcessFileResponse['newParticipantsFromProtocol'][number];

/** Why an existing rider is offered for a new one. */
export const REASON_TEXTS: Record<SimilarityReason, string> = {
  swappedNames: 'имя и фамилия переставлены',
  latinName: 'имя латиницей',
  yo: 'ё и е',
  otherYear: 'другой год рождения',
  similarName: 'похожее имя',
};

const NEW = 'new';

/** New riders per page: a file of a thousand new riders stays quick to show and to scroll (issue 13). */
const NEW_RIDER_PAGE_SIZES = [20, 50, 100] as const;

const candidateLabel = (candidate: SimilarParticipant) =>
  [
    `${candidate.lastName} ${candidate.firstName}`.trim(),
    candidate.yearOfBirth ?? 'год не указан',
    candidate.club || null,
    REASON_TEXTS[candidate.reason],
  ]
    .filter(Boolean)
    .join(', ');

type NewRidersProps = {
  riders: NewRider[];
  /** Row of the file → the existing rider it is attached to instead of a new one. */
  links: ReadonlyMap<number, number>;
  onLink: (rowNumber: number, participantId: number | null) => void;
};

/**
 * The riders new to the portal (part 2 §2.5), each with the closest existing riders (issue 13):
 * the organizer can say 'this is the same person', and the create attaches the row to that rider
 * instead of making a duplicate.
 */
export const NewRiders = ({ riders, links, onLink }: NewRidersProps) => {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(50);
  // Those who may already be on the portal come first: they are the ones to look at.
  const ordered = useMemo(
    () =>
      [...riders].sort(
        (a, b) =>
          Number((b.similarParticipants?.length ?? 0) > 0) - Number((a.similarParticipants?.length ?? 0) > 0),
      ),
    [riders],
  );
  const pages = Math.max(1, Math.ceil(ordered.length / size));
  const current = Math.min(page, pages);
  const shown = ordered.slice((current - 1) * size, current * size);
  return (
    <Stack gap={4} id="upload-new-riders">
      <Text fw={500} size="sm">
        Новые участники ({riders.length})
      </Text>
      <CabinetTable minWidth={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Фамилия</Table.Th>
            <Table.Th>Имя</Table.Th>
            <Table.Th>Год рождения</Table.Th>
            <Table.Th>Уже есть на портале?</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((rider, index) => {
            const similar = rider.similarParticipants ?? [];
            const row = rider.rowNumber;
            return (
              <Table.Tr key={row ?? `${rider.lastName}-${rider.firstName}-${index}`}>
                <Table.Td>{rider.lastName}</Table.Td>
                <Table.Td>{rider.firstName}</Table.Td>
                <Table.Td>{rider.yearOfBirth ?? '—'}</Table.Td>
                <Table.Td>
                  {similar.length === 0 || row === undefined ? (
                    <Text size="sm" c="dimmed">
                      похожих нет
                    </Text>
                  ) : (
                    <Radio.Group
                      label={
                        <VisuallyHidden>{`Кто это: ${rider.lastName} ${rider.firstName} (строка ${row})`}</VisuallyHidden>
                      }
                      value={String(links.get(row) ?? NEW)}
                      onChange={(value) => onLink(row, value === NEW ? null : Number(value))}
                    >
                      <Stack gap={4}>
                        <Radio size="xs" value={NEW} label="Новый участник" />
                        {similar.map((candidate) => (
                          <Radio
                            key={candidate.id}
                            size="xs"
                            value={String(candidate.id)}
                            label={`Это ${candidateLabel(candidate)}`}
                          />
                        ))}
                      </Stack>
                    </Radio.Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </CabinetTable>
      {ordered.length > NEW_RIDER_PAGE_SIZES[0] ? (
        <Pager
          page={current}
          size={size}
          totalCount={ordered.length}
          label="новых участников"
          sizes={NEW_RIDER_PAGE_SIZES}
          hrefOf={() => '#upload-new-riders'}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      ) : null}
    </Stack>
  );
};
