import { ConfigError, loadConfig } from './config.js';
import { startServer, type RunningServer } from './server.js';

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
  let server: RunningServer | null = null;
  let stopAsked: string | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    // A signal that comes while the server still starts (it may already answer /api/health) waits
    // for the start to end: dying then would leave the data folder claimed and the database unclosed.
    // A second signal breaks off at once (Ctrl+C twice during a long migration).
    if (!server) {
      if (stopAsked) process.exit(1);
      stopAsked = signal;
      console.error(
        'Сервер ещё запускается и остановится, как только запустится; повторите, чтобы прервать сразу',
      );
      return;
    }
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
  server = await startServer(config);
  if (stopAsked) await stop(stopAsked);
};

main().catch((error: unknown) => {
  console.error('Сервер не запустился:', error instanceof Error ? error.message : error);
  process.exit(1);
});
