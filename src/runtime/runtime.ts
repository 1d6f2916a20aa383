import { importChunk } from './chunk-error';
import { NO_ELEMENT, type EarlyClickModule, type IslandDefinition, type IslandModule, type Release, type Trigger } from './define';
import { Preloader } from './preload';
import { RenderQueue } from './render-queue';
import { queryEach, selectorsOf } from './selector-list';
import { Triggers } from './triggers';
import { isActingKey } from './held-keys';
import { describeElement, warnOnce } from './warn';

/** `ready`: its placeholder's work answers the shopper; the island has not mounted. */
type State = 'waiting' | 'ready' | 'loading' | 'mounted' | 'error';

interface IslandRecord {
  readonly def: IslandDefinition<unknown>;
  readonly host: HTMLElement;
  /** The definition's trigger, as chosen for this element. */
  readonly trigger: Trigger;
  state: State;
  cancelTrigger: () => void;
  mounting?: Promise<boolean>;
  /** Set while the mount is on its way: the shopper reached for it, so it goes first from now on. */
  urgent?: boolean;
  /** Moves its queued render to the front. */
  promoteRender?: () => void;
  unmount?: () => void;
  /** Set when the placeholder's work answers the shopper without the island: it stops that work. */
  release?: Release;
}

/**
 * Runs `run` once the browser has painted what the current task changed: after the next frame, or
 * after 100 ms where frames do not come (a tab in the background).
 */
function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

// The spec's chunk-load timeout; a chunk that has not arrived by then counts as failed.
const CHUNK_TIMEOUT_MS = 120_000;

/** Triggers that wait for the shopper (scrolling near, reaching for it, being there): a page can settle without them. */
const waitsForShopper = (trigger: Trigger) => trigger === 'visible' || trigger === 'intent' || trigger === 'interaction';

/**
 * Islands that only ever mount when the shopper reaches for them, or once they have shown up: the page
 * is not searched for them until then (a category page has a hundred such hosts, and finding and
 * marking them was most of the entry's work before the first interaction).
 */
const searchedLater = (def: IslandDefinition<unknown>) => def.trigger === 'intent' || def.trigger === 'interaction';

// Copies made for layout only (Elementor's sticky spacer clones its element, ids and all).
const IGNORED = '.elementor-sticky__spacer, [data-wi-ignore]';

// How long an early click's answer may take before the islands come anyway, to show a guess.
const SLOW_ANSWER_MS = 500;

// How long a held event waits for the islands around the one it was aimed at, once that one is there.
const OUTER_WAIT_MS = 1000;

const loadRenderer = () => import('./render');

/** What mounting `def` imports: the React renderer (one copy for every island) and its module. */
function loadMount(def: IslandDefinition<unknown>) {
  return Promise.all([loadRenderer(), def.load()]);
}

/** An island chunk holds its `read` and, as default export, its component. */
function holdsIsland([, module]: [unknown, IslandModule<unknown> | undefined]): boolean {
  return typeof module?.read === 'function' && module.default != null;
}

/** Whether `el` matches `selector`; `ifInvalid` when the selector is not valid CSS. */
function matches(el: Element, selector: string, ifInvalid: boolean): boolean {
  try {
    return el.matches(selector);
  } catch {
    return ifInvalid;
  }
}

/** BadMarkup (./bad-markup.ts), known by name: importing the class would share a module with the chunks. */
const isBadMarkup = (error: unknown): error is Error => error instanceof Error && error.name === 'BadMarkup';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Finds the islands in the page, arms each one's trigger, mounts it in its own root and error boundary,
 * and follows the page: markup that arrives later is mounted, markup that leaves is unmounted.
 * Each host carries `data-wi-<island>` = waiting | loading | mounted | error.
 */
export class IslandRuntime {
  private readonly records = new Map<HTMLElement, Map<string, IslandRecord>>();
  private readonly triggers: Triggers;
  private readonly renders: RenderQueue;
  private readonly preloader = new Preloader();
  private observer: MutationObserver | null = null;
  /** What the page inserted or removed since the last search of late markup. */
  private readonly unfollowed: MutationRecord[] = [];
  private anySelector: string | undefined;
  /** Definitions searched for once the shopper shows up; until then found around their events only. */
  private readonly later: Set<IslandDefinition<unknown>>;
  private readonly laterSelector: string;
  /** Elements (and so their ancestors) already looked at for the islands searched later. */
  private readonly lookedAt = new WeakSet<Element>();
  private readonly warmed = new Set<string>();
  /** The early-click modules loaded so far, by island, so a click can run one without a task's wait. */
  private readonly earlyClickModules = new Map<string, EarlyClickModule>();
  private readonly wakeable = new Set<string>();
  /** Aborted by `stop()`: the listeners that outlive a scan. */
  private readonly stopped = new AbortController();
  private unsettled = 0;
  private busy = true;
  /** Clicks done before their island mounted (`earlyClick`): loading that is not urgent waits for them. */
  private earlyClicks: Promise<unknown> = Promise.resolve();
  /** Keys held while their island mounts, replayed in the order they were pressed. */
  private heldKeys: Promise<unknown> = Promise.resolve();

  private readonly definitions: readonly IslandDefinition<any>[];

  constructor(
    definitions: readonly IslandDefinition<any>[],
    private readonly win: Window = window,
  ) {
    this.definitions = definitions.filter((def) => def.selector !== NO_ELEMENT);
    this.later = new Set(this.definitions.filter(searchedLater));
    this.laterSelector = [...this.later].map((def) => def.selector).join(', ');
    this.triggers = new Triggers(win, (target) => this.lookAround(target), this.stopped.signal);
    this.renders = new RenderQueue(win);
  }

  start(root: ParentNode = this.win.document): void {
    const listening = { capture: true, signal: this.stopped.signal };
    this.win.document.addEventListener('click', this.holdEarlyClick, listening);
    this.win.document.addEventListener('keydown', this.holdEarlyKey, listening);
    this.win.document.addEventListener('keyup', this.holdEarlyKey, listening);
    this.discover(root);
    this.observer = new MutationObserver((mutations) => this.followSoon(mutations));
    // Markup that arrives later arrives in the body; the head only gains the links and styles the
    // islands add themselves, and looking at each of those would cost a search of every selector.
    this.observer.observe(root instanceof Document ? root.body ?? root : root, { childList: true, subtree: true });
    if (this.later.size) this.searchLater(root);
    this.reportIfSettled();
  }

  /**
   * The islands that wait for the shopper: found around the events that announce them until the
   * shopper shows up, then searched for in idle time, one definition per slice.
   */
  private searchLater(root: ParentNode): void {
    this.triggers.listenForIntent();
    for (const def of this.later) {
      // Only an island that prepares for its first click asks whether the page holds one: a query
      // per definition costs some 0.2 ms of a slowed phone, the others wait for the shopper anyway.
      if ((def.warm || def.earlyClick) && this.holds(root, def)) {
        // The early click first: it is what a click right after the shopper's first move waits for.
        if (def.earlyClick) this.loadEarlyClickAhead(def);
        if (def.warm) this.warmOnArrival(def);
      }
      this.triggers.afterShopperArrives(() => {
        if (this.later.delete(def)) this.discoverWith(def, root);
      });
    }
  }

  /**
   * The early-click chunk, loaded in idle time once the shopper shows up, before the click that needs
   * it: a visitor who only looks costs nothing. Loaded, not only fetched: its modules only define
   * things (a few milliseconds of a slowed phone), whereas a click that must first link and evaluate a
   * fetched module graph waits 6 to 16 ms more for it.
   */
  private loadEarlyClickAhead(def: IslandDefinition<unknown>): void {
    this.triggers.afterShopperArrives(() => void this.loadEarlyClick(def, true).catch(() => {}));
  }

  /** Whether `root` holds an element for `def` (an invalid selector is reported when it is searched). */
  private holds(root: ParentNode, def: IslandDefinition<unknown>): boolean {
    try {
      return root.querySelector(def.selector) !== null;
    } catch {
      return false;
    }
  }

  /** Arms the islands not searched for yet on `target` and its ancestors. */
  private lookAround(target: Element): void {
    if (!this.later.size) return;
    for (let node: Element | null = target; node && !this.lookedAt.has(node); node = node.parentElement) {
      this.lookedAt.add(node);
      // Invalid CSS in the list: each definition is tried on its own (and warns when the page is searched).
      if (!(node instanceof HTMLElement) || !matches(node, this.laterSelector, true)) continue;
      for (const def of this.later) if (matches(node, def.selector, false)) this.arm(def, node);
    }
  }

  stop(): void {
    this.observer?.disconnect();
    this.stopped.abort();
    for (const host of [...this.records.keys()]) this.forget(host);
  }

  /**
   * Arms every island found in `root` (and `root` itself), but for those searched for later. Hosts
   * already known are left alone.
   */
  discover(root: ParentNode): void {
    if (root instanceof Element && !this.mayHoldIslands(root)) return;
    for (const def of this.definitions) if (!this.later.has(def)) this.discoverWith(def, root);
  }

  private discoverWith(def: IslandDefinition<unknown>, root: ParentNode): void {
    let hosts: HTMLElement[];
    try {
      hosts = queryEach(root, selectorsOf(def.selector)) as HTMLElement[];
      if (root instanceof HTMLElement && root.matches(def.selector)) hosts.unshift(root);
    } catch (error) {
      warnOnce(`${def.name}: its selector "${def.selector}" is not valid CSS.`, error);
      return;
    }
    for (const host of hosts) this.arm(def, host);
  }

  /**
   * One query for every selector at once: most markup that arrives later (an island's own UI, a
   * re-rendered button) holds no island, and one pass over it beats one per definition.
   */
  private mayHoldIslands(root: Element): boolean {
    this.anySelector ??= this.definitions.map((def) => def.selector).join(', ');
    try {
      return root.matches(this.anySelector) || root.querySelector(this.anySelector) !== null;
    } catch {
      // One selector is not valid CSS: each definition is queried (and warns) on its own.
      return true;
    }
  }

  /** How many islands are in each state; QA and the benchmarks read it. */
  census(): Record<State, number> {
    const counts: Record<State, number> = { waiting: 0, ready: 0, loading: 0, mounted: 0, error: 0 };
    for (const byName of this.records.values()) for (const r of byName.values()) counts[r.state] += 1;
    return counts;
  }

  private arm(def: IslandDefinition<unknown>, host: HTMLElement): void {
    if (host.closest(IGNORED)) return;
    let byName = this.records.get(host);
    if (byName?.has(def.name)) return;
    if (!byName) this.records.set(host, (byName = new Map()));
    const work = def.placeholder ? this.showPlaceholder(def, host) : undefined;
    const trigger = this.chooseTrigger(def, host);
    const record: IslandRecord = { def, host, trigger, state: 'waiting', cancelTrigger: () => {} };
    byName.set(def.name, record);
    this.setState(record, 'waiting');
    if (work) this.answerWith(record, work);
    if (!waitsForShopper(trigger)) this.startWork();
    else this.followOtherTabs(def);
    record.cancelTrigger = this.triggers.arm(trigger, host, (urgent) => this.fire(record, urgent === true || trigger === 'load'));
    if (def.warm) this.warmOnArrival(def);
  }

  /**
   * The shopper reached for an island that can act before it mounts (`earlyClick`): only the small
   * chunk for that is fetched now, and the island mounts in idle time. React's evaluation would hold up
   * a click that follows at once.
   */
  private fire(record: IslandRecord, urgent: boolean): void {
    const { earlyClick } = record.def;
    if (record.release && record.trigger !== 'load') {
      // The placeholder's work answers this very input: the mount (a state written on the host, preload
      // links, the imports) waits for the frame that shows that answer, not ahead of it.
      afterNextPaint(() => void this.mount(record, urgent));
      return;
    }
    if (!urgent || !earlyClick || record.trigger === 'load') {
      void this.mount(record, urgent);
      return;
    }
    void this.loadEarlyClick(record.def).catch(() => {});
    this.triggers.afterShopperArrives(() => void this.mount(record, false));
  }

  /**
   * The chunk of `def`'s early click; `ahead`, loaded before anyone clicked, lets the browser find what
   * it imports, whereas a click waiting for it has every chunk asked for at once (an import() each,
   * about a millisecond apiece of a slowed phone's load, which nobody waits for ahead of time).
   */
  private loadEarlyClick(def: IslandDefinition<unknown>, ahead = false): Promise<EarlyClickModule> {
    if (!ahead) this.preloader.preload(`${def.name}:early-click`);
    return def.earlyClick!().then((module) => {
      this.earlyClickModules.set(def.name, module);
      return module;
    });
  }

  /**
   * Runs `def`'s early click on `host`: in the click's own task when its chunk is here (an import
   * resolves a task later, some 3 to 18 ms of a slowed phone), else once it has arrived.
   */
  private runEarlyClick(def: IslandDefinition<unknown>, host: HTMLElement): Promise<boolean> {
    const loaded = this.earlyClickModules.get(def.name);
    if (!loaded) return this.loadEarlyClick(def).then((module) => module.clickBeforeMount(host));
    try {
      return loaded.clickBeforeMount(host);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /**
   * Once per island: its code is fetched and evaluated as soon as the shopper shows up and the page is
   * idle, ahead of the islands that mount in idle time then, and after a click being done before its
   * island mounted. Not before: a visitor who only looks costs nothing.
   */
  private warmOnArrival(def: IslandDefinition<unknown>): void {
    if (this.warmed.has(def.name)) return;
    this.warmed.add(def.name);
    this.triggers.afterShopperArrives(() => void this.earlyClicks.then(() => this.warm(def)));
  }

  /**
   * Runs `def`'s `otherTabs.follow` when another tab writes to storage, or when the shopper comes back
   * to this tab and `changedElsewhere()`. The shopper reaches another tab by leaving this one, so the
   * `storage` listener is added then: the first one a page adds is a synchronous call into the
   * browser (about 5 ms on a slowed phone), which a visitor who stays on the page never pays. A tab
   * opened in the background never lost focus to the other one; coming back covers it.
   */
  private followOtherTabs(def: IslandDefinition<unknown>): void {
    if (!def.otherTabs || this.wakeable.has(def.name)) return;
    this.wakeable.add(def.name);
    const { changedElsewhere, follow: run } = def.otherTabs;
    const { win } = this;
    const { signal } = this.stopped;
    let listening = false;
    const focusChanged = () => {
      if (!listening) win.addEventListener('storage', run, { signal });
      listening = true;
      if (win.document.visibilityState === 'visible' && win.document.hasFocus() && changedElsewhere()) run();
    };
    win.addEventListener('blur', focusChanged, { signal });
    win.addEventListener('focus', focusChanged, { signal });
    win.document.addEventListener('visibilitychange', focusChanged, { signal });
  }

  /** Fetches (and evaluates, which defines and mounts nothing) what the island's mount will import. */
  private warm(def: IslandDefinition<unknown>): void {
    this.preloader.preload(def.name);
    void loadMount(def).catch(() => {});
  }

  private showPlaceholder(def: IslandDefinition<unknown>, host: HTMLElement): Release | Promise<Release> | undefined {
    try {
      return def.placeholder!(host) || undefined;
    } catch (error) {
      warnOnce(`${def.name}: its placeholder failed; the server markup stays as it is.`, error);
      return undefined;
    }
  }

  /**
   * The placeholder's work answers the shopper once `work` is there: the host is `ready` until its
   * island mounts. Work that fails is the island failing, and it never mounts.
   */
  private answerWith(record: IslandRecord, work: Release | Promise<Release>): void {
    const take = (release: Release) => {
      if (!this.isCurrent(record)) return release();
      record.release = release;
      if (record.state === 'waiting') this.setState(record, 'ready');
    };
    if (typeof work === 'function') return take(work);
    work.then(take, (error: unknown) => {
      if (!this.isCurrent(record) || (record.state !== 'waiting' && record.state !== 'ready')) return;
      record.cancelTrigger();
      this.fail(record, error);
    });
  }

  private chooseTrigger(def: IslandDefinition<unknown>, host: HTMLElement): Trigger {
    if (typeof def.trigger !== 'function') return def.trigger;
    try {
      return def.trigger(host);
    } catch (error) {
      // A check that cannot decide: the island mounts as if it had work at load.
      warnOnce(`${def.name}: choosing its trigger failed; it mounts at load.`, error);
      return 'load';
    }
  }

  private mount(record: IslandRecord, urgent: boolean): Promise<boolean> {
    if (urgent) {
      record.urgent = true;
      record.promoteRender?.();
    }
    if (record.mounting) return record.mounting;
    record.cancelTrigger();
    if (waitsForShopper(record.trigger)) this.startWork();
    this.setState(record, 'loading');
    record.mounting = this.load(record).finally(() => {
      this.unsettled -= 1;
      this.reportIfSettled();
    });
    return record.mounting;
  }

  private async load(record: IslandRecord): Promise<boolean> {
    const { def, host } = record;
    if (!record.urgent) await this.earlyClicks;
    this.preloader.preload(def.name);
    try {
      const [renderer, module] = await importChunk(() => loadMount(def), holdsIsland, CHUNK_TIMEOUT_MS);
      if (!this.isCurrent(record)) return false;
      const props = module.read(host);
      await new Promise<void>((resolve) => {
        record.promoteRender = this.renders.push(() => {
          record.promoteRender = undefined;
          if (this.isCurrent(record)) {
            record.unmount = renderer.renderIsland(host, module.default, props, (error) => this.fail(record, error));
          }
          resolve();
        }, record.urgent === true);
      });
      if (record.state !== 'loading' || !this.isCurrent(record)) return false;
      this.setState(record, 'mounted');
      return true;
    } catch (error) {
      this.fail(record, error);
      return false;
    }
  }

  private fail(record: IslandRecord, error: unknown): void {
    if (record.state === 'error') return;
    this.setState(record, 'error');
    // The crashed root renders nothing; free it once the boundary has finished with it.
    setTimeout(() => record.unmount?.(), 0);
    const event = new CustomEvent('woo-islands:error', {
      bubbles: true,
      cancelable: true,
      detail: { island: record.def.name, error },
    });
    if (!record.host.dispatchEvent(event)) return;
    warnOnce(
      `${record.def.name} on ${describeElement(record.host)}: ${reasonOf(error)}. The server markup stays as it is.`,
      isBadMarkup(error) ? undefined : error,
    );
  }

  /**
   * Late markup is searched in a task of its own, not in the one that inserted it: a cart's fragments
   * arrive in the add's own task, and the button's 'added' is painted before their islands are armed.
   */
  private followSoon(mutations: MutationRecord[]): void {
    const first = this.unfollowed.length === 0;
    this.unfollowed.push(...mutations);
    if (first) setTimeout(() => {
      const batch = this.unfollowed.splice(0);
      if (!this.stopped.signal.aborted) this.follow(batch);
    });
  }

  private follow(mutations: MutationRecord[]): void {
    const removed = new Set<Node>();
    for (const mutation of mutations) mutation.removedNodes.forEach((node) => removed.add(node));
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        // An island's element moved within the page (the consent banner goes first in the body): it
        // and what it holds were searched where they were.
        if (removed.has(node) && this.records.has(node as HTMLElement)) continue;
        if (node.nodeType === 1 && node.isConnected) this.discover(node as Element);
      }
    }
    if (removed.size) this.sweep();
  }

  /** Unmounts islands whose element left the page (a fragment swap, a closed popup). */
  private sweep(): void {
    for (const host of [...this.records.keys()]) {
      if (!host.isConnected) this.forget(host);
    }
  }

  private forget(host: HTMLElement): void {
    const byName = this.records.get(host);
    this.records.delete(host);
    for (const record of byName?.values() ?? []) {
      record.cancelTrigger();
      if (record.state === 'waiting' && !waitsForShopper(record.trigger)) this.unsettled -= 1;
      record.unmount?.();
      record.release?.();
    }
    this.reportIfSettled();
  }

  private isCurrent(record: IslandRecord): boolean {
    return this.records.get(record.host)?.get(record.def.name) === record;
  }

  private setState(record: IslandRecord, state: State): void {
    record.state = state;
    record.host.setAttribute(`data-wi-${record.def.name}`, state);
  }

  private startWork(): void {
    this.unsettled += 1;
    this.busy = true;
  }

  /** Fires `woo-islands:settled` each time the last island that was loading or waiting to load is done. */
  private reportIfSettled(): void {
    if (this.unsettled > 0 || !this.busy) return;
    this.busy = false;
    performance.mark('woo-islands:settled');
    const detail = this.census();
    this.win.document.dispatchEvent(new CustomEvent('woo-islands:settled', { detail }));
  }

  /**
   * A click on an `interaction` or `intent` island that has not mounted yet is held, the island is mounted at
   * once, and the click is replayed: it reaches the island, or, if the island failed, the server
   * markup's own default (a link navigates). Replays are untrusted, so they pass through here. An
   * island with an `earlyClick` does the click's work without React instead, and mounts afterwards. A
   * host whose placeholder's work answers the shopper (it returned a release) is not held for.
   */
  private readonly holdEarlyClick = (event: MouseEvent): void => {
    if (!event.isTrusted || !(event.target instanceof Element)) return;
    const held = this.mountingAround(event.target);
    if (!held.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    let replayOn: Element | null = event.target;
    while (replayOn && !(replayOn instanceof HTMLElement)) replayOn = replayOn.parentElement;
    const replay = () => this.mountForReplay(held).then(() => {
      if (replayOn instanceof HTMLElement && replayOn.isConnected) replayOn.click();
    });
    const early = held.find((record) => record.def.earlyClick);
    if (!early) {
      void replay();
      return;
    }
    const done = this.runEarlyClick(early.def, early.host).catch(() => false);
    // React is fetched while the click's request is out, and evaluated once the answer is in: its
    // evaluation (some 100 ms of a slowed phone) would hold the answer up. Unless the answer is slow:
    // the islands then come to show the shopper a guess of the cart meanwhile. Asked for a task later:
    // the preload links cost the click's request some 5 ms of a slowed phone before it goes out.
    setTimeout(() => {
      for (const record of held) this.preloader.fetchAhead(record.def.name);
    });
    const answeredOrSlow = Promise.race([done, new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS))]);
    this.earlyClicks = Promise.all([this.earlyClicks, answeredOrSlow]);
    void answeredOrSlow.then(() => {
      for (const record of held) void this.mount(record, false);
    });
    void done.then((clicked) => {
      if (!clicked) void replay();
    });
  };

  /**
   * Mounts the islands a held event waits for, innermost first in `held`. The event is replayed once
   * all have mounted, or a moment after the innermost (the one it was aimed at) has: an outer island
   * whose code stalls must not hold the shopper's click for its two-minute timeout.
   */
  private mountForReplay(held: IslandRecord[]): Promise<unknown> {
    const mounts = held.map((record) => this.mount(record, true));
    const innermostThenAMoment = mounts[0]!.then(() => new Promise((resolve) => setTimeout(resolve, OUTER_WAIT_MS)));
    return Promise.race([Promise.all(mounts), innermostThenAMoment]);
  }

  /** The islands around an element that an event on it would reach before they can answer it. */
  private mountingAround(target: Element): IslandRecord[] {
    this.lookAround(target);
    const held: IslandRecord[] = [];
    for (let node: Element | null = target; node; node = node.parentElement) {
      for (const record of this.records.get(node as HTMLElement)?.values() ?? []) {
        if (!record.release && (record.state === 'waiting' || record.state === 'loading') && this.holdsFor(record, target)) held.push(record);
      }
    }
    return held;
  }

  /** Whether an event on `target` must wait for the island (see `holdsClicksOn`). */
  private holdsFor({ def, trigger, host }: IslandRecord, target: Element): boolean {
    if (trigger === 'interaction' || trigger === 'intent') return true;
    if (!def.holdsClicksOn) return false;
    const control = target.closest(def.holdsClicksOn);
    return control !== null && host.contains(control);
  }

  /**
   * A key that acts on a widget (./held-keys.ts), pressed where an island is still mounting, is held
   * like a click: the island is mounted at once and the key replayed on the element it was pressed on.
   */
  private readonly holdEarlyKey = (event: KeyboardEvent): void => {
    if (!event.isTrusted || !(event.target instanceof Element) || !isActingKey(event)) return;
    const held = this.mountingAround(event.target);
    if (!held.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target;
    const mounted = this.mountForReplay(held);
    this.heldKeys = Promise.all([this.heldKeys, mounted, import('./replay-key')])
      .then(([, , { replayKey }]) => replayKey(event, target))
      .catch(() => {});
  };
}
