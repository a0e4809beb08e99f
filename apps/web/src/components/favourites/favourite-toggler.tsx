import { useEffect } from 'react';
import { useToggleFavourite } from './api/toggle-favourite';

export type FavouriteToggle = ReturnType<typeof useToggleFavourite>;

/**
 * The favourite star's write, apart from the star (favourite-star.tsx): the toggle's mutation and
 * its observer load only where a signed-in user may press it. Renders nothing; hands its mutation
 * to the star each time it changes.
 */
const FavouriteToggler = ({ onReady }: { onReady: (toggle: FavouriteToggle) => void }) => {
  const toggle = useToggleFavourite();
  useEffect(() => onReady(toggle), [toggle, onReady]);
  return null;
};

export default FavouriteToggler;
