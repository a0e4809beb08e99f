import type { ExternalProvider } from '@velo/contracts';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';

const PURPOSE = 'oauth-state';
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const INVALID_STATE_MESSAGE =
  'Ссылка для входа устарела или недействительна. Начните вход заново со страницы входа.';

export type OAuthState = { provider: ExternalProvider; addRoleRequestId: number | null };

/**
 * The OAuth `state`: a signed, short-lived value naming the provider and, for a sign-up, the role
 * request. Nothing is stored; any server process can check it.
 */
export const signOAuthState = (ctx: AppContext, state: OAuthState): Promise<string> =>
  ctx.tokens.signValue(
    PURPOSE,
    {
      provider: state.provider,
      ...(state.addRoleRequestId ? { addRoleRequestId: state.addRoleRequestId } : {}),
    },
    OAUTH_STATE_TTL_MS,
  );

/** The state's content; a forged, expired or other provider's state is a 400. */
export const verifyOAuthState = async (
  ctx: AppContext,
  state: string,
  provider: ExternalProvider,
): Promise<OAuthState> => {
  const value = await ctx.tokens.verifyValue(PURPOSE, state);
  if (!value || value.provider !== provider) throw badRequest(INVALID_STATE_MESSAGE);
  const addRoleRequestId = value.addRoleRequestId;
  return {
    provider,
    addRoleRequestId:
      typeof addRoleRequestId === 'number' && Number.isInteger(addRoleRequestId) ? addRoleRequestId : null,
  };
};
