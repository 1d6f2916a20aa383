type Task = () => void;

// A slice longer than this would show up as a long task on a slow phone; after it we yield.
const SLICE_MS = 8;

/**
 * Runs island renders in short slices with a yield between them, so mounting 48 cards never blocks
 * input. Urgent renders (islands the shopper is touching, `load` islands) go first.
 */
export class RenderQueue {
  private readonly urgent: Task[] = [];
  private readonly normal: Task[] = [];
  private scheduled = false;
  private readonly channel: MessageChannel | null;

  constructor(private readonly win: Window) {
    // Support: MessageChannel yields without setTimeout's 4 ms clamp; it exists in every browser we run in.
    this.channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
    if (this.channel) this.channel.port1.onmessage = () => this.run();
  }

  /** Queues a render; the returned function moves it to the front if the shopper reaches for it meanwhile. */
  push(task: Task, urgent: boolean): () => void {
    (urgent ? this.urgent : this.normal).push(task);
    this.schedule();
    return () => {
      const waiting = this.normal.indexOf(task);
      if (waiting < 0) return;
      this.normal.splice(waiting, 1);
      this.urgent.push(task);
    };
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    if (this.channel) this.channel.port2.postMessage(null);
    else this.win.setTimeout(() => this.run(), 0);
  }

  private run(): void {
    this.scheduled = false;
    const start = performance.now();
    let task: Task | undefined;
    while ((task = this.urgent.shift() ?? this.normal.shift())) {
      task();
      if (performance.now() - start > SLICE_MS) break;
    }
    if (this.urgent.length || this.normal.length) this.schedule();
  }
}
