import { Page } from '../components/page.tsx';

export function SourcesPage() {
  return <Page title="Sources" heading="Data Sources &amp; References" />;
}
