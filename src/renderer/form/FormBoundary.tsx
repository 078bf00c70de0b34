import { Component, type ReactNode } from 'react';

interface FormBoundaryProps {
  /** What shows instead of a form that failed while it rendered. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a form that fails while it renders inside its page: the screen's own error page shows,
 * in the event's page and so in the edition's colours, rather than the app's page-failed screen.
 */
export class FormBoundary extends Component<FormBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
