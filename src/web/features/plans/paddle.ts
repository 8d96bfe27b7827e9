/**
 * Paddle.js (Paddle Billing v2), loaded from Paddle's CDN only when the server says payments run on
 * Paddle (issue 7 §4); Paddle requires loading it from cdn.paddle.com, and the CSP admits exactly
 * that origin in paddle mode. Load failures are logged only (docs/product.md §8).
 */
import { useEffect, useState } from 'react';
import type { PaymentsConfig } from './subscription-api.ts';

export interface PaddleCheckoutOptions {
  items: { priceId: string; quantity: number }[];
  customer?: { email: string };
  customData?: Record<string, string>;
}

export interface PaddleGlobal {
  Environment: { set(environment: string): void };
  Initialize(options: { token: string }): void;
  Checkout: { open(options: PaddleCheckoutOptions): void };
}

declare global {
  interface Window {
    Paddle?: PaddleGlobal;
  }
}

export const PADDLE_SCRIPT_SRC = 'https://cdn.paddle.com/paddle/v2/paddle.js';

let loading: Promise<PaddleGlobal> | null = null;

function loadPaddle(config: PaymentsConfig): Promise<PaddleGlobal> {
  loading ??= new Promise<PaddleGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PADDLE_SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const paddle = window.Paddle;
      if (!paddle || !config.clientToken) {
        reject(new Error('Paddle.js did not load'));
        return;
      }
      // docs/product.md §9: checkout environment sandbox unless configured for production.
      if (config.environment === 'sandbox') paddle.Environment.set('sandbox');
      paddle.Initialize({ token: config.clientToken });
      resolve(paddle);
    };
    script.onerror = () => reject(new Error('Paddle.js could not be loaded'));
    document.head.appendChild(script);
  });
  return loading;
}

/** The initialised Paddle object once ready; null before (and forever outside paddle mode). */
export function usePaddle(config: PaymentsConfig | undefined): PaddleGlobal | null {
  const [paddle, setPaddle] = useState<PaddleGlobal | null>(null);
  useEffect(() => {
    if (config?.mode !== 'paddle') return;
    let live = true;
    loadPaddle(config).then(
      (p) => live && setPaddle(p),
      (error: unknown) => console.warn('Paddle failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return paddle;
}
