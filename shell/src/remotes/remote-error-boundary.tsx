import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';
import { NewVersionPanel } from './new-version-panel';
import { isLoadFailure, type LoadFailure } from './federation';
import { PageSpinner } from '../layout/page-spinner';

interface Props {
  /** Which part of the product failed, for the message. */
  label: string;
  /** Called when the user asks to try again; the parent remounts with a fresh load. */
  onRetry: () => void;
  /**
   * Tells, after the remote's code failed to load, whether a newer release replaced it (the page
   * offers a reload) or the remote is unreachable (Retry). Without it, every failure gets Retry.
   */
  explainLoadFailure?: () => Promise<LoadFailure>;
  /** Loads the page again at the same route; window.location.reload unless a test says otherwise. */
  onReload?: () => void;
  children: ReactNode;
}

/** What the boundary shows: while a load failure is explained, nothing but a spinner. */
type Outcome = 'explaining' | LoadFailure | 'crashed';

interface State {
  error: Error | null;
  outcome: Outcome;
}

/**
 * Contains a remote's failure to its own area: down or throwing while rendering → a panel with
 * Retry; its code replaced by a newer release → a panel with Reload.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, outcome: 'crashed' };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, outcome: 'explaining' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
    const { explainLoadFailure } = this.props;
    if (!explainLoadFailure || !isLoadFailure(error)) {
      this.setState({ outcome: 'crashed' });
      return;
    }
    explainLoadFailure().then(
      (outcome) => {
        if (this.state.error === error) this.setState({ outcome });
      },
      () => {
        if (this.state.error === error) this.setState({ outcome: 'unavailable' });
      },
    );
  }

  private retry = () => {
    this.setState({ error: null, outcome: 'crashed' });
    this.props.onRetry();
  };

  private reload = () => (this.props.onReload ?? (() => window.location.reload()))();

  override render() {
    if (!this.state.error) return this.props.children;
    switch (this.state.outcome) {
      case 'explaining':
        return <PageSpinner />;
      case 'new-version':
        return <NewVersionPanel onReload={this.reload} />;
      default:
        return <RemoteErrorPanel label={this.props.label} onRetry={this.retry} />;
    }
  }
}
