import { Alert } from '@mantine/core';
import { FIRST_SEASON, currentSeason } from '@velo/contracts/constants';
import { INVALID_YEAR_MESSAGE } from '@/components/seasons';

/** A year in the URL outside the seasons (spec part 1 §2.5, §2.7): 'не валидный год'. */
export const InvalidYearAlert = () => (
  <Alert color="red" variant="light" mb="md" role="alert" title={INVALID_YEAR_MESSAGE}>
    {`Выберите сезон с ${FIRST_SEASON} по ${currentSeason()} год.`}
  </Alert>
);
