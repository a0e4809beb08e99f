import { lazy, Suspense } from 'react';

/** Mantine's Alert and the words load only when a year is invalid: the lists' first load stays light. */
const InvalidYearBody = lazy(() => import('@/components/invalid-year-alert'));

/** A year in the URL outside the seasons (spec part 1 §2.5, §2.7): 'не валидный год'. */
export const InvalidYearAlert = () => (
  <Suspense fallback={null}>
    <InvalidYearBody />
  </Suspense>
);
