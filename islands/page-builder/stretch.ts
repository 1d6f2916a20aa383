// Stretched elements: containers and widgets marked `e-stretched` with `stretch_element` on, and
// legacy stretched sections, which sit in the theme's boxed content until the front end widens them
// to the viewport (src/helpers/stretch.ts).

import { elementSettings } from '../../src/elementor';
import { on } from '../../src/events';
import { stretch } from '../../src/helpers/stretch';

const STRETCHED = '.e-stretched, .elementor-section-stretched';

const stretchOn = (el: HTMLElement) => el.classList.contains('elementor-section-stretched') || elementSettings(el)?.stretch_element === 'yes';

/** Stretches every such element now, and again on each resize and as one sticks or unsticks. */
export function stretchAll(doc: Document): void {
  const win = doc.defaultView ?? window;
  for (const el of doc.querySelectorAll<HTMLElement>(STRETCHED)) {
    if (el.classList.contains('elementor-sticky__spacer') || !stretchOn(el)) continue;
    const again = () => stretch(el);
    again();
    win.addEventListener('resize', again);
    on('sticky:stick', again, el);
    on('sticky:unstick', again, el);
  }
}
