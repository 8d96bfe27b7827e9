import { Page } from '../components/page.tsx';

/** Your profile (placeholder from the web shell; its owner replaces the body). */
export function ProfilePage() {
  return <Page title="Profile" heading="Your profile" />;
}
