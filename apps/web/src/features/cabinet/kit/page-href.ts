/** The address of a list's page: the current one with `page` changed (for the pager's links). */
export const pageHref = (page: number): string => {
  const params = new URLSearchParams(window.location.search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
};
