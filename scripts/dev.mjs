// `npm run dev` (issue 2 §6): the API under `tsx watch` on 127.0.0.1:3001 (restarts on server
// changes) and Vite on http://localhost:5173 with hot reload; vite.config.ts proxies /api to 3001.
// Ctrl-C (SIGINT) or SIGTERM stops both; if either exits, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const API_PORT = process.env.API_PORT ?? '3001';

const children = [
  {
    name: 'api',
    child: spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      // The web app is served by Vite in development, so the API does not host dist/web.
      env: {
        ...process.env,
        PORT: API_PORT,
        HOST: process.env.HOST ?? '127.0.0.1',
        SERVE_WEB: 'false',
        NODE_ENV: process.env.NODE_ENV ?? 'development',
      },
    }),
  },
  {
    name: 'web',
    child: spawn(bin('vite'), ['--port', '5173', '--strictPort'], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    }),
  },
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  // Give both a moment to shut down gracefully, then make sure nothing is left behind.
  const timer = setTimeout(() => {
    for (const { child } of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  timer.unref();
  Promise.all(
    children.map(({ child }) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((resolve) => child.once('exit', resolve)),
    ),
  ).then(() => process.exit(code));
}

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping the other process.`);
      stopAll(code ?? 1);
    }
  });
  child.on('error', (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    stopAll(1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.log(
  `[dev] API on http://127.0.0.1:${API_PORT} (tsx watch), web on http://localhost:5173 (Vite, /api proxied). Ctrl-C stops both.`,
);
