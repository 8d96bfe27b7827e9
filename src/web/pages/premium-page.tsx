import { Page } from '../components/page.tsx';

/** Premium Features (placeholder from the web shell; its owner replaces the body). */
export function PremiumPage() {
  return <Page title="Premium Features" heading="Premium Features" />;
}
