import { EmptyState } from '@/components/display/empty-state';

/** Placeholder until the view lands (issue 14). */
export const CleanupsView = () => <EmptyState title="Нет записей" />;
