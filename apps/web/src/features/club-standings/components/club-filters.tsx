import type { GenderFilter as Gender } from '@velo/contracts';
import { useOrganizers } from '@/components/catalog/api/get-organizers';
import { ClusterSelect } from '@/components/filters/cluster-select';
import { GenderFilter } from '@/components/filters/gender-filter';
import { OrganizerSelect } from '@/components/filters/organizer-select';
import filterClasses from '@/components/filters/filters.module.css';
import { CLUB_BEST_CHOICES, type ClubFilter } from '../club-filter';
import type { ClubPageSearch } from '../search';
import { PlainSelect } from '@/components/display/plain-select';

/** The rating's filters (gender, organizer, age category) and N, the number of best riders that count. */
export const ClubFilters = ({
  filter,
  season,
  go,
}: {
  filter: ClubFilter;
  season: number | null;
  go: (change: Partial<ClubPageSearch>) => void;
}) => {
  const organizers = useOrganizers();
  const organizerFound =
    filter.organizerId !== undefined && Boolean(organizers.data?.some((o) => o.id === filter.organizerId));
  const choices: number[] = [...CLUB_BEST_CHOICES];
  if (!choices.includes(filter.best)) choices.push(filter.best);
  choices.sort((a, b) => a - b);
  return (
    <div className={filterClasses.filters} style={{ '--filters-columns': 4 } as React.CSSProperties}>
      <GenderFilter
        className={filterClasses.field}
        value={filter.gender as Gender}
        onChange={(gender) => go({ gender })}
      />
      <OrganizerSelect
        className={filterClasses.field}
        value={filter.organizerId}
        onChange={(organizerId) => go({ organizerId, clusterAgeCategoryId: undefined })}
      />
      <ClusterSelect
        className={filterClasses.field}
        organizerId={filter.organizerId}
        organizerFound={organizerFound}
        season={season}
        value={filter.clusterAgeCategoryId}
        onChange={(clusterAgeCategoryId) => go({ clusterAgeCategoryId })}
      />
      <PlainSelect
        className={filterClasses.field}
        label="Лучших гонщиков в зачёте"
        value={String(filter.best)}
        onChange={(value) => go({ best: Number(value) })}
        options={choices.map((n) => ({ value: String(n), label: String(n) }))}
      />
    </div>
  );
};
