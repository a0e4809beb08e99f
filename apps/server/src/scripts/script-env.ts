import { ConfigError, parseEnv } from '../config.js';

/** Ends an operator command with one sentence on stderr and exit code 1. */
export const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** The validated settings, or the configuration's own message and exit code 1. */
export const readEnvOrFail = (): ReturnType<typeof parseEnv> => {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
};
