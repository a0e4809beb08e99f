import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ResultsItem } from '@velo/contracts';
import { EventLogo } from '@/components/display/event-logo';
import { Medal, hasMedal } from '@/components/display/medal';
import { ProvisionalMark } from '@/components/display/provisional-mark';
import { RatingMark } from '@/components/display/rating-mark';
import { FavouriteStar } from '@/components/favourites/favourite-star';
import { formatDay, formatPoints, formatResultTime, fullName } from '@/components/format';
import { groupTopResults, samePlaceLabel, type TopLine } from './top-results';
import classes from './result-card.module.css';

/** What a top result shows on the right: the time (first 11 characters), or the points. */
export const topResultValue = (line: Pick<TopLine, 'resultTime' | 'rating'>): string =>
  formatResultTime(line.resultTime) || formatPoints(line.rating);

const TopResultLine = ({ line }: { line: TopLine }) => {
  const name = fullName(line);
  const more = samePlaceLabel(line.others);
  return (
    <li className={classes.line}>
      <span className={classes.placeCell}>
        {hasMedal(line.place) ? (
          <Medal place={line.place} size={24} />
        ) : (
          <span className={classes.place}>{line.place}</span>
        )}
      </span>
      <span className={classes.starCell}>
        {line.showFavoriteIcon ? (
          <FavouriteStar
            kind="participant"
            id={line.participantId}
            active={line.inCurrentUserFavorites}
            name={name}
          />
        ) : null}
      </span>
      <Text span size="sm" className={classes.name} data-favourite={line.inCurrentUserFavorites || undefined}>
        {name}
      </Text>
      {more ? (
        <span className={classes.more} title={`Еще ${line.others} с тем же местом`}>
          {more}
        </span>
      ) : null}
      <Text span size="sm" className={classes.value}>
        {topResultValue(line)}
      </Text>
    </li>
  );
};

/** A protocol card of the results overview (spec part 1 §2.5); the whole card opens the protocol. */
export const ResultCard = ({ item, compact = false }: { item: ResultsItem; compact?: boolean }) => {
  const lines = groupTopResults(item.topResults);
  return (
    <Paper
      component="article"
      className={classes.card}
      p={compact ? 'sm' : 'md'}
      data-compact={compact || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <EventLogo fileId={item.eventLogoFileId} size={compact ? 40 : 52} />
        <Stack gap={2} className={classes.heading}>
          <Text size="xs" c="dimmed" className={classes.date}>
            {formatDay(item.eventDate)}
            {item.organizerName ? ` · ${item.organizerName}` : ''}
          </Text>
          <Link
            to="/results/details/$id"
            params={{ id: String(item.protocolId) }}
            className={classes.titleLink}
          >
            {item.eventName}
          </Link>
          <Group gap={6} wrap="nowrap">
            {item.isRatingProtocol ? <RatingMark /> : null}
            <Text size="sm" fw={500} className={classes.protocol}>
              {item.name}
            </Text>
            <ProvisionalMark compact closesAt={item.provisionalUntil} />
          </Group>
        </Stack>
      </Group>
      {lines.length > 0 ? (
        <ul className={classes.lines} aria-label="Лучшие результаты">
          {lines.map((line) => (
            <TopResultLine key={`${line.place}-${line.participantId}`} line={line} />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          Нет финишировавших
        </Text>
      )}
    </Paper>
  );
};

export const ResultCardSkeleton = () => (
  <Paper className={classes.card} p="md" aria-hidden="true">
    <Group gap="sm" wrap="nowrap">
      <Skeleton width={52} height={52} radius="md" />
      <Stack gap={6} style={{ flex: 1 }}>
        <Skeleton height={10} width="40%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Group>
    <Stack gap={8} mt="md">
      <Skeleton height={18} />
      <Skeleton height={18} />
      <Skeleton height={18} />
    </Stack>
  </Paper>
);
