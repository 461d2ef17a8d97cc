import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorView } from './route-error-view';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** One per route: a crash or a failed chunk shows a retry, never a blank screen. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[route] render failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error !== null) {
      return <RouteErrorView error={this.state.error} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
