/**
 * What every panel does (docs/product.md §2 "Every panel does nothing until visible. When visible it loads data
 * and shows a skeleton while loading, a red error box on failure, and the result on success"), plus
 * the error boundary docs/product.md gives panels ("Something went wrong" with the message; 'Try Again'
 * reloads the page).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { ComparisonState } from '#domain/compare/url-state.ts';
import type { ComparisonData } from './use-comparison.ts';

export function ErrorBox({ message, retry = false }: { message: string; retry?: boolean }) {
  return (
    <Alert
      variant="destructive"
      className="border-destructive bg-destructive/10"
      data-testid="panel-error"
    >
      <AlertTitle>Error</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {retry && (
          <Button
            className="mt-2"
            size="sm"
            variant="outline"
            onClick={() => window.location.reload()}
          >
            Try Again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <p
      className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground"
      role="status"
    >
      {message}
    </p>
  );
}

export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={`Loading ${label}`}
      className="space-y-3"
      data-testid="panel-skeleton"
    >
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

interface BoundaryState {
  error: Error | null;
}

export class PanelErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // The box below is the report; nothing is sent anywhere.
  }

  override render() {
    if (this.state.error) {
      return (
        <Alert variant="destructive" data-testid="panel-crash">
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
    return this.props.children;
  }
}

/** What every tab panel receives from the comparison screen. */
export interface PanelProps {
  data: ComparisonData;
  state: ComparisonState;
  /** The panel has been shown at least once (docs/product.md §2: panels do nothing until visible). */
  seen: boolean;
}

export interface PanelFrameProps {
  label: string;
  /** The tab has been shown at least once. */
  seen: boolean;
  loading: boolean;
  /** docs/product.md's message for this panel when its data failed, else null. */
  error: string | null;
  retry?: boolean;
  children: () => ReactNode;
}

export function PanelFrame({ label, seen, loading, error, retry, children }: PanelFrameProps) {
  if (!seen) return null;
  return (
    <PanelErrorBoundary>
      {error !== null ? (
        <ErrorBox message={error} retry={retry ?? false} />
      ) : loading ? (
        <PanelSkeleton label={label} />
      ) : (
        children()
      )}
    </PanelErrorBoundary>
  );
}
