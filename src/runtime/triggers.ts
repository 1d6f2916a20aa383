import type { Trigger } from './define';
import { firstInteraction } from './first-interaction';
import { requestIdle } from './idle';

type Task = () => void;
/** Fires an island's trigger; `urgent` when the shopper is reaching for it right now. */
type Fire = (urgent?: boolean) => void;
type Cancel = () => void;

// Our share of one idle period: a longer run would hold up a click that arrives meanwhile.
const IDLE_SLICE_MS = 8;

/** Whether the shopper's input is waiting for the main thread (Support: Chromium 87; elsewhere never). */
function inputPending(): boolean {
  const scheduling = (navigator as Navigator & { scheduling?: { isInputPending?: () => boolean } }).scheduling;
  return scheduling?.isInputPending?.() === true;
}

// The longest a press holds the queue: a pointer held down (a drag, a long touch) is no click.
const PRESS_HOLD_MS = 1000;

/**
 * Callbacks run when the main thread is idle, as many per idle period as its deadline allows, up to
 * 8 ms, and none more once the shopper's input is waiting. A press (from pointerdown to the click
 * that ends it) is not idle time, though the thread waits: code started then (a mount's chunks) is
 * evaluated as it lands, in the way of the click's own work, such as an add's request.
 */
class IdleQueue {
  private readonly tasks = new Set<Task>();
  private scheduled = false;
  private pressing = false;
  private pressEnd: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly win: Window, options: AddEventListenerOptions) {
    win.addEventListener('pointerdown', this.pressed, options);
    win.addEventListener('pointerup', this.released, options);
    win.addEventListener('pointercancel', this.released, options);
  }

  private readonly pressed = (): void => {
    this.pressing = true;
    clearTimeout(this.pressEnd);
    this.pressEnd = setTimeout(this.release, PRESS_HOLD_MS);
  };

  // A task later: the click comes right after pointerup, and its handlers run first.
  private readonly released = (): void => {
    clearTimeout(this.pressEnd);
    this.pressEnd = setTimeout(this.release, 0);
  };

  private readonly release = (): void => {
    this.pressing = false;
    this.schedule();
  };

  add(task: Task): Cancel {
    this.tasks.add(task);
    this.schedule();
    return () => this.tasks.delete(task);
  }

  private schedule(): void {
    if (this.scheduled || this.tasks.size === 0) return;
    this.scheduled = true;
    requestIdle((deadline) => {
      this.scheduled = false;
      if (this.pressing) return;
      const started = performance.now();
      let ran = 0;
      for (const task of this.tasks) {
        // At least one task per idle callback: an environment that only ever hands out empty idle
        // periods (a faked clock, a starved tab) must still make progress.
        if (ran > 0 && (inputPending() || performance.now() - started > IDLE_SLICE_MS || (deadline.timeRemaining() < 1 && !deadline.didTimeout))) break;
        this.tasks.delete(task);
        task();
        ran += 1;
      }
      this.schedule();
    }, this.win);
  }
}

// Events that announce the shopper is about to use an element. `pointerover` comes hundreds of
// milliseconds before a mouse click, `touchstart` and `focusin` before a tap or a key press.
// `woo-islands:wake` is an island asking on the shopper's behalf (src/wake-island.ts).
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'woo-islands:wake'] as const;

/**
 * Decides when each island fires; it never decides what is loaded. One instance per runtime holds the
 * shared observers, so a page of 48 cards has one IntersectionObserver and one idle queue.
 */
export class Triggers {
  private readonly idle: IdleQueue;
  private readonly visibleHosts = new Map<Element, Set<Fire>>();
  private observer: IntersectionObserver | null = null;
  private readonly intentHosts = new Map<Element, Set<() => void>>();
  private listeningForIntent = false;
  private readonly shopperArrived: Promise<void>;
  /** How the page-wide listeners listen: capturing, passive, until the runtime stops. */
  private readonly pageWide: AddEventListenerOptions;

  /**
   * @param lookAround called with an intent event's target before the waiting hosts are looked up:
   * the runtime arms there the islands it has not searched the page for yet.
   * @param signal aborted when the runtime stops: the page-wide listeners go with it.
   */
  constructor(private readonly win: Window, private readonly lookAround: (target: Element) => void, signal: AbortSignal) {
    this.pageWide = { capture: true, passive: true, signal };
    this.idle = new IdleQueue(win, this.pageWide);
    const pageLoaded = win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
    this.shopperArrived = Promise.all([pageLoaded, firstInteraction(win.document)]).then(() => {});
  }

  arm(trigger: Trigger, host: HTMLElement, fire: Fire): Cancel {
    switch (trigger) {
      case 'load':
        fire();
        return () => {};
      case 'idle':
        return this.idle.add(fire);
      case 'visible':
        return this.whenVisible(host, fire);
      case 'interaction':
        return this.onIntent(host, fire, true);
      case 'intent':
        return this.onIntent(host, fire, false);
      default:
        fire();
        return () => {};
    }
  }

  /** Runs `task` in idle time once the page has loaded and the shopper has shown up. */
  afterShopperArrives(task: Task): void {
    void this.shopperArrived.then(() => this.idle.add(task));
  }

  private whenVisible(host: Element, fire: Fire): Cancel {
    // Support: IntersectionObserver everywhere we run; without it the island simply mounts when idle.
    if (typeof IntersectionObserver === 'undefined') return this.idle.add(fire);
    this.observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const fires = this.visibleHosts.get(entry.target);
        this.visibleHosts.delete(entry.target);
        this.observer?.unobserve(entry.target);
        fires?.forEach((f) => f());
      }
    }, { rootMargin: '256px 0px' });
    const fires = this.visibleHosts.get(host) ?? new Set<Fire>();
    fires.add(fire);
    this.visibleHosts.set(host, fires);
    this.observer!.observe(host);
    return () => {
      fires.delete(fire);
      if (fires.size === 0) {
        this.visibleHosts.delete(host);
        this.observer?.unobserve(host);
      }
    };
  }

  private onIntent(host: HTMLElement, fire: Fire, mountWhenIdle: boolean): Cancel {
    let done = false;
    let cancelIdle: Cancel = () => {};
    const once = (urgent: boolean) => {
      if (done) return;
      cancel();
      fire(urgent);
    };
    const onIntent = () => once(true);
    const cancel = () => {
      done = true;
      const waiting = this.intentHosts.get(host);
      waiting?.delete(onIntent);
      if (waiting?.size === 0) this.intentHosts.delete(host);
      cancelIdle();
    };
    this.listenForIntent();
    const waiting = this.intentHosts.get(host) ?? new Set<() => void>();
    waiting.add(onIntent);
    this.intentHosts.set(host, waiting);
    // Once the page has loaded and the shopper has shown up (a scroll, a pointer move, a key), the
    // islands nobody touched yet mount in idle time, so their next move finds them ready. A page
    // nobody uses never downloads them.
    if (mountWhenIdle) {
      void this.shopperArrived.then(() => {
        if (!done) cancelIdle = this.idle.add(() => once(false));
      });
    }
    return cancel;
  }

  /**
   * One capturing listener per intent event for the whole page rather than five on every host: a
   * category page has a hundred waiting hosts, and capture also hears the events that do not bubble.
   */
  listenForIntent(): void {
    if (this.listeningForIntent) return;
    this.listeningForIntent = true;
    for (const type of INTENT_EVENTS) this.win.document.addEventListener(type, this.heardIntent, this.pageWide);
  }

  private readonly heardIntent = (event: Event): void => {
    // A wake names its element; the shopper's own events reach every host around the target.
    if (!(event.target instanceof Element)) return;
    const onlyTarget = event.type === 'woo-islands:wake';
    this.lookAround(event.target);
    for (let node: Element | null = event.target; node; node = onlyTarget ? null : node.parentElement) {
      const waiting = this.intentHosts.get(node);
      if (waiting) for (const onIntent of [...waiting]) onIntent();
    }
  };
}
