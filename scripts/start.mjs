// `npm start`: build the web app and the server when a build is missing or older than its sources,
// then serve both from one process (issue 2 §6).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const inputs = ['src', 'data/built', 'index.html', 'vite.config.ts', 'package.json', 'public'];
const sourcesTime = Math.max(...inputs.map((p) => newestMtime(p)));
const outputs = ['dist/web/index.html', 'dist/server/main.mjs', 'dist/server/server.cjs'];
const buildTime = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));

if (buildTime === 0 || buildTime < sourcesTime) {
  console.log(
    buildTime === 0
      ? 'No build found: building…'
      : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Run the server in this process so SIGTERM reaches its graceful shutdown directly.
await import(path.join(root, 'dist/server/main.mjs'));
