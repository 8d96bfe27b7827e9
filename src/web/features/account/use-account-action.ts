/**
 * One submit helper for the profile's self-service forms (issue 18 §4): sends the call with the
 * session token, keeps the server's message and field errors (envelope `fields`) for the form, and
 * never clears what the user typed on failure.
 */
import { useState } from 'react';
import type { RouteAnswer, RouteContract, RouteHead } from '#domain/api/contract.ts';
import { ApiError, type CallInput, callApi } from '../../api/client.ts';
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
  /** Call `route` with `input` (its body) and the session token; null when it failed. */
  const run = async <C extends RouteContract>(
    route: RouteHead<C>,
    input: Omit<CallInput<C>, 'token' | 'signal'>,
  ): Promise<RouteAnswer<C> | null> => {
    setState({ busy: true, error: null, fields: {}, done: null });
    try {
      const res = await callApi(route, { ...input, token: getToken() } as CallInput<C>);
      const message: unknown = (res as { message?: unknown }).message;
      setState({
        busy: false,
        error: null,
        fields: {},
        done: typeof message === 'string' ? message : 'Done.',
      });
      return res;
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
