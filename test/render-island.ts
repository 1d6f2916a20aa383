// Unit tests mount islands the way the runtime does (src/runtime/render.tsx), inside React's act():
// effects have run and updates are committed by the time the next line of the test runs.
import { act, type ComponentType } from 'react';
import type { IslandProps } from '../src/runtime/define';
import { renderIsland } from '../src/runtime/render';

/** Mounts `Island` on `host` with `props`; a crash fails the test. Returns the unmount. */
export function mountIsland<P>(Island: ComponentType<IslandProps<P>>, host: HTMLElement, props: P): () => void {
  let unmount = () => {};
  act(() => {
    unmount = renderIsland(host, Island, props, (error) => {
      throw error;
    });
  });
  return () => act(() => unmount());
}

/** Runs `interaction` (a click, a key, a store change) and commits what it set off. */
export function interact(interaction: () => void): void {
  act(interaction);
}

/** Lets pending promises and timers of 0 ms run, and commits the updates they made. */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
