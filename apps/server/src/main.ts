import { ConfigError, loadConfig } from './config.js';
import { startServer } from './server.js';

const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // A configuration mistake is a message for a person, not a stack trace.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'stopping');
    try {
      await server.close();
    } catch (error) {
      server.app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error('Сервер не запустился:', error instanceof Error ? error.message : error);
  process.exit(1);
});
