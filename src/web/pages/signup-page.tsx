import { Page } from '../components/page.tsx';

/** Create your account (placeholder from the web shell; its owner replaces the body). */
export function SignupPage() {
  return <Page title="Sign up" heading="Create your account" />;
}
