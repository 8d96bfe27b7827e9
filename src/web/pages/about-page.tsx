import { Page } from '../components/page.tsx';

export function AboutPage() {
  return <Page title="About" heading="About Parity" />;
}
