import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's recommended cost; about 50 ms a hash on these machines. */
// 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** How many password checks (argon2 verifications) this process has made: the sign-in's tests read it. */
let checks = 0;
export const passwordChecksSoFar = (): number => checks;

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  checks += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
