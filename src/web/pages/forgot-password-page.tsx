import { Page } from '../components/page.tsx';

/** Forgot your password? (placeholder from the web shell; its owner replaces the body). */
export function ForgotPasswordPage() {
  return <Page title="Forgot password" heading="Forgot your password?" />;
}
