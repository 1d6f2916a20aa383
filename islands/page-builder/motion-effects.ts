// The page builder's motion effects on elements (Pro's motion FX), as its handler runs them. Scrolling
// effects (translateY, translateX, rotateZ, scale, opacity, blur): while the element's parent is in
// view, each animation frame in which the page has scrolled turns how far the parent has passed through
// the viewport (0-100 %, or through the page for the `page` range) into CSS variables on the element
// (`--translateY: 40px` inside `transform: translateY(var(--translateY))`). Mouse effects (mouse track,
// tilt) do the same with the pointer's place across the window. Effects are switched on and off for the
// devices in `motion_fx_devices` 200 ms after the window stops resizing. Background effects
// (`background_motion_fx_*`) move a layer the element gets for its background instead of the element.
import { currentDevice, elementSettings } from '../../src/elementor';

/** The spec's motion effects re-check: 200 ms after the last resize. */
export const MOTION_RESIZE_DEBOUNCE_MS = 200;

type Options = Record<string, unknown>;
/** The element's own effects, or its background's (a layer inside it that moves instead). */
type Kind = 'motion_fx' | 'background_motion_fx';
type Range = { start: number; end: number };
export type Effects = Record<string, Options>;

const SCROLL_EFFECTS = ['translateY', 'translateX', 'rotateZ', 'scale', 'opacity', 'blur'];
const MOUSE_EFFECTS = ['mouseTrack', 'tilt'];

/**
 * The effects of one kind switched on in `settings`, each with its options (`motion_fx_translateY_speed`
 * → `speed`; slider values as their size, or their sizes when they have them, such as a range).
 */
function effectsOf(settings: Options, kind: Kind, interaction: 'scrolling' | 'mouse', names: string[]): Effects {
  const effects: Effects = {};
  if (!settings[`${kind}_motion_fx_${interaction}`]) return effects;
  for (const name of names) {
    if (!settings[`${kind}_${name}_effect`]) continue;
    const options: Options = {};
    const prefix = `${kind}_${name}_`;
    for (const [key, value] of Object.entries(settings)) {
      if (!key.startsWith(prefix) || key === `${prefix}effect`) continue;
      const slider = value && typeof value === 'object' ? (value as { size?: unknown; sizes?: unknown }) : null;
      options[key.slice(prefix.length)] = slider ? (slider.sizes && Object.keys(slider.sizes).length ? slider.sizes : slider.size) : value;
    }
    effects[name] = options;
  }
  return effects;
}

/** The scrolling effects switched on (`motion_fx_motion_fx_scrolling`, or the background's). */
export const scrollEffects = (settings: Options, kind: Kind = 'motion_fx') => effectsOf(settings, kind, 'scrolling', SCROLL_EFFECTS);

/** The mouse effects switched on (`motion_fx_motion_fx_mouse`, or the background's). */
export const mouseEffects = (settings: Options, kind: Kind = 'motion_fx') => effectsOf(settings, kind, 'mouse', MOUSE_EFFECTS);

/**
 * The transform parts a mouse effect gives with the pointer `x` and `y` percent across the window:
 * mouse track moves by speed × the distance from the middle (px), tilt turns by a tenth of that (deg).
 */
export function mouseValues(name: string, options: Options, x: number, y: number): { key: string; value: string }[] {
  const tilt = name === 'tilt';
  const speed = num(options.speed, tilt ? 4 : 1) / (tilt ? 10 : 1);
  const step = (passed: number) => -((options.direction ? 100 - passed : passed) - 50) * speed;
  return tilt
    ? [{ key: 'rotateX', value: `${step(y)}deg` }, { key: 'rotateY', value: `${step(100 - x)}deg` }]
    : [{ key: 'translateX', value: `${step(x)}px` }, { key: 'translateY', value: `${step(y)}px` }];
}

/** How far `box` has passed through a viewport `height` tall: 0 as its top enters at the bottom, 100 as its bottom leaves at the top. */
export function viewportPercentage(box: { top: number; height: number }, height: number): number {
  const passed = (height - box.top) / (height + box.height);
  return Number((Math.max(0, Math.min(passed, 1)) * 100).toFixed(2));
}

const num = (value: unknown, fallback: number) => (Number.isFinite(Number(value)) && value !== '' && value !== null ? Number(value) : fallback);
const rangeOf = (value: unknown, fallback: Range): Range => {
  const r = value && typeof value === 'object' ? (value as Partial<Range>) : {};
  return { start: num(r.start, fallback.start), end: num(r.end, fallback.end) };
};

/** Where in its in/out course an effect is (0-100), by direction and the range of the viewport it runs in. */
export function movePoint(passed: number, direction: unknown, range: Range): number {
  const point = (span: number, value: number) => Number(((value / span) * 100).toFixed(2));
  if (passed < range.start) {
    if (direction === 'out-in') return 0;
    if (direction === 'in-out') return 100;
    const p = point(range.start, passed);
    return direction === 'in-out-in' ? 100 - p : p;
  }
  if (passed < range.end) {
    if (direction === 'in-out-in') return 0;
    if (direction === 'out-in-out') return 100;
    const p = point(range.end - range.start, passed - range.start);
    return direction === 'in-out' ? 100 - p : p;
  }
  if (direction === 'in-out') return 0;
  if (direction === 'out-in') return 100;
  const p = point(100 - range.end, 100 - passed);
  return direction === 'in-out-in' ? 100 - p : p;
}

/** The CSS one effect gives at `passed` percent: a transform or filter part, or an opacity. */
export function effectValue(name: string, options: Options, passedPercents: number, movable?: { x: number; y: number }): { rule: 'transform' | 'filter' | 'opacity'; key: string; value: string } {
  const affected = options.affectedRange ? rangeOf(options.affectedRange, { start: 0, end: 100 }) : null;
  const passed = affected ? Math.min(Math.max(passedPercents, affected.start), affected.end) : passedPercents;
  const speed = num(options.speed, 4);
  const range = rangeOf(options.range, { start: 20, end: 80 });
  // Moves: from +speed × 50 px (or degrees) at the start, through 0 halfway, to −speed × 50 at the end.
  const step = () => -((options.direction ? 100 - passed : passed) - 50) * speed;
  switch (name) {
    case 'translateX':
    case 'translateY': {
      // A background layer moves through the room it has over the element: none at the start, all at the end.
      if (movable) {
        const passedOn = options.direction ? 100 - passed : passed;
        return { rule: 'transform', key: name, value: `${-((name === 'translateX' ? movable.x : movable.y) * passedOn) / 100}px` };
      }
      return { rule: 'transform', key: name, value: `${step()}px` };
    }
    case 'rotateZ':
      return { rule: 'transform', key: name, value: `${step()}deg` };
    case 'scale':
      return { rule: 'transform', key: name, value: String(1 + (speed * movePoint(passed, options.direction, range)) / 1000) };
    case 'blur': {
      const level = num(options.level, 7);
      return { rule: 'filter', key: name, value: `${level - (level * movePoint(passed, options.direction, range)) / 100}px` };
    }
    default: {
      const level = num(options.level, 10) / 10;
      return { rule: 'opacity', key: name, value: String(1 - level + (level * movePoint(passed, options.direction, range)) / 100) };
    }
  }
}

/** The background's layer: `.elementor-motion-effects-container > .elementor-motion-effects-layer`, first in the element, sized to leave room to move. */
function addLayer(host: HTMLElement, effects: Effects, mouse: Effects): { container: HTMLElement; layer: HTMLElement } {
  const doc = host.ownerDocument;
  const container = doc.createElement('div');
  container.className = 'elementor-motion-effects-container';
  const layer = doc.createElement('div');
  layer.className = 'elementor-motion-effects-layer';
  const room = { x: num(mouse.mouseTrack?.speed, 0) * 10, y: num(mouse.mouseTrack?.speed, 0) * 10 };
  if (effects.translateX) room.x = num(effects.translateX.speed, 4) * 10;
  if (effects.translateY) room.y = num(effects.translateY.speed, 4) * 10;
  layer.style.width = `${100 + room.x}%`;
  layer.style.height = `${100 + room.y}%`;
  container.append(layer);
  host.prepend(container);
  return { container, layer };
}

/** Runs one element's effects (or its background's) until the returned function takes them off again. */
function run(host: HTMLElement, settings: Options, kind: Kind, effects: Effects, mouse: Effects): () => void {
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  const isBlock = host.dataset.element_type === 'container' || host.dataset.element_type === 'section';
  const background = kind === 'background_motion_fx' ? addLayer(host, effects, mouse) : null;
  // A widget moves its content box; the widget itself (which stays put) is what is measured. A
  // background moves its layer.
  const element = background || isBlock ? host : host.querySelector<HTMLElement>(':scope > .elementor-widget-container') ?? host;
  const target = background?.layer ?? element;
  const parent = element.parentElement ?? host;
  const pageRange = settings[`${kind}_range`] === 'page';
  const perspective = 'tilt' in mouse;
  element.classList.add('elementor-motion-effects-element');
  element.classList.toggle('elementor-motion-effects-element-type-background', Boolean(background));
  parent.classList.add('elementor-motion-effects-parent');
  parent.classList.toggle('elementor-motion-effects-perspective', perspective);

  const parts: Record<'transform' | 'filter', string[]> = { transform: [], filter: [] };
  const setPart = (rule: 'transform' | 'filter', key: string, value: string) => {
    if (!parts[rule].includes(key)) {
      parts[rule].push(key);
      target.style.setProperty(rule, parts[rule].map((part) => `${part}(var(--${part}))`).join(''));
    }
    target.style.setProperty(`--${key}`, value);
  };

  // The pointer's last place in the window, and the place the effects were last drawn for.
  type Point = { x: number; y: number };
  let pointer: Point | null = null;
  let drawnFor: Point | null = null;
  const onMouseMove = (event: MouseEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
  };
  if (Object.keys(mouse).length) win.addEventListener('mousemove', onMouseMove);
  const applyMouse = () => {
    if (!pointer || pointer === drawnFor) return;
    drawnFor = pointer;
    const x = (100 / win.innerWidth) * pointer.x;
    const y = (100 / win.innerHeight) * pointer.y;
    for (const [name, options] of Object.entries(mouse)) {
      for (const { key, value } of mouseValues(name, options, x, y)) setPart('transform', key, value);
    }
  };

  let lastScroll: number | null = null;
  const apply = () => {
    applyMouse();
    if (!Object.keys(effects).length || win.scrollY === lastScroll) return;
    lastScroll = win.scrollY;
    const passed = pageRange
      ? (win.scrollY / Math.max(1, doc.documentElement.scrollHeight - doc.documentElement.clientHeight)) * 100
      : viewportPercentage(parent.getBoundingClientRect(), win.innerHeight);
    const movable = background ? { x: target.offsetWidth - element.offsetWidth, y: target.offsetHeight - element.offsetHeight } : undefined;
    for (const [name, options] of Object.entries(effects)) {
      const { rule, key, value } = effectValue(name, options, passed, movable);
      if (rule === 'opacity') {
        target.style.opacity = value;
        target.style.willChange = 'opacity';
        continue;
      }
      setPart(rule, key, value);
    }
    target.style.setProperty('--e-transform-transition-duration', '100ms');
  };

  let frame = 0;
  const loop = () => {
    apply();
    frame = win.requestAnimationFrame(loop);
  };
  const observer = new IntersectionObserver(([entry]) => {
    win.cancelAnimationFrame(frame);
    if (entry?.isIntersecting) loop();
  });
  observer.observe(pageRange ? doc.body : parent);

  return () => {
    observer.disconnect();
    win.cancelAnimationFrame(frame);
    win.removeEventListener('mousemove', onMouseMove);
    background?.container.remove();
    element.classList.remove('elementor-motion-effects-element', 'elementor-motion-effects-element-type-background');
    parent.classList.remove('elementor-motion-effects-parent', 'elementor-motion-effects-perspective');
    for (const property of ['transform', 'filter', 'opacity', 'will-change', '--e-transform-transition-duration', ...[...parts.transform, ...parts.filter].map((p) => `--${p}`)]) {
      target.style.removeProperty(property);
    }
  };
}

/** Runs the motion effects of every element that has them (its own and its background's), on the devices each names. */
export function motionEffectsAll(doc: Document, selector: string): void {
  const win = doc.defaultView ?? window;
  for (const host of doc.querySelectorAll<HTMLElement>(selector)) {
    if (host.classList.contains('elementor-sticky__spacer')) continue;
    const settings = elementSettings(host);
    if (!settings) continue;
    for (const kind of ['motion_fx', 'background_motion_fx'] as const) {
      const effects = scrollEffects(settings, kind);
      const mouse = mouseEffects(settings, kind);
      if (Object.keys(effects).length + Object.keys(mouse).length === 0) continue;
      let stop: (() => void) | null = null;
      const toggle = () => {
        const devices = settings[`${kind}_devices`];
        const active = !Array.isArray(devices) || devices.includes(currentDevice(win.innerWidth));
        if (active && !stop) stop = run(host, settings, kind, effects, mouse);
        else if (!active && stop) {
          stop();
          stop = null;
        }
      };
      toggle();
      let timer: ReturnType<typeof setTimeout> | undefined;
      win.addEventListener('resize', () => {
        clearTimeout(timer);
        timer = setTimeout(toggle, MOTION_RESIZE_DEBOUNCE_MS);
      });
    }
  }
}
