import { Badge, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClaimSuggestion } from '@velo/contracts';
import { ClaimRaces } from '@/components/claims/claim-races';
import { EmptyState } from '@/components/display/empty-state';
import { plural } from '@/components/format';
import { CLAIM_TEXTS, REASON_WORDS } from '../messages';
import classes from './rider-choice.module.css';

/** The value of the «Меня нет в списке» option. */
export const NOT_LISTED = 'none';

/** A rider the list offers: a suggestion, or the rider a «Это я» button chose (no reason, no races). */
export type OfferedRider = Pick<
  ClaimSuggestion,
  'id' | 'lastName' | 'firstName' | 'yearOfBirth' | 'club' | 'city'
> &
  Partial<Pick<ClaimSuggestion, 'reason' | 'racesCount' | 'lastRaces'>>;

const riderName = (rider: OfferedRider) => `${rider.lastName} ${rider.firstName}`;

const facts = (rider: OfferedRider) =>
  [
    rider.yearOfBirth ? `${rider.yearOfBirth} г. р.` : null,
    rider.club || null,
    rider.city || null,
    rider.racesCount !== undefined
      ? `${rider.racesCount} ${plural(rider.racesCount, ['гонка', 'гонки', 'гонок'])}`
      : null,
  ].filter(Boolean);

/**
 * The «find yourself» list (issue 34): the suggested riders as cards to choose one of (name, year,
 * club, city, the last races), «Меня нет в списке», and a search by another spelling of the name.
 */
export const RiderChoice = ({
  riders,
  value,
  onChange,
  searchName,
  onSearch,
  searching,
}: {
  riders: OfferedRider[];
  value: string | null;
  onChange: (value: string) => void;
  searchName: string | undefined;
  onSearch: (name: string | undefined) => void;
  searching: boolean;
}) => {
  const [draft, setDraft] = useState(searchName ?? '');
  return (
    <Stack gap="sm">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim() || undefined);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            className={classes.search}
            label={CLAIM_TEXTS.searchLabel}
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button
            type="submit"
            variant="default"
            loading={searching}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
          >
            {CLAIM_TEXTS.searchButton}
          </Button>
        </Group>
      </form>
      <Radio.Group
        value={value}
        onChange={onChange}
        label={CLAIM_TEXTS.suggestionsLabel}
        name="claimed-rider"
      >
        <Stack gap="xs" mt="xs">
          {riders.length === 0 ? (
            <EmptyState title={CLAIM_TEXTS.noSuggestions}>{CLAIM_TEXTS.noSuggestionsNote}</EmptyState>
          ) : null}
          {riders.map((rider) => (
            <Radio.Card
              key={rider.id}
              value={String(rider.id)}
              className={classes.card}
              aria-label={riderName(rider)}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={4} />
                <Stack gap={4} className={classes.body}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{riderName(rider)}</Text>
                    {rider.reason ? (
                      <Badge variant="light" color="gray" c="dark.6" size="sm">
                        {REASON_WORDS[rider.reason]}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {facts(rider).join(' · ')}
                  </Text>
                  {rider.lastRaces ? (
                    <ClaimRaces
                      races={rider.lastRaces}
                      label={`Последние гонки: ${riderName(rider)}`}
                      links={false}
                    />
                  ) : null}
                </Stack>
              </Group>
            </Radio.Card>
          ))}
          <Radio.Card value={NOT_LISTED} className={classes.card} aria-label={CLAIM_TEXTS.notListed}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={4} />
              <Stack gap={2}>
                <Text fw={600}>{CLAIM_TEXTS.notListed}</Text>
                <Text size="sm" c="dimmed">
                  {CLAIM_TEXTS.notListedNote}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        </Stack>
      </Radio.Group>
    </Stack>
  );
};
