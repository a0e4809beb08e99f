// `npm run dev`: the API server (restarting on change) and Vite's dev server with a proxy to it,
// in one terminal. Stopping this process stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@velo/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@velo/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
