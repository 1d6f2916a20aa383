import { afterEach, describe, expect, it } from 'vitest';
import { read } from './read';

afterEach(() => {
  document.body.innerHTML = '';
});

const wrapper = (attributes: string) => {
  document.body.innerHTML = `<div ${attributes}><div class="rey-accountPanel"></div></div>`;
  return document.querySelector<HTMLElement>('.rey-accountPanel-wrapper')!;
};

describe("the account panel's layout, as each Rey prints it", () => {
  it('Rey 2.4+: data-layout, the drop panel classes, data-close-scroll', () => {
    expect(read(wrapper('data-layout="drop" data-close-scroll class="rey-accountPanel-wrapper --layout-drop --invisible rey-header-dropPanel --manual"'))).toMatchObject({ layout: 'drop', legacyDrop: false, closeOnScroll: true });
    expect(read(wrapper('data-layout="offcanvas" class="rey-accountPanel-wrapper --layout-offcanvas --lz-invisible rey-sidePanel"'))).toMatchObject({ layout: 'offcanvas', legacyDrop: false, closeOnScroll: false });
  });

  it('before 2.4: the layout only as a class, the drop panel placed by its own script', () => {
    expect(read(wrapper('class="rey-accountPanel-wrapper js-rey-accountPanel --layout-drop --close-on-scroll"'))).toMatchObject({ layout: 'drop', legacyDrop: true, closeOnScroll: true });
    expect(read(wrapper('class="rey-accountPanel-wrapper js-rey-accountPanel --layout-offcanvas rey-sidePanel"'))).toMatchObject({ layout: 'offcanvas', legacyDrop: false });
  });

  it('a layout that is neither is bad markup', () => {
    expect(() => read(wrapper('data-layout="popup" class="rey-accountPanel-wrapper"'))).toThrow(/popup/);
  });
});
