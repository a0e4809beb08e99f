import { Button } from '@mantine/core';
import { IconArrowsJoin, IconPlusMinus } from '@tabler/icons-react';

/**
 * The administrators' own actions on a rider (issue 14), among the profile's actions: they open the
 * points' correction and the merge. The page loads them for administrators only.
 */
export const AdminRiderButtons = ({ onPoints, onMerge }: { onPoints: () => void; onMerge: () => void }) => (
  <>
    <Button variant="default" leftSection={<IconPlusMinus size={18} aria-hidden="true" />} onClick={onPoints}>
      Скорректировать очки
    </Button>
    <Button variant="default" leftSection={<IconArrowsJoin size={18} aria-hidden="true" />} onClick={onMerge}>
      Объединить с…
    </Button>
  </>
);
