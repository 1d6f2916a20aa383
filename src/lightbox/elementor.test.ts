import { afterEach, describe, expect, it } from 'vitest';
import { isLightboxLink, kitOptions, slideshowMembers } from './elementor';

const setKit = (kit: Record<string, unknown>) => ((window as any).elementorFrontendConfig = { kit });

afterEach(() => {
  delete (window as any).elementorFrontendConfig;
  document.body.innerHTML = '';
});

function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLAnchorElement;
}

describe('page-builder lightbox links', () => {
  it('opens image links under the global lightbox, never download links or non-images', () => {
    setKit({ global_image_lightbox: 'yes' });
    for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif']) expect(isLightboxLink(link(`<a href="/a/b.${ext}?v=2">x</a>`)), ext).toBe(true);
    expect(isLightboxLink(link('<a href="/a/b.jpg" download>x</a>'))).toBe(false);
    expect(isLightboxLink(link('<a href="/a/b.pdf">x</a>'))).toBe(false);
    expect(isLightboxLink(link('<a href="/watch" data-elementor-lightbox-video="https://youtu.be/abcdefg">x</a>'))).toBe(true);
  });

  it('lets each element force or forbid it', () => {
    setKit({ global_image_lightbox: '' });
    expect(isLightboxLink(link('<a href="/b.jpg">x</a>'))).toBe(false);
    expect(isLightboxLink(link('<a href="/b.jpg" data-elementor-open-lightbox="yes">x</a>'))).toBe(true);
    setKit({ global_image_lightbox: 'yes' });
    expect(isLightboxLink(link('<a href="/b.jpg" data-elementor-open-lightbox="no">x</a>'))).toBe(false);
  });

  it('groups a slideshow without carousel copies, in index order when given', () => {
    document.body.innerHTML = `<a href="/1.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-index="2"></a>
      <div class="swiper-slide-duplicate"><a href="/1.jpg" data-elementor-lightbox-slideshow="g"></a></div>
      <a href="/2.jpg" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-index="1"></a><a href="/3.jpg" data-elementor-lightbox-slideshow="h"></a>`;
    expect(slideshowMembers('g').map((a) => a.getAttribute('href'))).toEqual(['/2.jpg', '/1.jpg']);
  });

  it('takes counter, fullscreen, zoom and share from the kit', () => {
    setKit({ lightbox_enable_counter: 'yes', lightbox_enable_fullscreen: '', lightbox_enable_zoom: 'yes', lightbox_enable_share: 'yes' });
    expect(kitOptions()).toMatchObject({ counter: true, fullscreen: false, zoom: true, share: true });
  });
});
