import { BarChart3, Briefcase, Clock, Coins, MapPin, Plane, type LucideIcon } from 'lucide-react';

/** docs/product.md §2 Landing: six feature cards. Each describes a tool the product has (docs/product.md §1 and §2 Main comparison screen). */
export const FEATURES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Coins,
    title: 'Currency converter',
    text: 'Convert between 161 currencies with rates refreshed every day, each shown with its date.',
  },
  {
    icon: MapPin,
    title: 'Cost of living by city',
    text: 'Compare rent, food, transport and more between any two of 52,000+ cities and towns.',
  },
  {
    icon: BarChart3,
    title: 'Purchasing power',
    text: 'See what your amount is really worth once local prices are taken into account.',
  },
  {
    icon: Briefcase,
    title: 'Salary equivalence',
    text: 'Find the salary that keeps your standard of living when you move.',
  },
  {
    icon: Clock,
    title: 'Time value',
    text: 'Learn how many hours of local work an item costs, at home and away.',
  },
  {
    icon: Plane,
    title: 'Travel budgets',
    text: 'Plan daily budgets for a trip, from backpacker to luxury, in the local currency.',
  },
];

/** docs/product.md §2 Landing: three how-it-works steps. */
export const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Choose two places',
    text: 'Pick the currency and city you earn in, and the ones you are going to.',
  },
  {
    title: 'Enter an amount',
    text: 'A salary, a budget or a price: any amount in your home currency.',
  },
  {
    title: 'See what it buys',
    text: 'Get the exchange rate, the cost-of-living adjustment and what the money buys locally.',
  },
];

/**
 * docs/product.md §2/§1 asks for three testimonials. Parity has no customers yet, so these are illustrative
 * scenarios, labelled on the page as "not real customers" (ADR 012). No names, photos or quotes.
 */
export const EXAMPLE_STORIES: readonly { persona: string; title: string; text: string }[] = [
  {
    persona: 'Digital nomad',
    title: 'Choosing the next base',
    text: 'A freelance designer paid in US dollars compares Lisbon, Mexico City and Chiang Mai to see how long the same monthly income lasts in each.',
  },
  {
    persona: 'Expat',
    title: 'Weighing a job offer abroad',
    text: 'An engineer in Riyadh offered a role in Bangkok checks whether the new salary keeps the same rent, food and school budget.',
  },
  {
    persona: 'Entrepreneur',
    title: 'Planning a second office',
    text: 'A founder compares office rent and average wages in two cities before deciding where to hire the first five people.',
  },
];
