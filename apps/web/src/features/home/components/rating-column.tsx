import { Anchor, Skeleton, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useOrganizers } from '@/components/catalog/api/get-organizers';
import { LoadError } from '@/components/display/empty-state';
import { Medal, hasMedal } from '@/components/display/medal';
import { ClusterSelect } from '@/components/filters/cluster-select';
import { GenderFilter } from '@/components/filters/gender-filter';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import { formatPoints, fullName } from '@/components/format';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { useRatingTop } from '../api/get-rating-top';
import { fullRatingSearch } from '../lib/home-state';
import type { HomeSearch } from '../search';
import { HomeSection } from './home-section';
import classes from './home.module.css';

export const HOME_RATING_EMPTY = 'Участников, подходящих под заданные параметры фильтров, нет.';

/** The 'Рейтинг' column: filters, the top of the season, and the link to the whole rating (§2.4). */
export const RatingColumn = ({
  search,
  onChange,
}: {
  search: HomeSearch;
  onChange: (change: Partial<HomeSearch>) => void;
}) => {
  const session = useSession();
  const gender = search.gender ?? 'all';
  const organizers = useOrganizers();
  const organizerFound =
    search.organizerId !== undefined && Boolean(organizers.data?.some((o) => o.id === search.organizerId));
  const rating = useRatingTop(
    {
      gender,
      organizerId: search.organizerId,
      clusterAgeCategoryId: search.organizerId === undefined ? undefined : search.clusterAgeCategoryId,
    },
    Boolean(session),
  );
  const entries = rating.data?.participants.items;

  return (
    <HomeSection
      id="home-rating"
      title="Рейтинг"
      phoneOrder={4}
      footer={
        <Anchor
          fw={600}
          size="sm"
          renderRoot={(props) => <Link to="/rating/overview" search={fullRatingSearch(search)} {...props} />}
        >
          Просмотреть весь рейтинг по сезонам <IconArrowRight size={14} aria-hidden="true" />
        </Anchor>
      }
    >
      <div className={classes.ratingFilters}>
        <GenderFilter value={gender} onChange={(next) => onChange({ gender: next })} />
        <OrganizerSelect value={search.organizerId} onChange={(organizerId) => onChange({ organizerId })} />
        <ClusterSelect
          organizerId={search.organizerId}
          organizerFound={organizerFound}
          season={rating.data?.year ?? null}
          value={search.clusterAgeCategoryId}
          onChange={(clusterAgeCategoryId) => onChange({ clusterAgeCategoryId })}
        />
      </div>
      {rating.data?.year ? (
        <Text size="xs" c="dimmed" mt="sm">
          Сезон {rating.data.year}
        </Text>
      ) : null}
      {rating.isError && !entries ? (
        <LoadError message={rating.error instanceof ApiError ? rating.error.serverMessage : null} />
      ) : !entries ? (
        <div aria-hidden="true" className={classes.skeletonList}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={24} />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" role="status">
          {HOME_RATING_EMPTY}
        </Text>
      ) : (
        <ol className={classes.ratingList} aria-busy={rating.isFetching}>
          {entries.map((entry) => {
            const place = gender === 'all' ? entry.place : entry.genderPlace;
            return (
              <li key={entry.id}>
                <Link
                  to="/rating/details/$id"
                  params={{ id: String(entry.id) }}
                  className={classes.ratingRow}
                >
                  <span className={classes.ratingPlace}>
                    {hasMedal(place) ? <Medal place={place} size={22} /> : place}
                  </span>
                  <span className={classes.ratingName}>{fullName(entry.participant)}</span>
                  <span className={classes.ratingPoints}>{formatPoints(entry.rating)}</span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </HomeSection>
  );
};
