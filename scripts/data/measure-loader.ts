// Prints how long loadReferenceData() takes and the process memory with everything loaded
// (docs/methods/reference-data.md, "Loader"). Run: npx tsx --expose-gc scripts/data/measure-loader.ts

import { loadReferenceData } from '#server/reference/reference-data.ts';

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const before = process.memoryUsage().rss;
const start = performance.now();
const data = loadReferenceData();
const loadMs = Math.round((performance.now() - start) * 10) / 10;
(globalThis as { gc?: () => void }).gc?.();
const after = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    loadMs,
    rssBeforeMb: mb(before),
    rssAfterMb: mb(after.rss),
    heapUsedMb: mb(after.heapUsed),
    currencies: data.currencies.length,
    countries: data.countries.length,
    cities: data.cities.length,
  })}\n`,
);
