import { Page } from '../components/page.tsx';

/** Compare currencies and cost of living (placeholder from the web shell; its owner replaces the body). */
export function HomePage() {
  return <Page title="Compare" heading="Compare currencies and cost of living" />;
}
