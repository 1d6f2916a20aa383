import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDevice, decodeActionLink, deviceSetting, elementSettings, sizeOf } from './elementor';

afterEach(() => vi.unstubAllGlobals());

describe('elementor helpers', () => {
  it('decodes action links in the encoded, %23 and hand-written forms', () => {
    const settings = btoa(JSON.stringify({ id: '2387', toggle: false }));
    const printed = `#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${encodeURIComponent(settings)}`;
    expect(decodeActionLink(printed)).toEqual({ action: 'popup:open', settings: { id: '2387', toggle: false } });
    expect(decodeActionLink(`%23elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D${encodeURIComponent(settings)}`)?.action).toBe('popup:open');
    expect(decodeActionLink('#elementor-action:action=reload-page')).toEqual({ action: 'reload-page', settings: {} });
    expect(decodeActionLink('#elementor-action:action=popup:open&settings=not-base64!')).toBeNull();
    expect(decodeActionLink('#contact')).toBeNull();
  });

  it('picks the device by the shop breakpoints and falls back to larger devices', () => {
    expect(currentDevice(375)).toBe('mobile');
    expect(currentDevice(800)).toBe('tablet');
    expect(currentDevice(1025)).toBe('desktop');
    const s = { slides_to_show: '3', slides_to_show_tablet: '2' };
    expect(deviceSetting(s, 'slides_to_show', 'mobile')).toBe('2');
    expect(deviceSetting(s, 'slides_to_show', 'desktop')).toBe('3');
  });

  it('reads data-settings, refusing what is not JSON, and slider sizes', () => {
    const el = document.createElement('div');
    el.setAttribute('data-settings', '{"sticky":"top","sticky_offset":{"unit":"px","size":20}}');
    expect(sizeOf(elementSettings(el)!.sticky_offset)).toBe(20);
    el.setAttribute('data-settings', '{broken');
    expect(elementSettings(el)).toBeNull();
  });
});
