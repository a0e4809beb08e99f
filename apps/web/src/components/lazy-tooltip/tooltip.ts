// Mantine's Tooltip alone, for the lazy import in lazy-tooltip.tsx (a dynamic import of
// '@mantine/core' itself would bring the whole library).
export { Tooltip } from '@mantine/core';
