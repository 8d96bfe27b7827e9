import { Page } from '../components/page.tsx';

/** Sign in to your account (placeholder from the web shell; its owner replaces the body). */
export function LoginPage() {
  return <Page title="Sign in" heading="Sign in to your account" />;
}
