/**
 * One submit helper for the profile's self-service forms (issue 18 §4): sends the call with the
 * session token, keeps the server's message and field errors (envelope `fields`) for the form, and
 * never clears what the user typed on failure.
 */
import { useState } from 'react';
import { ApiError, apiRequest } from '../../api/client.ts';
import { getToken } from '../../lib/session.ts';

export interface ActionState {
  busy: boolean;
  error: string | null;
  fields: Record<string, string>;
  done: string | null;
}

export function useAccountAction() {
  const [state, setState] = useState<ActionState>({
    busy: false,
    error: null,
    fields: {},
    done: null,
  });
  const run = async <T>(
    path: string,
    body: object | undefined,
    method: 'POST' | 'PATCH' | 'GET' = 'POST',
  ): Promise<{ message?: string; data: T } | null> => {
    setState({ busy: true, error: null, fields: {}, done: null });
    try {
      const res = await apiRequest<T>(path, {
        method,
        ...(body ? { body } : {}),
        token: getToken(),
      });
      setState({ busy: false, error: null, fields: {}, done: res.message ?? 'Done.' });
      return res as { message?: string; data: T };
    } catch (e) {
      setState({
        busy: false,
        error: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.',
        fields: e instanceof ApiError ? (e.fields ?? {}) : {},
        done: null,
      });
      return null;
    }
  };
  return { ...state, run };
}
