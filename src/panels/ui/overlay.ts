// Rey's page overlay (R3): body class `{type}-overlay--is-opened`, the overlay element faded in.
// One overlay at a time; `site` covers the page, `header` the area below the header.

export type OverlayType = 'site' | 'header';

export interface OverlayOptions {
  darken?: boolean;
  /** Not closable by a click (`--no-x`). */
  noClose?: boolean;
}

export function showOverlay(type: OverlayType, { darken = false, noClose = false }: OverlayOptions = {}, doc: Document = document): () => void {
  const body = doc.body;
  const classes = [`${type}-overlay--is-opened`, ...(darken ? ['--overlay-darken'] : []), ...(noClose ? ['--no-x'] : [])];
  body.classList.add(...classes);
  const overlay = doc.querySelector<HTMLElement>(`.rey-overlay--${type}`);
  const previousOpacity = overlay?.style.opacity ?? '';
  if (overlay) {
    overlay.style.opacity = '1';
    overlay.style.pointerEvents = 'auto';
  }
  return () => {
    body.classList.remove(...classes);
    if (overlay) {
      overlay.style.opacity = previousOpacity || '0';
      overlay.style.pointerEvents = '';
    }
  };
}

/** Rey's scroll lock: body `--no-scroll` while a panel needs the page still. */
export function lockScroll(doc: Document = document): () => void {
  doc.body.classList.add('--no-scroll');
  return () => doc.body.classList.remove('--no-scroll');
}
