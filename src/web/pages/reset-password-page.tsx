import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle, Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { passwordChecklist, resetPasswordFormSchema } from '#domain/auth.ts';
import { ApiError } from '../api/client.ts';
import { FormField } from '../components/form/form-field.tsx';
import { Button } from '../components/ui/button.tsx';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  clearPendingVerification,
  clearResetGrant,
  getPendingVerification,
  getResetGrant,
  messageOf,
  resetPasswordCall,
} from '../features/auth/auth-api.ts';
import { PasswordInput } from '../features/auth/password-input.tsx';
import { cn } from '../lib/utils.ts';

type ResetForm = { newPassword: string; confirmPassword: string };

/**
 * /reset-password (docs/product.md §2 Reset password, §4: success goes to /login). The live checklist lists
 * 8 characters, upper, lower and digit, and the form enforces exactly that: the signup policy
 * (issue 5 §2, docs/security.md P2), with the signup messages.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { email } = getPendingVerification();
  const grant = getResetGrant();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  if (!email || !grant) {
    // No verified reset code in this tab (or it was used): say so rather than show a form that must fail.
    return (
      <AuthCard
        title="Reset password"
        description="Your reset session has expired or was already used."
      >
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new code</Link>
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = async (values: ResetForm) => {
    try {
      const res = await resetPasswordCall({ email, newPassword: values.newPassword }, grant);
      clearResetGrant();
      clearPendingVerification();
      toast.success(res.message ?? 'Password reset successfully.');
      void navigate('/login');
    } catch (error) {
      if (error instanceof ApiError && error.fields?.newPassword)
        setError('newPassword', { message: error.fields.newPassword });
      toast.error(messageOf(error, 'Failed to reset password. Please try again later.'));
    }
  };

  return (
    <AuthCard
      title="Reset password"
      description="Choose a new password for your account"
      footer={
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form
        noValidate
        aria-label="Reset password"
        className="space-y-5"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <FormField id="reset-password" label="New password" error={errors.newPassword?.message}>
          {(aria) => (
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              {...aria}
              {...register('newPassword')}
            />
          )}
        </FormField>
        <ul className="space-y-1 text-sm" aria-label="Password requirements">
          {passwordChecklist(newPassword ?? '').map((item) => (
            <li
              key={item.label}
              className={cn(
                'flex items-center gap-2',
                item.met ? 'text-success' : 'text-muted-foreground',
              )}
            >
              {item.met ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Circle aria-hidden="true" className="size-4" />
              )}
              <span>{item.label}</span>
              <span className="sr-only">{item.met ? '(met)' : '(not met)'}</span>
            </li>
          ))}
        </ul>
        <FormField
          id="reset-confirm"
          label="Confirm password"
          error={errors.confirmPassword?.message}
        >
          {(aria) => (
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              {...aria}
              {...register('confirmPassword')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Loader2 aria-hidden="true" className="mr-2 size-4 animate-spin" />}
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
