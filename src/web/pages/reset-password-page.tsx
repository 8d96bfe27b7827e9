import { Page } from '../components/page.tsx';

/** Reset your password (placeholder from the web shell; its owner replaces the body). */
export function ResetPasswordPage() {
  return <Page title="Reset password" heading="Reset your password" />;
}
