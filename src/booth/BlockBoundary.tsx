import { Component, type ReactNode } from 'react';

interface Props {
  blockId: string;
  type: string;
  onError: (blockId: string, type: string, error: unknown) => void;
  /** What shows instead of a crashed block: nothing for shoppers, a marker in operator preview. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Every block renders inside its own boundary: one throwing block must not take the page down. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(this.props.blockId, this.props.type, error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
