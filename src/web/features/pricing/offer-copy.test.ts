// Issue 18 §2: no page promises what the product does not do. The FAQ, the plan cards, the terms
// and every page and feature component's source are read against the catalogue.
import { expect, test } from 'vitest';
import { FEATURES, type Feature } from '#domain/entitlements.ts';
import { isAvailable } from '#domain/feature-availability.ts';
import { PLAN_CATALOGUE, TRIAL_DAYS } from '#domain/plan-catalogue.ts';
import { PLANS, PLAN_FAQ, bestAnnualSavingPercent, formatUsdCents } from '#domain/plans.ts';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '../../content/legal.ts';

const sources = import.meta.glob<string>(
  ['../../pages/*.tsx', '../../features/**/*.tsx', '../../layout/*.tsx', '../landing/*.ts'],
  { query: '?raw', import: 'default', eager: true },
);

const copy: { where: string; text: string }[] = [
  ...PLAN_FAQ.map((f) => ({ where: `FAQ: ${f.question}`, text: `${f.question} ${f.answer}` })),
  ...PLANS.map((p) => ({
    where: `plan card ${p.name}`,
    text: [p.tagline, ...p.features].join(' '),
  })),
  ...[...TERMS_SECTIONS, ...PRIVACY_SECTIONS].map((s) => ({
    where: `legal: ${s.heading}`,
    text: s.paragraphs.join(' '),
  })),
  ...Object.entries(sources)
    .filter(([path]) => !path.endsWith('.test.tsx'))
    .map(([path, text]) => ({ where: path, text })),
];

test('the sources are really read (the glob is not empty)', () => {
  expect(Object.keys(sources).length).toBeGreaterThan(20);
  expect(Object.keys(sources).some((p) => p.endsWith('premium-page.tsx'))).toBe(true);
});

test('trial: with no trial in the catalogue nothing offers one; the FAQ says No', () => {
  const faq = PLAN_FAQ.find((f) => /trial/i.test(f.question));
  expect(faq).toBeDefined();
  if (TRIAL_DAYS === null) {
    expect(faq?.answer).toMatch(/^No\./);
    for (const { where, text } of copy) {
      if (where === `FAQ: ${faq?.question}`) continue;
      // A plain denial ("there is no free trial") is not an offer.
      const offers =
        /free trial|\d+-day trial|trial period|start (your|a) trial|no card needed/i.exec(
          text.replaceAll(/there is no free trial/gi, ''),
        );
      expect(offers?.[0], `${where} promises a trial`).toBeUndefined();
    }
  } else {
    expect(faq?.answer).toContain(`${TRIAL_DAYS}-day`);
  }
  // A statement in the terms agrees with the FAQ.
  const terms = TERMS_SECTIONS.flatMap((s) => s.paragraphs).join(' ');
  expect(terms).toContain(TRIAL_DAYS === null ? 'there is no free trial' : `${TRIAL_DAYS}-day`);
});

test('every dollar amount in the copy is a catalogue price', () => {
  const prices = new Set(
    Object.values(PLAN_CATALOGUE).flatMap((p) =>
      Object.values(p.priceMinor)
        .filter((v): v is number => v !== null && v > 0)
        .map(formatUsdCents),
    ),
  );
  for (const { where, text } of copy) {
    for (const match of text.matchAll(/\$\d+(?:\.\d{2})?(?![\d{])/g)) {
      expect(prices, `${where}: ${match[0]}`).toContain(match[0]);
    }
  }
});

test('a saving percentage, where claimed, is the real annual saving', () => {
  const best = bestAnnualSavingPercent();
  for (const { where, text } of copy) {
    for (const match of text.matchAll(/save (?:up to )?(\d+)\s?%/gi)) {
      expect(Number(match[1]), where).toBe(best);
    }
  }
});

test('the cancellation promise matches the product: access until the period ends, resumable', () => {
  const cancel = PLAN_FAQ.find((f) => /cancel/i.test(f.question));
  expect(cancel?.answer).toMatch(/keep access until the end of the period/);
  expect(cancel?.answer).toMatch(/resume/);
});

test('the cards list as included only what is built; the rest only as planned', () => {
  const byLabel = new Map<string, Feature>(
    (Object.keys(FEATURES) as Feature[]).map((f) => [FEATURES[f].label, f]),
  );
  for (const plan of PLANS) {
    for (const line of plan.features) {
      if (line.startsWith('Everything in ')) continue;
      const feature = byLabel.get(line);
      expect(feature, `${plan.name}: "${line}" is not in the entitlement table`).toBeDefined();
      expect(isAvailable(feature!), `${plan.name} sells "${line}", which is not built`).toBe(true);
    }
    for (const line of plan.planned) expect(isAvailable(byLabel.get(line)!)).toBe(false);
  }
  // No claim about ads: none are shown anywhere.
  expect(PLANS.flatMap((p) => p.features)).not.toContain('Supported by ads');
});
