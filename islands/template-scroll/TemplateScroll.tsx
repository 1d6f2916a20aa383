import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

/** The template a `theme_template_id` parameter names, if it is on the page. */
export function templateTarget(search: string, doc: Document = document): HTMLElement | null {
  const id = /[?&]theme_template_id=(\d+)/.exec(search)?.[1];
  if (!id) return null;
  for (const el of doc.querySelectorAll<HTMLElement>(`.elementor-${id}`)) {
    if (!el.closest('.elementor-sticky__spacer')) return el;
  }
  return null;
}

/** Scrolls the named template to the middle of the window, as Elementor Pro's theme builder does. */
function scrollToTemplate(host: HTMLElement): void {
  // One archive document does it, however many the page has.
  if (host.ownerDocument.querySelector('.elementor[data-elementor-type$="archive"]') !== host) return;
  const target = templateTarget(location.search, host.ownerDocument);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
}

export default function TemplateScroll({ host }: IslandProps<Record<string, never>>) {
  useController(host, scrollToTemplate);
  return null;
}
