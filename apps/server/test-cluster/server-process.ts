import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const serverDir = path.resolve(import.meta.dirname, '..');

export type ServerProcess = {
  name: string;
  url: string;
  pid: number;
  stop: () => Promise<void>;
};

/**
 * The compiled server (dist/main.js, as `npm start` runs it) in a process of its own on a free
 * port. Resolves when its log says it is ready; rejects, with what it printed, if it stops first.
 */
export const startServerProcess = (
  name: string,
  env: Record<string, string>,
  /** Each line the server logs (JSON), for tests that act on what the server is doing. */
  onLogLine?: (line: string) => void,
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serverDir,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      onLogLine?.(line);
      let entry: { msg?: string; address?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'server ready' && entry.address) {
        resolve({
          name,
          url: entry.address,
          pid: child.pid!,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`server ${name} stopped (code ${code}) before it was ready:\n${output.join('\n')}`)),
    );
  });
