import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Link2, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { type LoginRequest, loginRequestSchema } from '#domain/auth.ts';
import { returnPathSubject, safeReturnPath, withReturnPath } from '#domain/return-path.ts';
import { ApiError } from '../api/client.ts';
import { FormField } from '../components/form/form-field.tsx';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  forgetVerifiedEmail,
  loginCall,
  messageOf,
  rememberReturnPath,
  setPendingVerification,
  verifiedEmail,
} from '../features/auth/auth-api.ts';
import { PasswordInput } from '../features/auth/password-input.tsx';
import { setSession } from '../lib/session.ts';

type LoginForm = { email: string; password: string };

/**
 * /login (docs/product.md §2 Sign in, §4 Login states). An unverified account is sent through verification
 * (docs/security.md E3): the server mails a fresh code and the OTP screen takes over.
 * Issue 19 §1: `?next=` names the page the visitor came for (a shared comparison); the card says
 * what it is, and a successful sign-in goes there instead of docs/product.md's `/`.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const subject = returnPathSubject(next);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Issue 18: after verifying, the address is already filled in.
    defaultValues: { email: verifiedEmail(), password: '' },
  });

  // docs/product.md §4: the general error is cleared on page load and on submit.
  useEffect(() => setGeneralError(null), []);

  const clearOnEdit = (field: keyof LoginForm) => () => {
    clearErrors(field);
    setGeneralError(null);
  };

  const onSubmit = async (values: LoginRequest) => {
    setGeneralError(null);
    try {
      const res = await loginCall(values);
      setSession(res.data.token, res.data.user);
      forgetVerifiedEmail();
      toast.success(res.message ?? 'Login successful');
      void navigate(next ?? '/', { replace: next !== null });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setPendingVerification(values.email, 'email_verification');
        rememberReturnPath(next);
        toast.info(error.message);
        void navigate('/otp-email-verification');
        return;
      }
      setGeneralError(messageOf(error, 'Login failed'));
    }
  };

  const email = register('email', { onChange: clearOnEdit('email') });
  const password = register('password', { onChange: clearOnEdit('password') });

  return (
    <AuthCard
      title="Sign in to your account"
      description="Enter your email and password to sign in"
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link
            to={withReturnPath('/signup', next)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </p>
      }
    >
      <form
        noValidate
        aria-label="Sign in"
        className="space-y-5"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        {subject !== null && (
          <Alert data-testid="return-subject">
            <Link2 aria-hidden="true" />
            <AlertDescription>Sign in to see {subject}</AlertDescription>
          </Alert>
        )}
        {generalError !== null && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>Error</AlertTitle>
            <AlertDescription>{generalError}</AlertDescription>
          </Alert>
        )}
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          {(aria) => (
            <Input
              id="login-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...aria}
              {...email}
            />
          )}
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          {(aria) => (
            <PasswordInput
              id="login-password"
              autoComplete="current-password"
              {...aria}
              {...password}
            />
          )}
        </FormField>
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Loader2 aria-hidden="true" className="mr-2 size-4 animate-spin" />
              Signing in...
            </>
          ) : (
            'Sign in'
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
