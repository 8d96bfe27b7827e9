import type { Me } from '#domain/api/user.ts';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, BadgeCheck, Mail } from 'lucide-react';
import { initialsOf } from '#domain/auth.ts';
import { ApiError, callApi } from '../api/client.ts';
import { api } from '../api/routes.ts';
import { Page } from '../components/page.tsx';
import { Alert, AlertDescription, AlertTitle } from '../components/ui/alert.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { AccountSettings } from '../features/account/account-settings.tsx';
import { BillingHistory } from '../features/billing/billing-history.tsx';
import { SubscriptionCard } from '../features/plans/subscription-card.tsx';
import { getToken } from '../lib/session.ts';
import { MESSAGES } from '#domain/messages.ts';

class MissingTokenError extends Error {}

/** docs/product.md §8 Profile errors. */
function profileErrorText(error: unknown): string {
  if (error instanceof MissingTokenError) return MESSAGES.noToken;
  if (error instanceof ApiError && error.code === 'HTTP_ERROR')
    return `Failed to fetch user data: ${error.status}`;
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'Failed to load profile data';
}

/** /profile (docs/product.md §2 Profile): initials avatar, full name, @username, Verified badge, email, subscription. */
export function ProfilePage() {
  const token = getToken();
  const query = useQuery({
    queryKey: ['profile', token],
    queryFn: () => {
      if (!token) throw new MissingTokenError(MESSAGES.noToken);
      return callApi(api.user.me, { token }).then((res) => res.data);
    },
    retry: false,
  });

  return (
    <Page title="Profile" heading="Your profile">
      {query.isPending && (
        <div role="status" aria-label="Loading profile" className="space-y-4">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {query.isError && (
        <Alert variant="destructive" className="max-w-xl">
          <AlertCircle aria-hidden="true" />
          <AlertTitle>Something went wrong!</AlertTitle>
          <AlertDescription>
            <p>{profileErrorText(query.error)}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => window.location.reload()}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {query.isSuccess && (
        <>
          <ProfileDetails data={query.data} />
          <div className="mt-6">
            <BillingHistory />
          </div>
          <AccountSettings user={query.data.user} />
        </>
      )}
    </Page>
  );
}

function ProfileDetails({ data }: { data: Me }) {
  const { user } = data;
  const fullName = `${user.firstname} ${user.lastname}`.trim();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
      <Card>
        <CardContent className="flex items-center gap-5 p-6">
          <div
            aria-hidden="true"
            data-testid="profile-initials"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
          >
            {initialsOf(user.firstname, user.lastname)}
          </div>
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-xl font-semibold">{fullName}</h2>
              {user.isEmailVerified && (
                <Badge variant="success" className="gap-1">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  Verified
                </Badge>
              )}
            </div>
            <p className="text-muted-foreground">@{user.username}</p>
            <p className="flex items-center gap-2 text-sm">
              <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
              {user.email}
            </p>
          </div>
        </CardContent>
      </Card>
      <SubscriptionCard subscription={data.userSubscription[0]} />
    </div>
  );
}
