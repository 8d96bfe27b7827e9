import { Link } from 'react-router';
import { Page } from '../components/page.tsx';

/**
 * /developers (issue 38 item 4): how to get an API key, a first call in curl and TypeScript, the
 * limits, the errors and what changed. The reference is the OpenAPI document at /api/docs.
 */
const CURL = `curl -H "X-Api-Key: pty_your_key" \\
  "https://parity.example/api/exchange/rates?base=EUR&symbols=USD,GBP&date=2025-06-02"`;

const TYPESCRIPT = `// npm i -D openapi-typescript && npm i openapi-fetch
// npx openapi-typescript https://parity.example/api/docs/json -o parity.d.ts
import createClient from 'openapi-fetch';
import type { paths } from './parity';

const parity = createClient<paths>({
  baseUrl: 'https://parity.example',
  headers: { 'X-Api-Key': process.env.PARITY_KEY! },
});
const { data, error } = await parity.GET('/api/exchange/convert', {
  params: { query: { from: 'GBP', to: 'JPY', amount: 250 } },
});
if (error) throw new Error(\`\${error.code}: \${error.message}\`);
console.log(data.data.result, 'on', data.data.date);`;

const ERRORS: [string, string][] = [
  ['400 VALIDATION_FAILED', 'An input is wrong; fields names each one.'],
  ['401 UNAUTHORIZED', 'The key is unknown or revoked, or the operation takes a session.'],
  ['403 PLAN_REQUIRED', 'The plan does not include this; fields.requiredPlan names the plan.'],
  ['404 NOT_FOUND', 'No such place, currency or official day.'],
  ['429 RATE_LIMITED', 'The limit is spent; wait Retry-After seconds.'],
  ['5xx', 'Our error; quote the requestId of the answer.'],
];

function Code({ label, children }: { label: string; children: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border bg-muted p-4 text-sm text-foreground"
    >
      <code>{children}</code>
    </pre>
  );
}

const link = 'font-medium text-primary underline underline-offset-4';

export function DevelopersPage() {
  return (
    <Page
      title="Developers"
      heading="The Parity API"
      description="Exchange rates with their publisher and the cost of living in 52,000 places, from your own code or web page."
    >
      <div className="max-w-3xl space-y-10">
        <section aria-labelledby="key">
          <h2 id="key" className="mb-3 text-2xl font-semibold">
            Get a key
          </h2>
          <p>
            Public data needs no key. A key comes with the{' '}
            <Link to="/pricing" className={link}>
              Navigator plan
            </Link>
            : create it under Profile → API keys; it is shown once. Send it as{' '}
            <code>X-Api-Key</code> or <code>Authorization: Bearer</code>. With a key you get your
            own limit, the official ECB reference rates and the premium operations. A key in a web
            page is visible to its visitors: use it from a server when that matters.
          </p>
        </section>
        <section aria-labelledby="first">
          <h2 id="first" className="mb-3 text-2xl font-semibold">
            A first call
          </h2>
          <p className="mb-3">With curl:</p>
          <Code label="A first call with curl">{CURL}</Code>
          <p className="mt-6 mb-3">
            In TypeScript, with a client generated from the{' '}
            <a href="/api/docs" className={link}>
              OpenAPI document
            </a>
            :
          </p>
          <Code label="A first call in TypeScript">{TYPESCRIPT}</Code>
        </section>
        <section aria-labelledby="limits">
          <h2 id="limits" className="mb-3 text-2xl font-semibold">
            Limits
          </h2>
          <p>
            Each operation counts requests per minute: per address without a key (IPv6 by its /64
            network), per key with one. Every answer says where you stand in <code>RateLimit</code>{' '}
            and <code>RateLimit-Policy</code> (and the older <code>X-RateLimit-*</code>);{' '}
            <code>GET /api/usage</code> with your key lists what it used. Pages on any origin may
            call the public and premium operations; the answers expose these headers. Cacheable
            answers carry an <code>ETag</code>: send it back in <code>If-None-Match</code> and a 304
            saves the body.
          </p>
        </section>
        <section aria-labelledby="errors">
          <h2 id="errors" className="mb-3 text-2xl font-semibold">
            Errors
          </h2>
          <p className="mb-3">
            Every error has the same shape:{' '}
            <code>{'{ status: "error", code, message, fields? }'}</code>.
          </p>
          <dl className="space-y-2">
            {ERRORS.map(([code, meaning]) => (
              <div key={code} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
                <dt className="w-56 shrink-0 font-mono text-sm font-semibold">{code}</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="changes">
          <h2 id="changes" className="mb-3 text-2xl font-semibold">
            Changelog
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>0.2.0</strong>: rates on a day with <code>symbols</code>, time series,
              fluctuation and convert on official ECB days; market data as a GET; keys on premium
              operations and from other origins; <code>GET /api/usage</code>; ETags; the{' '}
              <code>RateLimit</code> fields; operation ids and examples in the document.
            </li>
            <li>
              <strong>0.1.0</strong>: latest rates, history, reference data, typeahead and market
              data.
            </li>
          </ul>
        </section>
      </div>
    </Page>
  );
}
