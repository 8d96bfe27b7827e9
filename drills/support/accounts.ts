/**
 * Navigator accounts for the account writes of the kill and scale-out drills, kept under the
 * product's caps so that every cycle writes every kind (issue 33 §7: the caps used to stop
 * contributions and API keys after the first cycles). Contributions: at most CONTRIBUTIONS_PER_ACCOUNT
 * attempts per account, below the daily cap of 25 (an attempt cut by a kill may still be stored, so
 * attempts are counted, not acknowledgements); when every account has used its share the write is
 * skipped and counted, and `topUp` adds accounts between cycles. API keys: each acknowledged key is
 * revoked at once (writes.ts), so no account nears the 10 active keys.
 */
import type { Mailbox } from './services.ts';
import { type NavigatorAccount, navigatorAccounts } from './writes.ts';

export const CONTRIBUTIONS_PER_ACCOUNT = 20;

export class AccountPool {
  readonly accounts: NavigatorAccount[] = [];
  private readonly attempts = new Map<string, number>();
  /** Contribution writes skipped because every account had used its share. */
  skipped = 0;

  constructor(private readonly smtp: Mailbox) {}

  /** Contributions the pool can still take. */
  remaining(): number {
    return this.accounts.reduce(
      (sum, a) => sum + CONTRIBUTIONS_PER_ACCOUNT - (this.attempts.get(a.userId) ?? 0),
      0,
    );
  }

  /** Make accounts on `base` until at least `contributions` more can be written (and `min` exist). */
  async topUp(base: string, contributions: number, min = 4): Promise<void> {
    while (this.accounts.length < min || this.remaining() < contributions) {
      const [account] = await navigatorAccounts(base, this.smtp, 1);
      if (account) this.accounts.push(account);
    }
  }

  /** An account with contributions left (counted as used), or null: the write is skipped. */
  forContribution(): NavigatorAccount | null {
    const account = this.accounts.find(
      (a) => (this.attempts.get(a.userId) ?? 0) < CONTRIBUTIONS_PER_ACCOUNT,
    );
    if (!account) {
      this.skipped += 1;
      return null;
    }
    this.attempts.set(account.userId, (this.attempts.get(account.userId) ?? 0) + 1);
    return account;
  }
}
