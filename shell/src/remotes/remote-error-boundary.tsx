import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';

interface Props {
  /** Which part of the product failed, for the message. */
  label: string;
  /** Called when the user asks to try again; the parent remounts with a fresh load. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Contains a remote's failure (down, or throwing while rendering) to its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.label} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return <RemoteErrorPanel label={this.props.label} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
