/** The sign-in area's pages whose links carry one-time secrets, as lib/url-secrets.ts keeps them. */
export const SECRET_PAGES = {
  reset: 'auth/password/reset',
  confirmEmail: 'auth/confirm-email',
  providerCallback: 'auth/provider/participant',
  messages: 'messages',
} as const;
