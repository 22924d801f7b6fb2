import { Component, type ReactNode } from 'react';

interface Props {
  report(error: unknown, componentId?: string): void;
  children: ReactNode;
}

// An error inside the widget is reported (with its cause chain) and hides the popup; it never
// reaches the host page (docs/security.md "8. Breaking the host page").
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.report(error, 'QuickActionsPopup');
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
