/**
 * Cultural facts and adaptation (issue 15, docs/product.md §2 Relocation tab cultural): facts about home and
 * destination from open tables, and the challenges, tips and customs (social interactions, business
 * culture, daily life) written from those facts by the rules below — the same rule for every country,
 * never text written for one country. The adaptation bar is a weighted distance between the two sets of
 * facts, its inputs returned with it.
 */

export interface CountryFacts {
  iso2: string;
  name: string;
  /** Official languages (names), as the countries-list table gives them. */
  languages: string[];
  drivingSide: 'left' | 'right' | null;
  /** IEC plug types (letters). */
  plugTypes: string[];
  callingCodes: number[];
  /** Weekend days, 1 = Monday … 7 = Sunday (CLDR week data). */
  weekend: number[];
  /** IANA zone of the city (nearest zone.tab entry of the country) and its UTC offset on the day. */
  timeZone: string | null;
  utcOffsetMinutes: number | null;
  currency: string;
}

const DAY = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const dayNames = (days: readonly number[]): string =>
  days.length ? days.map((d) => DAY[d] ?? '?').join(' and ') : 'none listed';

/** Working day assumed 09:00–17:00 local on both sides when counting overlap hours. */
export const WORKDAY_HOURS = 8;

/** Weights of the adaptation distance (sum 1); each input is a 0–1 difference. Method §6. */
export const ADAPTATION_WEIGHTS = {
  language: 0.35,
  timeDifference: 0.2,
  weekend: 0.15,
  drivingSide: 0.1,
  plugs: 0.1,
  currency: 0.1,
} as const;
type AdaptationKey = keyof typeof ADAPTATION_WEIGHTS;

export interface AdaptationInput {
  key: AdaptationKey;
  label: string;
  home: string;
  destination: string;
  /** 0 (same) to 1 (fully different); null when a side lacks the fact (left out, others re-weighted). */
  difference: number | null;
  weight: number;
}

export interface Adaptation {
  /** 0–100: the weighted difference of the facts. */
  score: number;
  label: 'Low' | 'Moderate' | 'High' | 'Very high';
  inputs: AdaptationInput[];
}

export interface CulturalGuide {
  /** The day (YYYY-MM-DD) whose UTC offsets the time difference uses (daylight saving moves them). */
  offsetsOn: string;
  timeDifferenceHours: number | null;
  workdayOverlapHours: number | null;
  sharedLanguages: string[];
  challenges: string[];
  tips: string[];
  customs: { social: string[]; business: string[]; daily: string[] };
  adaptation: Adaptation;
}

const list = (xs: readonly string[]) => (xs.length ? xs.join(', ') : 'none listed');
const offsetText = (m: number | null) => {
  if (m === null) return 'unknown';
  const sign = m < 0 ? '−' : '+';
  const a = Math.abs(m);
  return `UTC${sign}${Math.floor(a / 60)}${a % 60 ? `:${String(a % 60).padStart(2, '0')}` : ''}`;
};

/**
 * 0–1 difference of two sets: 1 − |A ∩ B| / |A ∪ B| (Jaccard distance); null when either is empty.
 * @example setDistance(['a', 'b'], ['b']) // 0.5
 */
export function setDistance(a: readonly (string | number)[], b: readonly (string | number)[]) {
  if (!a.length || !b.length) return null;
  const sa = new Set(a);
  const inter = b.filter((x) => sa.has(x)).length;
  const union = new Set([...a, ...b]).size;
  return 1 - inter / union;
}

function adaptation(home: CountryFacts, dest: CountryFacts, hours: number | null): Adaptation {
  const shared = dest.languages.filter((l) => home.languages.includes(l));
  const plugShared = dest.plugTypes.filter((p) => home.plugTypes.includes(p));
  const inputs: AdaptationInput[] = [
    {
      key: 'language',
      label: 'Official languages',
      home: list(home.languages),
      destination: list(dest.languages),
      difference: home.languages.length && dest.languages.length ? (shared.length ? 0 : 1) : null,
      weight: ADAPTATION_WEIGHTS.language,
    },
    {
      key: 'timeDifference',
      label: 'Time difference (12 h or more counts fully)',
      home: offsetText(home.utcOffsetMinutes),
      destination: offsetText(dest.utcOffsetMinutes),
      difference: hours === null ? null : Math.min(1, Math.abs(hours) / 12),
      weight: ADAPTATION_WEIGHTS.timeDifference,
    },
    {
      key: 'weekend',
      label: 'Weekend days',
      home: dayNames(home.weekend),
      destination: dayNames(dest.weekend),
      difference: setDistance(home.weekend, dest.weekend),
      weight: ADAPTATION_WEIGHTS.weekend,
    },
    {
      key: 'drivingSide',
      label: 'Driving side',
      home: home.drivingSide ?? 'unknown',
      destination: dest.drivingSide ?? 'unknown',
      difference:
        home.drivingSide && dest.drivingSide
          ? home.drivingSide === dest.drivingSide
            ? 0
            : 1
          : null,
      weight: ADAPTATION_WEIGHTS.drivingSide,
    },
    {
      key: 'plugs',
      label: 'Plug types (none in common counts fully)',
      home: list(home.plugTypes),
      destination: list(dest.plugTypes),
      difference:
        home.plugTypes.length && dest.plugTypes.length ? (plugShared.length ? 0 : 1) : null,
      weight: ADAPTATION_WEIGHTS.plugs,
    },
    {
      key: 'currency',
      label: 'Currency',
      home: home.currency,
      destination: dest.currency,
      difference: home.currency === dest.currency ? 0 : 1,
      weight: ADAPTATION_WEIGHTS.currency,
    },
  ];
  let w = 0;
  let s = 0;
  for (const i of inputs) {
    if (i.difference === null) continue;
    w += i.weight;
    s += i.weight * i.difference;
  }
  const score = w > 0 ? (100 * s) / w : 0;
  const label = score < 25 ? 'Low' : score < 50 ? 'Moderate' : score < 75 ? 'High' : 'Very high';
  return { score, label, inputs };
}

/**
 * The cultural guide for moving from `home` to `dest`, every sentence made from their facts; the two
 * offsets are those of `offsetsOn` (YYYY-MM-DD), the day the user is looking at.
 * @example culturalGuide(saudi, thailand, '2026-11-29').adaptation.label // 'High'
 */
export function culturalGuide(
  home: CountryFacts,
  dest: CountryFacts,
  offsetsOn: string,
): CulturalGuide {
  const hours =
    home.utcOffsetMinutes === null || dest.utcOffsetMinutes === null
      ? null
      : (dest.utcOffsetMinutes - home.utcOffsetMinutes) / 60;
  const overlap = hours === null ? null : Math.max(0, WORKDAY_HOURS - Math.abs(hours));
  const shared = dest.languages.filter((l) => home.languages.includes(l));
  const plugShared = dest.plugTypes.filter((p) => home.plugTypes.includes(p));
  const weekendSame = setDistance(home.weekend, dest.weekend) === 0;
  const challenges: string[] = [];
  const tips: string[] = [];
  const social: string[] = [];
  const business: string[] = [];
  const daily: string[] = [];

  if (dest.languages.length) {
    social.push(
      `Official language${dest.languages.length > 1 ? 's' : ''}: ${list(dest.languages)}.`,
    );
    if (home.languages.length && !shared.length) {
      challenges.push(
        `No official language in common: ${list(dest.languages)} in ${dest.name}, ${list(home.languages)} at home.`,
      );
      tips.push(`Learn everyday phrases in ${dest.languages[0]} before you arrive.`);
    } else if (shared.length) {
      social.push(
        `${list(shared)} ${shared.length > 1 ? 'are' : 'is'} official in both countries.`,
      );
    }
  }
  if (hours !== null) {
    const abs = Math.abs(hours);
    const dir = hours > 0 ? 'ahead of' : 'behind';
    business.push(
      hours === 0
        ? `Same clock time as home (${offsetText(dest.utcOffsetMinutes)}).`
        : `${dest.name} is ${abs} h ${dir} home (${offsetText(dest.utcOffsetMinutes)} vs ${offsetText(home.utcOffsetMinutes)} on ${offsetsOn}).`,
    );
    business.push(`Office hours (09:00–17:00) overlap with home for ${overlap} h a day.`);
    if (abs >= 3) {
      challenges.push(
        `A ${abs} h time difference leaves ${overlap} h of shared office hours with home.`,
      );
      tips.push(
        `Fix a regular call slot with family and colleagues inside the ${overlap} h overlap.`,
      );
    }
  }
  if (dest.weekend.length) {
    business.push(`The weekend is ${dayNames(dest.weekend)}.`);
    if (home.weekend.length && !weekendSame) {
      challenges.push(
        `The weekend moves from ${dayNames(home.weekend)} to ${dayNames(dest.weekend)}.`,
      );
      tips.push('Plan deliveries, banking and calls home around the different working week.');
    }
  }
  if (dest.drivingSide) {
    daily.push(`Traffic drives on the ${dest.drivingSide}.`);
    if (home.drivingSide && home.drivingSide !== dest.drivingSide) {
      challenges.push(
        `Traffic drives on the ${dest.drivingSide}, not the ${home.drivingSide} as at home.`,
      );
      tips.push(
        'Look both ways twice when crossing, and take a few lessons before driving yourself.',
      );
    }
  }
  if (dest.plugTypes.length) {
    daily.push(`Sockets take plug types ${list(dest.plugTypes)}.`);
    if (home.plugTypes.length && !plugShared.length) {
      challenges.push(`None of your plug types (${list(home.plugTypes)}) fits the local sockets.`);
      tips.push(`Pack adapters for type ${dest.plugTypes[0]} before you fly.`);
    }
  }
  if (dest.callingCodes.length) {
    daily.push(`Phone numbers start with +${dest.callingCodes.join(', +')}.`);
    if (!dest.callingCodes.some((c) => home.callingCodes.includes(c))) {
      tips.push('Get a local SIM or eSIM early: many services ask for a local number.');
    }
  }
  daily.push(`Prices are in ${dest.currency}.`);
  if (dest.currency !== home.currency) {
    tips.push(`Open an account or card that pays in ${dest.currency} without conversion fees.`);
  }
  return {
    offsetsOn,
    timeDifferenceHours: hours,
    workdayOverlapHours: overlap,
    sharedLanguages: shared,
    challenges,
    tips,
    customs: { social, business, daily },
    adaptation: adaptation(home, dest, hours),
  };
}
