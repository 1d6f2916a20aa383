// The page view's recording, started from the definition at load without React: the tracker runs
// while consent allows, for the page's whole life.
import { followAttribution } from './attribution';
import { read } from './read';

export function recordPageView(host: HTMLElement): void {
  followAttribution(host, read().config);
}
