import { Page } from '../components/page.tsx';

export function PricingPage() {
  return <Page title="Pricing" heading="Pricing" />;
}
