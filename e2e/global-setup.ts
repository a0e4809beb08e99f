import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR } from './support/mail';
import { moscowDay } from './support/seasons';
import { basePort, startServer, TEMPLATE_DATA_DIR } from './support/worker-server';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

/**
 * The demo database every worker starts from: the compiled server (built here, so no test meets a
 * stale bundle) seeds it on a fresh folder once, and stops.
 */
const seedTemplate = async () => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  // The demo's races are placed around the day it is seeded, in Moscow. A seed that crossed
  // Moscow's midnight would not know its day: it is seeded again.
  for (;;) {
    const day = moscowDay();
    rmSync(TEMPLATE_DATA_DIR, { recursive: true, force: true });
    mkdirSync(TEMPLATE_DATA_DIR, { recursive: true });
    const server = await startServer(basePort(), TEMPLATE_DATA_DIR);
    await server.stop();
    if (moscowDay() === day) return day;
  }
};

/**
 * Before the browser tests: the seeded demo database the workers copy (seedTemplate), and a local
 * SMTP sink for the browser tests: the server under test sends its mail here (SMTP_URL, see
 * playwright.config.ts), and each message is written to artifacts/mail as an .eml file that the tests
 * read (support/mail.ts).
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set (playwright.config.ts picks it)');
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
        writeFileSync(
          path.join(MAIL_DIR, name),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(port, '127.0.0.1', () => resolve());
  });
  try {
    // The workers inherit it (support/seasons.ts, demoDay): a run that crosses Moscow's midnight
    // still knows which day the demo calls today.
    process.env.E2E_DEMO_DAY = await seedTemplate();
  } catch (error) {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    throw error;
  }
  return async () => {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  };
}
