// The page view's recording, started from the definition at load without React: the tracker runs
// while consent allows, for the page's whole life.
import { followAttribution } from './attribution';
import { read } from './read';

/** `arrived`: whether the page was reached from elsewhere (the definition's test at load). */
export function recordPageView(host: HTMLElement, arrived: boolean): void {
  followAttribution(host, read().config, arrived);
}
