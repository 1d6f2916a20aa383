// The events bridge. WooCommerce's scripts talk through jQuery events (`added_to_cart`,
// `found_variation`, …) and analytics, themes and plugins listen to them. We fire every one of them
// twice over: as a DOM CustomEvent (arguments in `detail`) and, when jQuery is on the page, through
// jQuery's trigger (arguments as extra handler parameters), so both kinds of listener hear it once.

/** The DOM events woo-islands fired itself, so its listeners can tell them apart. */
const ownEvents = new WeakSet<Event>();

type JQueryEvent = { type: string; isTrigger?: number; wooIslands?: boolean };
type JQueryHandler = (event: JQueryEvent, ...args: unknown[]) => unknown;
interface JQueryObject {
  0?: Element;
  jquery: string;
  trigger(event: JQueryEvent | string, args?: unknown[]): JQueryObject;
  triggerHandler(event: string, args?: unknown[]): unknown;
  on(type: string, handler: JQueryHandler): JQueryObject;
  off(type: string, handler: JQueryHandler): JQueryObject;
}
export interface JQueryStatic {
  (target: EventTarget | Element): JQueryObject;
  Event(type: string): JQueryEvent;
  event: { triggered?: string };
  fn: Record<string, unknown>;
}

/** The page's jQuery, if the shop still loads it. */
export function jquery(win: Window = window): JQueryStatic | null {
  const jq = (win as unknown as { jQuery?: JQueryStatic }).jQuery;
  return typeof jq === 'function' && jq.fn && jq.event ? jq : null;
}

function isJQueryObject(value: unknown): value is JQueryObject {
  return typeof value === 'object' && value !== null && 'jquery' in value;
}

/** Arguments as jQuery listeners expect them: elements wrapped, like WooCommerce's `$thisbutton`. */
function forJQuery(jq: JQueryStatic, args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Element ? jq(arg) : arg));
}

/** Arguments as our listeners expect them: jQuery objects unwrapped to their element. */
function fromJQuery(args: unknown[]): unknown[] {
  return args.map((arg) => (isJQueryObject(arg) ? arg[0] ?? null : arg));
}

/**
 * Fires a WooCommerce event on `target` (document.body by default) with WooCommerce's arguments.
 * Native listeners get a bubbling CustomEvent with `detail = args`; jQuery listeners get the arguments
 * as parameters. jQuery also hears native events, so while the native one is dispatched its
 * `event.triggered` guard is set (the guard jQuery itself uses around `elem.click()`): each jQuery
 * listener runs once, from the trigger, with the arguments.
 */
export function emit(type: string, args: unknown[] = [], target: EventTarget = document.body): void {
  const native = new CustomEvent(type, { bubbles: true, cancelable: true, detail: args });
  ownEvents.add(native);
  const jq = jquery();
  if (!jq) {
    target.dispatchEvent(native);
    return;
  }
  const previous = jq.event.triggered;
  jq.event.triggered = type;
  try {
    target.dispatchEvent(native);
  } finally {
    jq.event.triggered = previous;
  }
  const event = jq.Event(type);
  event.wooIslands = true;
  jq(target).trigger(event, forJQuery(jq, args));
}

/**
 * jQuery's triggerHandler, for WooCommerce's veto hooks such as
 * `should_send_ajax_request.adding_to_cart`: returns false when a listener vetoed.
 */
export function askListeners(type: string, args: unknown[] = [], target: EventTarget = document.body): boolean {
  const jq = jquery();
  return !jq || jq(target).triggerHandler(type, forJQuery(jq, args)) !== false;
}

export interface Heard {
  /** True when woo-islands fired the event itself. */
  own: boolean;
  event: Event | JQueryEvent;
}

/**
 * Listens to a WooCommerce event whoever fires it: woo-islands, a plugin through jQuery, or a
 * script dispatching a DOM event. `args` are WooCommerce's arguments, elements unwrapped.
 * Returns the unsubscribe.
 */
export function on(
  type: string,
  listener: (args: unknown[], heard: Heard) => void,
  target: EventTarget = document.body,
): () => void {
  const native = (event: Event) => {
    const detail = (event as CustomEvent).detail;
    listener(Array.isArray(detail) ? detail : detail === undefined || detail === null ? [] : [detail], {
      own: ownEvents.has(event),
      event,
    });
  };
  target.addEventListener(type, native);
  // jQuery-triggered events never reach native listeners; hear those through jQuery, once. Native
  // events (ours included) were already heard above.
  const viaJQuery: JQueryHandler = (event, ...args) => {
    if (!event.isTrigger || event.wooIslands) return;
    listener(fromJQuery(args), { own: false, event });
  };
  const jq = jquery();
  jq?.(target).on(type, viaJQuery);
  return () => {
    target.removeEventListener(type, native);
    jq?.(target).off(type, viaJQuery);
  };
}
