import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ELEMENT } from './runtime/define';

afterEach(() => {
  delete (window as { elementorProFrontend?: unknown }).elementorProFrontend;
  vi.resetModules();
});

const selectors = async () => [
  (await import('../islands/popup')).default.selector,
  (await import('../islands/elementor-form')).default.selector,
];

describe('Elementor Pro\'s runtime kept on the page', () => {
  it('leaves popups and forms to it: the page is not searched for them', async () => {
    (window as { elementorProFrontend?: unknown }).elementorProFrontend = { modules: {} };
    expect(await selectors()).toEqual([NO_ELEMENT, NO_ELEMENT]);
  });

  it('takes them over where it is retired', async () => {
    const [popup, form] = await selectors();
    expect(popup).toContain('[data-elementor-type="popup"]');
    expect(form).toBe('.elementor-widget-form form.elementor-form');
  });
});
