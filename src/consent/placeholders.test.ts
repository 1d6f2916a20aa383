import { beforeEach, describe, expect, it } from 'vitest';
import { showPlaceholder } from './placeholders';
import { serveFrames, setUpComplianz } from '../../test/unit-complianz';

const EMBED = '<figure><div class="wrap"><iframe class="cmplz-placeholder-element cmplz-iframe" data-category="marketing" data-service="google-maps" data-placeholder-image="/wp-content/uploads/complianz/placeholders/map.jpg" loading="lazy"></iframe></div></figure>';

beforeEach(() => {
  serveFrames();
  document.body.innerHTML = EMBED;
});

describe('placeholders', () => {
  it('with consent per service: the shop\u2019s notice, the service named in its text, a link to the cookie statement', () => {
    setUpComplianz();
    const iframe = document.querySelector('iframe')!;
    const undo = showPlaceholder(iframe);
    const wrap = document.querySelector<HTMLElement>('.wrap')!;
    expect(wrap.classList.contains('cmplz-blocked-content-container')).toBe(true);
    expect(wrap.getAttribute('data-placeholder-image')).toBe('/wp-content/uploads/complianz/placeholders/map.jpg');
    expect(wrap.style.backgroundImage).toContain('map.jpg');
    const notice = wrap.querySelector('.cmplz-blocked-content-notice')!;
    expect(notice.textContent).toContain('Klicka för att aktivera Google maps');
    const button = notice.querySelector('button.cmplz-accept-service')!;
    expect([button.getAttribute('data-service'), button.getAttribute('data-category'), button.getAttribute('aria-label')]).toEqual(['google-maps', 'marketing', 'Aktivera Google maps']);
    expect(notice.querySelector('a')!.getAttribute('href')).toBe('http://localhost:3000/cookiepolicy-eu/');
    expect(notice.querySelector('a')!.textContent).toBe('Cookiepolicy (EU)');
    // Native lazy loading waits for the real address.
    expect([iframe.hasAttribute('loading'), iframe.getAttribute('data-deferlazy')]).toEqual([false, '1']);
    undo();
    expect(wrap.className).toBe('wrap');
    expect(wrap.querySelector('.cmplz-blocked-content-notice')).toBeNull();
  });

  it('per category: one accept button for the category', () => {
    setUpComplianz({ clean_cookies: '', placeholdertext: 'Klicka för att godkänna {category}-cookies', aria_label: 'Godkänn {category}' });
    showPlaceholder(document.querySelector('iframe')!);
    const button = document.querySelector('button.cmplz-blocked-content-notice')!;
    expect(button.className).toBe('cmplz-blocked-content-notice cmplz-accept-category cmplz-accept-marketing');
    expect(button.textContent).toBe('Klicka för att godkänna marknadsföring-cookies');
    expect(button.getAttribute('aria-label')).toBe('Godkänn marketing');
  });

  it('a service name never becomes markup', () => {
    setUpComplianz();
    document.querySelector('iframe')!.setAttribute('data-service', '<img src=x onerror=alert(1)>');
    showPlaceholder(document.querySelector('iframe')!);
    expect(document.querySelector('.cmplz-blocked-content-notice img')).toBeNull();
  });
});
