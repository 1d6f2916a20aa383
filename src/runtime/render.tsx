// The only runtime module that imports React: it arrives in its own chunk with the first island a
// page mounts, so a page without islands never downloads React.
import { Component, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IslandProps } from './define';

interface BoundaryProps {
  onCrash: (error: unknown) => void;
  children: ReactNode;
}

/** Stops a crash at the island: it renders nothing, the effects' clean-ups restore the server markup. */
class IslandBoundary extends Component<BoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onCrash(error);
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

/**
 * Mounts an island in a root of its own. The root's container is detached: islands never move or wrap
 * the server's elements; they change them from effects and add new UI through portals. The first
 * render is committed before this returns (a root renders later by default): a click the runtime held
 * is replayed right after, and the island's listeners must be there for it.
 */
export function renderIsland<P>(
  host: HTMLElement,
  Island: ComponentType<IslandProps<P>>,
  props: P,
  onCrash: (error: unknown) => void,
): () => void {
  const container = host.ownerDocument.createElement('woo-island');
  const root = createRoot(container);
  flushSync(() => {
    root.render(
      <IslandBoundary onCrash={onCrash}>
        <Island {...props} host={host} />
      </IslandBoundary>,
    );
  });
  return () => root.unmount();
}
