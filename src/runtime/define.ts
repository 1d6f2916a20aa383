import type { ComponentType } from 'react';

/**
 * When an island's code is loaded and mounted.
 * - `load`: at once; for markup whose server state must be corrected before the shopper looks
 *   (a variation form disables its button, tabs hide the other panels).
 * - `idle`: when the main thread is idle, a few islands per slice.
 * - `visible`: when the element comes within 256 px of the viewport.
 * - `interaction`: on intent (pointer over, touch, focus); a click that beats the code is held and
 *   replayed once the island is mounted. Once the page has loaded and the shopper has interacted with
 *   it at all (scroll, pointer move, key), the ones still waiting mount when idle.
 * - `intent`: like `interaction`, but only ever on intent (no idle mount): for controls the page shows
 *   fine without their code until someone reaches for them (header menus, search, filter bars), so a
 *   page that nobody touches never downloads it.
 */
export type Trigger = 'load' | 'idle' | 'visible' | 'interaction' | 'intent';

/**
 * A trigger, or a function choosing one for each element when it is found: an island whose work at
 * load depends on the visitor (a cart to show, notices the server printed) waits for the shopper
 * when there is none. It runs in the entry, before any island code: cheap checks only
 * (src/runtime/page-state.ts).
 */
export type TriggerChoice = Trigger | ((host: HTMLElement) => Trigger);

export interface EarlyClickModule {
  clickBeforeMount(host: HTMLElement): Promise<boolean>;
}

export type IslandProps<P> = P & { host: HTMLElement };

/** Stops work a placeholder started on its host. */
export type Release = () => void;

/** What an island's lazily loaded chunk exports. */
export interface IslandModule<P> {
  /** Reads the island's props from its server markup; throws BadMarkup when they are unusable. */
  read(host: HTMLElement): P;
  default: ComponentType<IslandProps<P>>;
}

/**
 * The part of the shop an island takes over from a classic script. A shop owner can give an area back
 * to its classic scripts (the WordPress plugin's switches); the bundle then leaves it alone.
 */
export type Area = 'cart' | 'product' | 'swatches' | 'wishlist' | 'consent' | 'attribution' | 'theme';

/**
 * A front-end runtime whose handlers an island stands in for (the page builder's). On a page that
 * keeps that runtime (src/runtime/kept-runtimes.ts) the island stands down, so each widget has one
 * handler.
 */
export type Runtime = 'elementor';

export interface IslandDefinition<P = unknown> {
  /** kebab-case; names the island in warnings and in the host's `data-wi-<name>` state attribute. */
  name: string;
  area: Area;
  /** The runtime whose handlers it replaces, if any: the island stands down where that runtime is kept. */
  runtime?: Runtime;
  /**
   * Other areas whose classic scripts the island also does the work of (the variation form draws
   * Variation Swatches' swatches): it leaves the page when any of its areas is given back.
   */
  alsoIn?: readonly Area[];
  /** The server markup the island takes over. */
  selector: string;
  trigger: TriggerChoice;
  load: () => Promise<IslandModule<P>>;
  /**
   * Runs in the entry when the host is found, before its trigger is chosen: prints what the server
   * leaves for scripts to fill in and the page alone can tell (WooCommerce's empty mini cart), so an
   * island with nothing else to do needn't load for it. A few DOM nodes from cheap checks; a throw is
   * warned about once and the island carries on without it. It may also start, by a dynamic import,
   * the shared state the island will show when that must be live at load (the consent engine decides
   * which scripts run): no UI and no React there. Returning a function (or a promise of one, for work
   * whose module it imports) says the host works without its island, as the variation form does at
   * load: the host is `ready` once it does, a click on it is not held for the island, and the function
   * is called when the host leaves the page. A promise that rejects is the island failing (its
   * warning, `error`, no mount), as an unusable markup's `read` is.
   */
  placeholder?: (host: HTMLElement) => void | Release | Promise<Release>;
  /**
   * News from the shopper's other tabs that an island still waiting for the shopper must act on
   * though nobody touched this page (another tab changed the cart): a `storage` event runs `follow`,
   * and so does the shopper coming back to this tab when `changedElsewhere()` says so. Like the
   * placeholder, `follow` runs in the entry, without React (a dynamic import at most), and it may be
   * called more than once; it must not throw.
   */
  otherTabs?: { changedElsewhere: () => boolean; follow: () => void };
  /**
   * Controls in the host whose server markup does nothing without code (TI Wishlist's table posts a
   * form its server ignores): a click or key on one before the island mounts is held and replayed
   * once it has, whatever the trigger. `interaction` and `intent` islands hold for their whole host.
   */
  holdsClicksOn?: string;
  /**
   * Fetch and evaluate the island's code (not mount it) the moment the shopper shows up (a pointer
   * move, a scroll, a key), ahead of the islands idle time mounts then: for an island whose first use
   * must be as fast as the page's own scripts (a loop's add to cart). A visitor who only looks pays
   * nothing for it.
   */
  warm?: boolean;
  /**
   * The chunk that does what a click on a host not mounted yet asks for, without React. Fetched when
   * the shopper reaches for a host (instead of mounting it then: React comes in idle time); on the
   * click, `clickBeforeMount` runs and resolves once the work is done (the server has answered), and
   * the island then mounts without the click replayed. Resolving false (markup it cannot act on) or
   * failing leaves the click to the usual path: mounted, then replayed. Until it resolves, nothing else
   * is evaluated: React's evaluation would hold up the answer's handling (it is only fetched meanwhile).
   * For the one action that must be as fast as the page's own script when it is the page's first
   * event: a loop's add to cart.
   */
  earlyClick?: () => Promise<EarlyClickModule>;
}

/**
 * The selector of an island this page cannot have (decided when the entry runs, from the URL): the
 * page is not searched for it. A selector that matches nothing would still be matched against every
 * element.
 */
export const NO_ELEMENT = ':not(*)';

export function defineIsland<P>(definition: IslandDefinition<P>): IslandDefinition<P> {
  return definition;
}
