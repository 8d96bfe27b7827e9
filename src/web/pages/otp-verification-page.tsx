import { Page } from '../components/page.tsx';

/** Which flow the one-time code belongs to (spec §3 Session: temporary verification type). */
export type OtpPurpose = 'email_verification' | 'reset_password';

export interface OtpVerificationPageProps {
  purpose: OtpPurpose;
}

/**
 * One-time code screen for /otp-email-verification and /otp-reset-verification
 * (placeholder from the web shell; the accounts engineer replaces the body).
 */
export function OtpVerificationPage({ purpose }: OtpVerificationPageProps) {
  const title = purpose === 'email_verification' ? 'Verify your email' : 'Verify your reset code';
  return (
    <Page
      title={title}
      heading={title}
      description="Enter the 6-digit code we sent to your email."
    />
  );
}
