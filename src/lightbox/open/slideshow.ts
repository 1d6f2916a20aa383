// The lightbox's slideshow (storefront spec §9: a 3000 ms step): played and paused from the toolbar's
// button; each slide, however it was reached, stays a full step; without looping it stops at the end.

export const SLIDESHOW_STEP_MS = 3000;

export interface Slideshow {
  toggle(): void;
  stop(): void;
  /** The slide changed: the next step counts from now. */
  slideChanged(): void;
  playing(): boolean;
}

/**
 * `advance` shows the next slide and says whether there was one; `onChange` hears play and pause.
 */
export function createSlideshow(advance: () => boolean, onChange: (playing: boolean) => void, step = SLIDESHOW_STEP_MS): Slideshow {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let on = false;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (advance()) schedule();
      else stop();
    }, step);
  };
  function stop() {
    clearTimeout(timer);
    if (!on) return;
    on = false;
    onChange(false);
  }
  return {
    toggle() {
      if (on) return stop();
      on = true;
      onChange(true);
      schedule();
    },
    stop,
    slideChanged() {
      if (on) schedule();
    },
    playing: () => on,
  };
}
