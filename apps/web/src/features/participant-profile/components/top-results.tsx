import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ParticipantProfile } from '@velo/contracts';
import { Medal, hasMedal } from '@/components/display/medal';
import { formatDay, plural } from '@/components/format-basics';
import classes from '../participant-profile-page.module.css';

/**
 * Top results of the year (part 2 §2.1): how many times the rider took places 1–3, and the latest
 * five best results with place, event and age category, each leading to its protocol.
 */
export const TopResults = ({ profile }: { profile: ParticipantProfile }) => {
  const medals = [1, 2, 3].map((place) => ({
    place: place as 1 | 2 | 3,
    count: profile.topPlacesCount.find((item) => item.place === place)?.count ?? 0,
  }));
  return (
    <Paper component="section" aria-labelledby="top-results-title" className={classes.block}>
      <Title order={2} id="top-results-title" className={classes.blockTitle}>
        Лучшие результаты {profile.year}
      </Title>
      <ul className={classes.medals} aria-label="Призовые места за сезон">
        {medals.map(({ place, count }) => (
          <li key={place} className={classes.medal} data-empty={count === 0 || undefined}>
            <Medal place={place} size={34} />
            <span className={classes.medalCount}>
              × {count}
              <VisuallyHidden component="span"> {plural(count, ['раз', 'раза', 'раз'])}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
      {profile.latestBest5Results.length === 0 ? (
        <Text size="sm" c="dimmed">
          В этом сезоне нет результатов с местом.
        </Text>
      ) : (
        <ol className={classes.bestList} aria-label="Последние лучшие результаты">
          {profile.latestBest5Results.map((result) => (
            <li key={`${result.protocolId}-${result.place}`} className={classes.bestItem}>
              <span className={classes.bestPlace}>
                {hasMedal(result.place) ? (
                  <Medal place={result.place} size={28} />
                ) : (
                  <span>
                    {result.place}
                    <VisuallyHidden component="span"> место</VisuallyHidden>
                  </span>
                )}
              </span>
              <span className={classes.bestText}>
                <Link
                  to="/results/details/$id"
                  params={{ id: String(result.protocolId) }}
                  className={classes.bestLink}
                >
                  {result.eventName}
                </Link>
                <Text size="xs" c="dimmed" component="span" className={classes.bestMeta}>
                  {[result.clusterAgeCategoryName, formatDay(result.eventDate)].filter(Boolean).join(' · ')}
                </Text>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Paper>
  );
};
