import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import {
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '#domain/contact.ts';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '', website: '' };
export const TOO_MANY_MESSAGES = 'You have sent too many messages. Please try again later.';

/**
 * The contact form (docs/product.md §2; issue 2 §5): validated in the browser with the same zod schema the
 * server uses, sent to POST /api/contact, with the outcome as a toast. `website` is the honeypot
 * (docs/security.md C3): off-screen, out of the tab order, hidden from assistive technology.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: ContactMessage) => {
    try {
      const response = await callApi(api.contact.send, { body: values });
      toast.success(response.message ?? 'Thank you! Your message has been sent.');
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast.error(TOO_MANY_MESSAGES);
        return;
      }
      if (
        error instanceof ApiError &&
        error.code === 'VALIDATION_FAILED' &&
        error.fields !== undefined
      ) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in EMPTY) setError(field as keyof ContactMessageInput, { message });
        }
      }
      toast.error(
        error instanceof Error
          ? error.message
          : 'Your message could not be sent. Please try again later.',
      );
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          {(aria) => (
            <Input
              id="contact-name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              {...aria}
              {...register('name')}
            />
          )}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          {(aria) => (
            <Input
              id="contact-email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              {...aria}
              {...register('email')}
            />
          )}
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        {(aria) => (
          <Input
            id="contact-subject"
            maxLength={CONTACT_LIMITS.subject}
            {...aria}
            {...register('subject')}
          />
        )}
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        {(aria) => (
          <Textarea
            id="contact-message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            {...aria}
            {...register('message')}
          />
        )}
      </FormField>
      {/* Honeypot: people never see or reach it; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting && <Loader2 aria-hidden="true" className="animate-spin" />}
        {isSubmitting ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
