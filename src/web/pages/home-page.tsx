import { Page } from '../components/page.tsx';
import { CompareScreen } from '../features/compare/compare-screen.tsx';

/** /home: the comparison tool (spec §2 "Main comparison screen"). */
export function HomePage() {
  return (
    <Page title="Compare" heading="Compare currencies and cost of living">
      <CompareScreen />
    </Page>
  );
}
