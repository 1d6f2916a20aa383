// The theme's zoom delay (theme spec §9): the large image appears 500 ms after the pointer enters.
export const ZOOM_DELAY_MS = 500;

export interface Zoom {
  /** Forgets the current large image (a variation swapped it) and re-checks the slide under the pointer. */
  refresh(): void;
  destroy(): void;
}

/**
 * Shows the large image under the pointer, as jquery.zoom did for WooCommerce: an `img.zoomImg` over
 * the slide, moved with the pointer. Only when the large image is wider than the gallery (there is
 * nothing to magnify otherwise), only for a mouse, and never on video slides.
 */
export interface LargeImage {
  src: string;
  width: number;
  height: number;
}

/**
 * `largeOf` reads a slide's large image (read.ts, passed in so this module, loaded on the mouse's
 * first visit, shares no chunk with the gallery).
 */
export function attachZoom(gallery: HTMLElement, slides: HTMLElement[], largeOf: (slide: HTMLElement) => LargeImage | null, entered?: MouseEvent): Zoom {
  const canHover = window.matchMedia('(hover: hover) and (pointer: fine)');
  let timer: ReturnType<typeof setTimeout> | undefined;
  let zoomImg: HTMLImageElement | null = null;
  let size = { width: 0, height: 0 };
  let over: HTMLElement | null = null;
  let pointer = { x: 0, y: 0 };

  const place = () => {
    if (!zoomImg || !over) return;
    const box = over.getBoundingClientRect();
    const x = Math.min(Math.max((pointer.x - box.left) / box.width, 0), 1);
    const y = Math.min(Math.max((pointer.y - box.top) / box.height, 0), 1);
    zoomImg.style.left = `${-(size.width - box.width) * x}px`;
    zoomImg.style.top = `${-(size.height - box.height) * y}px`;
  };

  const hide = () => {
    clearTimeout(timer);
    zoomImg?.remove();
    zoomImg = null;
  };

  const arm = (slide: HTMLElement) => {
    hide();
    if (!canHover.matches || slide.dataset.video) return;
    const large = largeOf(slide);
    if (!large || large.width <= gallery.clientWidth) return;
    timer = setTimeout(() => {
      if (over !== slide) return;
      const zoom = document.createElement('img');
      zoom.className = 'zoomImg';
      zoom.alt = '';
      zoom.setAttribute('role', 'presentation');
      zoom.setAttribute('aria-hidden', 'true');
      zoom.src = large.src;
      // At its own size: the theme's `img { width: 100% }` must not shrink it.
      zoom.style.width = `${large.width}px`;
      zoom.style.height = `${large.height}px`;
      size = { width: large.width, height: large.height };
      slide.append(zoom);
      zoomImg = zoom;
      place();
    }, ZOOM_DELAY_MS);
  };

  const cleanups = slides.map((slide) => {
    const enter = (event: MouseEvent) => {
      over = slide;
      pointer = { x: event.clientX, y: event.clientY };
      arm(slide);
    };
    const move = (event: MouseEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      place();
    };
    const leave = () => {
      if (over === slide) over = null;
      hide();
    };
    slide.addEventListener('mouseenter', enter);
    slide.addEventListener('mousemove', move);
    slide.addEventListener('mouseleave', leave);
    return () => {
      slide.removeEventListener('mouseenter', enter);
      slide.removeEventListener('mousemove', move);
      slide.removeEventListener('mouseleave', leave);
    };
  });

  // Attached on the mouse's first visit: the slide it is still over counts as entered.
  const first = entered && slides.find((slide) => slide.matches(':hover'));
  if (first) {
    over = first;
    pointer = { x: entered.clientX, y: entered.clientY };
    arm(first);
  }

  return {
    refresh() {
      hide();
      if (over) arm(over);
    },
    destroy() {
      hide();
      cleanups.forEach((cleanup) => cleanup());
    },
  };
}
