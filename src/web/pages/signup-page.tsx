import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Link2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import {
  type SignupForm,
  canonicalEmail,
  collapseSpaces,
  nameCharacters,
  signupFormSchema,
} from '#domain/auth.ts';
import { returnPathSubject, safeReturnPath, withReturnPath } from '#domain/return-path.ts';
import { ApiError } from '../api/client.ts';
import { FormField } from '../components/form/form-field.tsx';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  rememberReturnPath,
  setPendingVerification,
  signupCall,
} from '../features/auth/auth-api.ts';
import { PasswordInput } from '../features/auth/password-input.tsx';
import { MESSAGES } from '#domain/messages.ts';

const EMPTY: SignupForm = {
  firstname: '',
  lastname: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof SignupForm)[];

const blockSpace = (event: React.KeyboardEvent) => {
  if (event.key === ' ') event.preventDefault();
};

/**
 * /signup (docs/product.md §2 Signup, §4 Flows: success goes to /otp-email-verification with the email kept).
 * Issue 19 §1: `?next=` (the page the visitor came for) is kept through verification and sign-in.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const subject = returnPathSubject(next);
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({ resolver: zodResolver(signupFormSchema), defaultValues: EMPTY });

  const onInvalid = () => {
    setBanner('Validation failed.');
    toast.error('Validation failed.');
  };

  const onSubmit = async (values: SignupForm) => {
    setBanner(null);
    const email = canonicalEmail(values.email);
    try {
      const res = await signupCall({
        firstname: collapseSpaces(values.firstname),
        lastname: collapseSpaces(values.lastname),
        username: collapseSpaces(values.username),
        email,
        password: values.password,
      });
      setPendingVerification(email, res.data.type);
      rememberReturnPath(next);
      toast.success(res.message ?? MESSAGES.signupCodeSent);
      void navigate('/otp-email-verification');
    } catch (error) {
      let message = 'Signup failed. Please try again later.';
      if (error instanceof ApiError) {
        if (error.fields) {
          for (const [field, text] of Object.entries(error.fields)) {
            if ((FIELDS as string[]).includes(field))
              setError(field as keyof SignupForm, { message: text });
          }
        }
        // The server's own words; the UI decides by `code`, never by them. Signup answers the same
        // whether or not the address is registered (docs/security.md E1), so there is no code for that.
        message = error.message || message;
      }
      setBanner(message);
      toast.error(message);
    }
  };

  const nameField = (name: 'firstname' | 'lastname') =>
    register(name, {
      onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
        setValue(name, nameCharacters(event.target.value)),
    });

  return (
    <AuthCard
      title="Create an account"
      description="Sign up to compare what your money is worth anywhere"
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={withReturnPath('/login', next)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <form
        noValidate
        aria-label="Sign up"
        className="space-y-4"
        onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}
      >
        {subject !== null && (
          <Alert data-testid="return-subject">
            <Link2 aria-hidden="true" />
            <AlertDescription>Sign up to see {subject}</AlertDescription>
          </Alert>
        )}
        {banner !== null && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>Error</AlertTitle>
            <AlertDescription>{banner}</AlertDescription>
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="signup-firstname" label="First name" error={errors.firstname?.message}>
            {(aria) => (
              <Input
                id="signup-firstname"
                autoComplete="given-name"
                {...aria}
                {...nameField('firstname')}
              />
            )}
          </FormField>
          <FormField id="signup-lastname" label="Last name" error={errors.lastname?.message}>
            {(aria) => (
              <Input
                id="signup-lastname"
                autoComplete="family-name"
                {...aria}
                {...nameField('lastname')}
              />
            )}
          </FormField>
        </div>
        <FormField id="signup-username" label="User name" error={errors.username?.message}>
          {(aria) => (
            <Input
              id="signup-username"
              autoComplete="username"
              {...aria}
              {...register('username')}
            />
          )}
        </FormField>
        <FormField id="signup-email" label="Email" error={errors.email?.message}>
          {(aria) => (
            <Input
              id="signup-email"
              type="email"
              autoComplete="email"
              onKeyDown={blockSpace}
              {...aria}
              {...register('email')}
            />
          )}
        </FormField>
        <FormField id="signup-password" label="Password" error={errors.password?.message}>
          {(aria) => (
            <PasswordInput
              id="signup-password"
              autoComplete="new-password"
              {...aria}
              {...register('password')}
            />
          )}
        </FormField>
        <FormField
          id="signup-confirm"
          label="Confirm password"
          error={errors.confirmPassword?.message}
        >
          {(aria) => (
            <PasswordInput
              id="signup-confirm"
              autoComplete="new-password"
              {...aria}
              {...register('confirmPassword')}
            />
          )}
        </FormField>
        <div className="space-y-1">
          <div className="flex items-start gap-2 text-sm">
            <input
              id="signup-terms"
              type="checkbox"
              className="mt-1 size-4"
              aria-invalid={errors.termsAccepted !== undefined}
              {...register('termsAccepted')}
            />
            <label htmlFor="signup-terms">
              I accept the{' '}
              <Link to="/terms" className="text-primary underline underline-offset-4">
                terms
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" className="text-primary underline underline-offset-4">
                privacy policy
              </Link>
            </label>
          </div>
          {errors.termsAccepted?.message !== undefined && (
            <p className="text-sm font-medium text-destructive">{errors.termsAccepted.message}</p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Loader2 aria-hidden="true" className="mr-2 size-4 animate-spin" />
              Signing up...
            </>
          ) : (
            'Sign up'
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
