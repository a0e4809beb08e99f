import { Anchor, List, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClaimSuggestion } from '@velo/contracts';
import { formatDay } from '@/components/format';

type ClaimRace = ClaimSuggestion['lastRaces'][number];

/** A race as a claim shows it: «12/05/2024, Кубок Тулы — 3 место» (DNF and the like by their status). */
export const raceText = (race: ClaimRace): string =>
  `${formatDay(race.eventDate)}, ${race.eventName} — ${race.place !== null ? `${race.place} место` : race.status}`;

/**
 * A rider's last races, newest first (issue 34): the «find yourself» step and the administrators'
 * review show them beside a claimed rider. As links to their protocols, unless the list sits inside
 * a control (a choice card is a button, and a link may not be inside one).
 */
export const ClaimRaces = ({
  races,
  label,
  links = true,
}: {
  races: ClaimRace[];
  label: string;
  links?: boolean;
}) =>
  races.length === 0 ? (
    <Text size="sm" c="dimmed">
      Гонок пока нет
    </Text>
  ) : (
    <List size="sm" spacing={2} aria-label={label}>
      {races.map((race) => (
        <List.Item key={`${race.protocolId}-${race.eventDate}`}>
          {links ? (
            <Anchor
              component={Link}
              to="/results/details/$id"
              params={{ id: String(race.protocolId) } as never}
              size="sm"
            >
              {raceText(race)}
            </Anchor>
          ) : (
            raceText(race)
          )}
        </List.Item>
      ))}
    </List>
  );
