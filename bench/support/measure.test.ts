import { afterEach, expect, test } from 'vitest';
import { type CapturedResponse, median, percentile, spawnBareServer } from './measure.ts';

// The baselines the benchmarks compare Parity with (ADR 021, ADR 139): they must answer what they say.
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const answer = (text: string, headers: Record<string, string> = {}): CapturedResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json', ...headers },
  body: Buffer.from(text),
});

async function post(url: string, body: string) {
  const res = await fetch(`${url}/api/exchange/market-data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body,
  });
  return { status: res.status, text: await res.text(), marker: res.headers.get('x-marker') };
}

const paris = JSON.stringify({ country: 'France', city: 'Paris' });
const lima = JSON.stringify({ country: 'Peru', city: 'Lima' });
const answers = new Map([
  [paris, answer('{"city":"Paris"}', { 'x-marker': 'paris' })],
  [lima, answer('{"city":"Lima"}', { 'x-marker': 'lima' })],
]);

test.each(['node', 'fastify'] as const)(
  'the %s baseline answers each request body with the bytes captured for it, and 500 for a body it has none for',
  async (kind) => {
    const server = await spawnBareServer(answers.get(paris)!, { kind, answers });
    stops.push(server.stop);
    expect(await post(server.url, lima)).toEqual({
      status: 200,
      text: '{"city":"Lima"}',
      marker: 'lima',
    });
    expect(await post(server.url, paris)).toEqual({
      status: 200,
      text: '{"city":"Paris"}',
      marker: 'paris',
    });
    // A body the warm-up never asked: the bench's bug, reported as a non-2xx, not city one's answer.
    expect((await post(server.url, JSON.stringify({ city: 'Oslo' }))).status).toBe(500);
  },
);

test('without answers, the baseline replays the one captured response to every request', async () => {
  const server = await spawnBareServer(answers.get(paris)!);
  stops.push(server.stop);
  for (const body of [paris, lima, 'anything'])
    expect(await post(server.url, body)).toMatchObject({ status: 200, text: '{"city":"Paris"}' });
});

test('median and nearest-rank percentile', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 2, 3])).toBe(2.5);
  expect(Number.isNaN(median([]))).toBe(true);
  expect(percentile([5, 1, 4, 2, 3], 99)).toBe(5);
  expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
});
