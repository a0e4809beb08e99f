import { Alert } from '@mantine/core';
import { FIRST_SEASON, currentSeason } from '@velo/contracts/constants';
import { INVALID_YEAR_MESSAGE } from '@/components/seasons';

/**
 * The alert itself (spec part 1 §2.5, §2.7): its own chunk, loaded by `InvalidYearAlert`
 * (display/invalid-year.tsx) only when a year is invalid. Outside display/, so the build does not
 * group it with the public lists' first load (apps/web/vite.config.ts).
 */
const InvalidYearBody = () => (
  <Alert color="red" variant="light" mb="md" role="alert" title={INVALID_YEAR_MESSAGE}>
    {`Выберите сезон с ${FIRST_SEASON} по ${currentSeason()} год.`}
  </Alert>
);

export default InvalidYearBody;
