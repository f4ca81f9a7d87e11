import { Component, type ReactNode } from 'react';
import { errorMessages } from '#contracts/errors-terms';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/document-title.ts';

/**
 * Shown when a screen crashes or its code cannot be loaded (e.g. after a new deployment); a
 * server failure's reference is shown for the member to quote (ADR 0035).
 */
export function RouteError({ error }: { error?: unknown }) {
  useDocumentTitle('Erreur');
  const reference = error instanceof ApiError ? error.reference : null;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{errorMessages.internal}</h1>
      <p className="text-slate-600">Rechargez la page pour réessayer.</p>
      {reference && <p className="text-sm text-slate-500 select-all">{reference}</p>}
      <Button onClick={() => window.location.reload()}>Recharger la page</Button>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; /** A new value (the next address) clears the error. */ resetKey: string };
type BoundaryState = { error: unknown; resetKey: string };

/** Catches what a screen throws while rendering or loading (React reports it), and shows RouteError instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
