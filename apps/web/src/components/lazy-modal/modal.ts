// Mantine's Modal alone, for the lazy import in lazy-modal.tsx (a dynamic import of
// '@mantine/core' itself would bring the whole library).
export { Modal } from '@mantine/core';
