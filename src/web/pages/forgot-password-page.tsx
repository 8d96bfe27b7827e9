import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { type z } from 'zod';
import { forgotPasswordRequestSchema } from '#domain/auth.ts';
import { FormField } from '../components/form/form-field.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { AuthCard } from '../features/auth/auth-card.tsx';
import {
  forgotPasswordCall,
  messageOf,
  setPendingVerification,
} from '../features/auth/auth-api.ts';

type ForgotForm = z.input<typeof forgotPasswordRequestSchema>;

/** /forgot-password (docs/product.md §2, §4: success keeps the email and type, then /otp-reset-verification). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm, unknown, z.output<typeof forgotPasswordRequestSchema>>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      const res = await forgotPasswordCall(email);
      setPendingVerification(email, res.data.type);
      toast.success(res.message ?? 'Check your email for the code.');
      void navigate('/otp-reset-verification');
    } catch (error) {
      toast.error(messageOf(error, 'Failed to process your request. Please try again later.'));
    }
  };

  return (
    <AuthCard
      title="Forgot password"
      description="Enter your email and we will send you a code to reset your password"
      footer={
        <Link to="/login" className="text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form
        noValidate
        aria-label="Forgot password"
        className="space-y-5"
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          {(aria) => (
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              {...aria}
              {...register('email')}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Loader2 aria-hidden="true" className="mr-2 size-4 animate-spin" />}
          Send recovery email
        </Button>
      </form>
    </AuthCard>
  );
}
