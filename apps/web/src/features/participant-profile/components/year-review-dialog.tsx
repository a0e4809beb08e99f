import { Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ParticipantProfile, YearResults } from '@velo/contracts';
import { LoadError } from '@/components/display/empty-state';
import { Medal, hasMedal } from '@/components/display/medal';
import { disciplineLabel, formatResultTime, plural } from '@/components/format';
import { ApiError } from '@/lib/api-client';
import { useYearResults } from '../api/get-year-results';
import { genderPlaceLabel, pointsText } from '../lib/display';
import { yearInReview } from '@velo/contracts/constants';
import { PROFILE_TEXTS } from '../messages';
import classes from './year-review-dialog.module.css';

/**
 * The dialog's width (part 2 §2.4): 90 % of the screen up to 550 px, else 500 px. (Mantine's modal
 * keeps 5vw on each side, so 90 % of the screen is 90vw.)
 */
export const yearReviewWidth = (narrow: boolean): string | number => (narrow ? '90vw' : 500);

const races = (count: number) => `${count} ${plural(count, ['гонка', 'гонки', 'гонок'])}`;

const Review = ({ results, gender }: { results: YearResults; gender: ParticipantProfile['gender'] }) => (
  <Stack gap="md">
    <Title order={3} className={classes.name}>
      {`${results.participantLastName} ${results.participantFirstName}`.trim()}
    </Title>

    <section aria-label="Гонки">
      <Text className={classes.big}>{races(results.totalRacesCount)}</Text>
      {results.disciplinesBestResults.length > 0 ? (
        <ul className={classes.list}>
          {results.disciplinesBestResults.map((discipline) => (
            <li key={discipline.disciplineTypeId ?? discipline.disciplineTypeName}>
              <b>{disciplineLabel(discipline.disciplineTypeName) || 'Без дисциплины'}</b>:{' '}
              {races(discipline.racesCount)}
              {discipline.bestResultTime
                ? `, лучшее время ${formatResultTime(discipline.bestResultTime)}`
                : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>

    <section aria-label="Очки">
      <Text>
        Очки за год: <b className={classes.number}>{pointsText(results.yearRating)}</b>
      </Text>
      {results.yearRating > 1 ? <Text className={classes.cheer}>{PROFILE_TEXTS.keepItUp}</Text> : null}
    </section>

    {results.takenTheBestPlacesWithCounts.length > 0 ? (
      <section aria-label="Лучшие места">
        <Text fw={600} mb={4}>
          Лучшие места
        </Text>
        <ul className={classes.places}>
          {results.takenTheBestPlacesWithCounts.map((item) => (
            <li key={item.takenPlace} className={classes.place}>
              {hasMedal(item.takenPlace) ? (
                <Medal place={item.takenPlace} size={30} />
              ) : (
                <span className={classes.placeNumber}>{item.takenPlace} место</span>
              )}
              <span className={classes.number}>× {item.count}</span>
            </li>
          ))}
        </ul>
      </section>
    ) : null}

    <dl className={classes.standings}>
      <div>
        <dt>Место в общем рейтинге</dt>
        <dd>{results.place ?? '-'}</dd>
      </div>
      <div>
        <dt>Место {genderPlaceLabel(gender)}</dt>
        <dd>{results.genderPlace ?? '-'}</dd>
      </div>
    </dl>
  </Stack>
);

/**
 * The year in review (part 2 §2.4): the rider's 2024 in numbers (races per discipline with the best
 * time, points, the best places taken, the overall and gender places). Loaded only when it opens.
 */
export const YearReviewDialog = ({
  participantId,
  gender,
  opened,
  onClose,
}: {
  participantId: number;
  gender: ParticipantProfile['gender'];
  opened: boolean;
  onClose: () => void;
}) => {
  const narrow = useMediaQuery('(max-width: 550px)', false, { getInitialValueInEffect: false });
  const results = useYearResults(participantId, { enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={yearReviewWidth(Boolean(narrow))}
      centered
      title={`Итоги ${yearInReview().year} года`}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      {results.isError ? (
        <LoadError message={results.error instanceof ApiError ? results.error.serverMessage : null} />
      ) : !results.data ? (
        <Stack gap="sm" role="status" aria-label="Загрузка итогов года">
          <Skeleton height={26} width="70%" />
          <Skeleton height={40} />
          <Skeleton height={20} />
          <Skeleton height={20} width="60%" />
        </Stack>
      ) : (
        <Review results={results.data} gender={gender} />
      )}
    </Modal>
  );
};
