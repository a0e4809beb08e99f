import { EmptyState } from '@/components/display/empty-state';

/** Placeholder until the view lands (issue 12). */
export const ConfigsView = () => <EmptyState title="Нет записей" />;
