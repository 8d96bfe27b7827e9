import { AlertCircle, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { OTP_LENGTH, OTP_RESEND_SECONDS, type VerificationType } from '#domain/auth.ts';
import { withReturnPath } from '#domain/return-path.ts';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  clearPendingVerification,
  getPendingVerification,
  messageOf,
  rememberVerifiedEmail,
  resendOtpCall,
  setPendingVerification,
  setResetGrant,
  takeReturnPath,
  verifyOtpCall,
} from '../features/auth/auth-api.ts';
import { OtpInput } from '../features/auth/otp-input.tsx';
import { setSession, type StoredUser } from '../lib/session.ts';
import { formatCountdown, useCountdown } from '../features/auth/use-countdown.ts';
import { MESSAGES } from '#domain/messages.ts';

/** Which flow the one-time code belongs to (docs/product.md §3 Session: temporary verification type). */
export type OtpPurpose = VerificationType;

export interface OtpVerificationPageProps {
  purpose: OtpPurpose;
}

/**
 * The emailed link carries email and code in the URL fragment (never sent to a server). Read them
 * once, keep the email as the temporary email, and wipe the fragment from the address bar.
 */
function takeCodeFromFragment(purpose: OtpPurpose): string[] {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const email = params.get('email');
  const code = (params.get('code') ?? '').replace(/\D/g, '');
  if (email) setPendingVerification(email, purpose);
  if (window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname);
  return code.length === OTP_LENGTH ? code.split('') : Array<string>(OTP_LENGTH).fill('');
}

/**
 * /otp-email-verification and /otp-reset-verification (docs/product.md §2 OTP screens, §4 Flows): six boxes,
 * a 120-second mm:ss countdown, then "Didn't receive code? Resend".
 */
export function OtpVerificationPage({ purpose }: OtpVerificationPageProps) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState<string[]>(() => takeCodeFromFragment(purpose));
  const [pending] = useState(getPendingVerification);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const { remaining, restart } = useCountdown(OTP_RESEND_SECONDS);
  const isSignup = purpose === 'email_verification';
  const { search } = useLocation();
  const [newSession, setNewSession] = useState<{ token: string; user: StoredUser } | null>(null);
  useEffect(() => {
    if (newSession && new URLSearchParams(search).has('next'))
      setSession(newSession.token, newSession.user);
  }, [newSession, search]);

  if (!pending.email) return <Navigate to="/signup" replace />;
  const email = pending.email;

  const onVerify = async (event: React.FormEvent) => {
    event.preventDefault();
    const otp = digits.join('');
    if (!/^\d{6}$/.test(otp)) {
      const message = isSignup
        ? 'Please enter a valid 6-digit OTP'
        : 'OTP must be exactly 6 digits';
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const res = await verifyOtpCall({ email, otp, type: purpose });
      toast.success(res.message ?? MESSAGES.codeVerified);
      if (isSignup) {
        rememberVerifiedEmail(email);
        clearPendingVerification();
        const next = takeReturnPath();
        if (res.data.token && res.data.user) {
          // The code proved the address: the new account is signed in (issue 34 item 6, ADR 161) and
          // goes on to the page it signed up for (issue 19 §1), else to the tool.
          // The guest-only guard sends a new session on to this page's ?next=: the session is set
          // once that address is shown (the effect above), not before.
          setNewSession({ token: res.data.token, user: res.data.user });
          void navigate(withReturnPath('/otp-email-verification', next ?? '/home'), {
            replace: true,
          });
        } else {
          void navigate(withReturnPath('/login', next));
        }
      } else {
        if (res.data.token) setResetGrant(res.data.token);
        void navigate('/reset-password');
      }
    } catch (err) {
      const message = messageOf(err, 'Failed to verify OTP. Please try again.');
      setError(message);
      toast.error(message);
    } finally {
      setSubmitting(false);
    }
  };

  const onResend = async () => {
    const type = pending.type ?? purpose;
    if (!email || !type) {
      toast.error('Missing email or verification type. Please return to signup.');
      return;
    }
    setResending(true);
    try {
      const res = await resendOtpCall({ email, type });
      toast.success(res.message ?? MESSAGES.codeResent);
      setDigits(Array<string>(OTP_LENGTH).fill(''));
      restart();
    } catch (err) {
      toast.error(messageOf(err, 'Failed to resend OTP. Please try again later.'));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={isSignup ? 'Verify your email' : 'Verify your reset code'}
      description={
        <>
          Enter the 6-digit code we sent to{' '}
          <span className="font-medium text-foreground">{email}</span>.
        </>
      }
      footer={
        <p>
          Wrong email?{' '}
          <Link to="/signup" className="text-primary underline underline-offset-4">
            Sign up again
          </Link>{' '}
          · Need help?{' '}
          <Link to="/contact" className="text-primary underline underline-offset-4">
            Contact us
          </Link>
        </p>
      }
    >
      <form
        noValidate
        aria-label="Verify code"
        className="space-y-5"
        onSubmit={(event) => void onVerify(event)}
      >
        {error !== null && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>Error</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <OtpInput
          value={digits}
          onChange={setDigits}
          disabled={submitting}
          invalid={error !== null}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting && <Loader2 aria-hidden="true" className="mr-2 size-4 animate-spin" />}
          {submitting ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="text-center text-sm text-muted-foreground" aria-live="polite">
          {remaining > 0 ? (
            <p>
              Resend code in <span data-testid="otp-countdown">{formatCountdown(remaining)}</span>
            </p>
          ) : (
            <p>
              Didn&apos;t receive code?{' '}
              <Button
                type="button"
                variant="link"
                className="h-auto p-0"
                disabled={resending}
                onClick={() => void onResend()}
              >
                Resend
              </Button>
            </p>
          )}
        </div>
      </form>
    </AuthCard>
  );
}
