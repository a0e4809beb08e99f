import { Outlet } from '@tanstack/react-router';

/** A section outside the shell: only a content outlet (spec part 1 §2.1). */
export const ExternalLayout = () => <Outlet />;
