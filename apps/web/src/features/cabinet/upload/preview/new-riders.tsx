import { Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ProcessFileResponse, SimilarityReason, SimilarParticipant } from '@velo/contracts';
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
export const NewRiders = ({ riders, links, onLink }: NewRidersProps) => (
  <Stack gap={4}>
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
        {riders.map((rider, index) => {
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
  </Stack>
);
