/**
 * Loading, error and crash states of the suite, as the comparison tool shows them (docs/product.md §2: a
 * skeleton while loading, a red error box on failure, 'Something went wrong' with 'Try Again' for a
 * crash). Kept here rather than imported from the comparison tool so the suite's lazy chunk shares no
 * module with /home's tool (its first load does not grow, issue 14).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function SuiteSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} className="mt-4 space-y-3">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function SuiteError({ message }: { message: string }) {
  return (
    <Alert variant="destructive" className="border-destructive bg-destructive/10">
      <AlertTitle>Error</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
      </AlertDescription>
    </Alert>
  );
}

export class SuiteErrorBoundary extends Component<
  { children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // The box below is the report; nothing is sent anywhere.
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert variant="destructive">
        <AlertTitle>Something went wrong</AlertTitle>
        <AlertDescription>
          <p>{this.state.error.message}</p>
          <Button
            className="mt-2"
            size="sm"
            variant="outline"
            onClick={() => window.location.reload()}
          >
            Try Again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
}
