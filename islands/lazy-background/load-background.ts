/** Elementor's class that lets the background load. Kept after the island goes: the image is there. */
export function loadBackground(host: HTMLElement): void {
  host.classList.add('e-lazyloaded');
}
