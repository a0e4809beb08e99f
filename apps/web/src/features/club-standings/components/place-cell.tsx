import { Medal, hasMedal } from '@/components/display/medal';

/** A place, with a medal for 1-3. */
export const PlaceMark = ({ place }: { place: number }) =>
  hasMedal(place) ? <Medal place={place} size={24} /> : <>{place}</>;
