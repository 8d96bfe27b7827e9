import { Page } from '../components/page.tsx';

export function LandingPage() {
  return <Page title="Parity" heading="What your money is worth somewhere else" />;
}
