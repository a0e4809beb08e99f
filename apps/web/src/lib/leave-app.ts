/**
 * Sends the browser to another site (a sign-in provider, the messenger bot). One place, so tests
 * can watch where the app would go.
 */
export const leaveApp = (url: string): void => {
  window.location.assign(url);
};
