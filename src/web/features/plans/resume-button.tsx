/**
 * 'Resume subscription' while a cancellation is pending (issue 18 §1): POST
 * /api/subscription/resume (Paddle's API in paddle mode, the local signed webhook in local mode).
 */
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError, callApi } from '../../api/client.ts';
import { api } from '../../api/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { getToken } from '../../lib/session.ts';
import { useInvalidateBilling } from './subscription-api.ts';

export function ResumeButton({ size = 'sm' }: { size?: 'sm' | 'default' }) {
  const invalidate = useInvalidateBilling();
  const [busy, setBusy] = useState(false);
  const resume = async () => {
    setBusy(true);
    try {
      const res = await callApi(api.billing.resume, { token: getToken() });
      toast.success(res.message ?? 'Your subscription continues.');
      await invalidate();
    } catch (error) {
      toast.error(
        error instanceof ApiError ? error.message : 'Could not resume. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} disabled={busy} onClick={() => void resume()}>
      {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
      Resume subscription
    </Button>
  );
}
