/** The query of the messages screen (spec part 1 §2.2). */
export type MessagesSearch = {
  type?: string;
  responseType?: string;
  code?: string;
  addRoleRequestCode?: string;
};

export type MessagesState = 'loading' | 'success' | 'error';

/**
 * type=strava with responseType=success: the registration was sent; type=strava with anything else:
 * the tracking service failed; otherwise: signing in.
 */
export const messagesState = (search: MessagesSearch): MessagesState => {
  if (search.type !== 'strava') return 'loading';
  return search.responseType === 'success' ? 'success' : 'error';
};
