// Offline dependency advisory check (issue 37, ADR 192), step 4 of `npm test`:
//   node scripts/advisories.mjs                 check package-lock.json against security/advisories.json
//   node scripts/advisories.mjs --merge FILE    add the advisories of an `npm audit --json` report
// The check fails when a production package (a lockfile entry not marked dev) has a version inside
// the vulnerable range of a critical advisory. It reads only files in the repository, so it runs
// without a network; the list is kept current by --merge (docs/architecture.md, "Dependency
// advisories").
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** '1.2.3-beta.1' → [1, 2, 3, -1]: a pre-release sorts before its release. */
function parts(version) {
  const [core = '', pre] = version.replace(/^[=v]+/, '').split('-', 2);
  const nums = core.split('.').map((n) => Number.parseInt(n, 10) || 0);
  while (nums.length < 3) nums.push(0);
  return [...nums.slice(0, 3), pre === undefined ? 0 : -1];
}

function compare(a, b) {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < 4; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * Whether `version` lies in an npm advisory range: comparators (<, <=, >, >=, =) joined by spaces
 * (all must hold) and alternatives joined by '||'. '*' matches everything.
 */
export function inRange(version, range) {
  return range.split('||').some((alt) => {
    const comparators = alt.trim().split(/\s+/).filter(Boolean);
    return comparators.every((c) => {
      if (c === '*') return true;
      const m = /^(<=|>=|<|>|=)?(.+)$/.exec(c);
      if (!m) return false;
      const d = compare(version, m[2]);
      switch (m[1] ?? '=') {
        case '<':
          return d < 0;
        case '<=':
          return d <= 0;
        case '>':
          return d > 0;
        case '>=':
          return d >= 0;
        default:
          return d === 0;
      }
    });
  });
}

/** Production packages of a lockfile (v2/v3): name → versions installed. */
export function productionPackages(lock) {
  const out = new Map();
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (key === '' || entry.dev || entry.devOptional || entry.link) continue;
    const name = entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!entry.version) continue;
    const versions = out.get(name) ?? new Set();
    versions.add(entry.version);
    out.set(name, versions);
  }
  return out;
}

/** Every critical advisory a production package falls in. */
export function findings(lock, list) {
  const prod = productionPackages(lock);
  const found = [];
  for (const adv of list.advisories) {
    if (adv.severity !== 'critical') continue;
    for (const version of prod.get(adv.package) ?? []) {
      if (inRange(version, adv.vulnerable)) found.push({ ...adv, version });
    }
  }
  return found;
}

/** Add the advisories of an `npm audit --json` (v2) report to the list; never drops one. */
export function merge(list, audit, today) {
  const known = new Set(list.advisories.map((a) => a.url));
  const added = [];
  for (const vuln of Object.values(audit.vulnerabilities ?? {})) {
    for (const via of vuln.via ?? []) {
      if (typeof via !== 'object' || !via.url || known.has(via.url)) continue;
      known.add(via.url);
      added.push({
        id: via.url.split('/').pop(),
        package: via.name,
        vulnerable: via.range,
        severity: via.severity,
        title: via.title,
        url: via.url,
      });
    }
  }
  return { ...list, updated: today, advisories: [...list.advisories, ...added] };
}

function main(argv) {
  const listPath = path.join(root, 'security/advisories.json');
  const list = JSON.parse(readFileSync(listPath, 'utf8'));
  if (argv[0] === '--merge') {
    const audit = JSON.parse(readFileSync(argv[1], 'utf8'));
    const next = merge(list, audit, new Date().toISOString().slice(0, 10));
    writeFileSync(listPath, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`${next.advisories.length - list.advisories.length} advisories added`);
    return 0;
  }
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const found = findings(lock, list);
  for (const f of found)
    console.error(`CRITICAL ${f.package}@${f.version} (${f.vulnerable}): ${f.title} ${f.url}`);
  console.log(
    `${productionPackages(lock).size} production packages checked against ${list.advisories.length} advisories (list of ${list.updated}): ${found.length} critical`,
  );
  return found.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exit(main(process.argv.slice(2)));
}
