import { NotFoundPage } from '@/features/static-pages/not-found-page';
import { ShellFrame } from './app-shell';

/** Any unknown path: the 404 page, inside the header and footer. */
export const NotFoundInShell = () => (
  <ShellFrame>
    <NotFoundPage />
  </ShellFrame>
);
