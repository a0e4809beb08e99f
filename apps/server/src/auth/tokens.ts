import { SignJWT, jwtVerify, errors } from 'jose';
import type { HeldRole } from '@velo/contracts';

/** A session lasts 12 hours, or 30 days with 'remember me'. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

export type AccessTokenClaims = {
  userId: number;
  /** The user's token version when the token was issued: a bump ends every older session. */
  tokenVersion: number;
  /** The role the user signed in as. */
  role: HeldRole;
};

export type TokenCheck =
  { status: 'valid'; claims: AccessTokenClaims } | { status: 'expired' } | { status: 'invalid' };

/** Every token the server accepts must say when it ends: one without `exp` would be valid for ever. */
const VERIFY_OPTIONS = { algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] };

/** Tokens remembered as verified (checking the signature was a twentieth of the server's time under load). */
const VERIFIED_TOKENS = 10_000;

export const createTokenService = (secret: string, now: () => number = Date.now) => {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens whose signature was checked, with their claims and end: the same token again (a rider
   * reading page after page) is not checked again until it ends. Only a token that verified is kept,
   * under its whole text, signature included; the session's version is checked on every request
   * all the same (plugins/authorization.ts).
   */
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();

  const sign = async (claims: AccessTokenClaims, rememberMe: boolean) => {
    const expiresAt = new Date(now() + (rememberMe ? REMEMBERED_SESSION_MS : SESSION_MS));
    const token = await new SignJWT({ ver: claims.tokenVersion, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(Math.floor(now() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, expiryDate: expiresAt.toISOString() };
  };

  const verify = async (token: string): Promise<TokenCheck> => {
    const known = verified.get(token);
    if (known) {
      if (now() < known.expiresAtMs) return { status: 'valid', claims: { ...known.claims } };
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, key, { ...VERIFY_OPTIONS, currentDate: new Date(now()) });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.ver !== 'number' || typeof payload.role !== 'string') {
        return { status: 'invalid' };
      }
      const claims: AccessTokenClaims = { userId, tokenVersion: payload.ver, role: payload.role as HeldRole };
      verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 });
      if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      return { status: 'valid', claims: { ...claims } };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { status: 'expired' };
      return { status: 'invalid' };
    }
  };

  /** Short-lived signed values (OAuth state, messenger links) with their own purpose. */
  const signValue = async (purpose: string, value: Record<string, unknown>, ttlMs: number) =>
    new SignJWT({ ...value, purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(now() / 1000))
      .setExpirationTime(Math.floor((now() + ttlMs) / 1000))
      .sign(key);

  const verifyValue = async (purpose: string, token: string): Promise<Record<string, unknown> | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { ...VERIFY_OPTIONS, currentDate: new Date(now()) });
      return payload.purpose === purpose ? (payload as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };

  return { sign, verify, signValue, verifyValue };
};

export type TokenService = ReturnType<typeof createTokenService>;
