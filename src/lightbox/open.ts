// The glightbox-backed lightbox every gallery shares (product gallery, page-builder images and
// slideshows, video). This module arrives with the first lightbox the shopper opens.
// glightbox's package main is a UMD build; its ES module source bundles without CommonJS helpers
// (which esbuild would put in a chunk that every entry, ours included, must then import).
import GLightbox from 'glightbox/src/js/glightbox.js';
import glightboxCss from 'glightbox/dist/css/glightbox.min.css';
import { t, translation } from '../i18n';
import { injectStyle } from '../runtime/styles';
import { hideWhenIdle } from './idle';
import css from './lightbox.css';
import { createSlideshow, type Slideshow } from './slideshow';
import type { LightboxHandle, LightboxOptions, LightboxSlide } from './types';
import { wheelNavigation } from './wheel';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// glightbox writes titles and descriptions with innerHTML; ours come from data attributes: text only.
const text = (value: string | undefined) => (value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** YouTube and Vimeo play in a plain iframe (no third-party player script); files in a <video>. */
function toElement(slide: LightboxSlide): Record<string, unknown> {
  const base = { title: text(slide.title), description: text(slide.description), alt: slide.alt ?? '' };
  if (slide.type !== 'video') return { ...base, href: slide.href, type: 'image' };
  const youtube = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/.exec(slide.href);
  if (youtube) return { ...base, href: `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1&rel=0`, type: 'external', width: '900px' };
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(slide.href);
  if (vimeo) return { ...base, href: `https://player.vimeo.com/video/${vimeo[1]}?autoplay=1`, type: 'external', width: '900px' };
  const video = document.createElement('video');
  video.src = slide.href;
  video.controls = true;
  video.playsInline = true;
  return { ...base, content: video, type: 'inline', width: '900px' };
}

function toolbar(options: LightboxOptions, slides: LightboxSlide[], state: { index: number }, show: Slideshow | null): HTMLElement {
  const bar = document.createElement('div');
  bar.className = 'wi-lightbox-toolbar';
  // glightbox closes on a click anywhere in its container but its own buttons and the slide.
  bar.addEventListener('click', (event) => event.stopPropagation());
  if (options.counter) {
    const counter = document.createElement('span');
    counter.className = 'wi-lightbox-counter';
    counter.setAttribute('aria-live', 'polite');
    bar.append(counter);
  }
  const button = (label: string, className: string, onClick: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = className;
    b.setAttribute('aria-label', label);
    b.title = label;
    b.addEventListener('click', onClick);
    bar.append(b);
    return b;
  };
  if (show) {
    const play = button(t('slideshow_start'), 'wi-lightbox-slideshow', () => show.toggle());
    play.setAttribute('aria-pressed', 'false');
  }
  if (options.fullscreen && document.fullscreenEnabled) {
    button(t('lightbox_fullscreen'), 'wi-lightbox-fullscreen', () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void document.querySelector('.glightbox-container')?.requestFullscreen();
    });
  }
  if (options.zoom) {
    button(t('lightbox_zoom'), 'wi-lightbox-zoom', () => {
      document.querySelector('.gslide.current .gslide-image img')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
  }
  if (options.share) {
    const menu = document.createElement('div');
    menu.className = 'wi-lightbox-share';
    menu.hidden = true;
    button(t('lightbox_share'), 'wi-lightbox-share-toggle', () => {
      const slide = slides[state.index];
      if (!slide) return;
      const url = encodeURIComponent(new URL(slide.href, location.href).href);
      const links: Array<[string, string]> = [
        ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
        ['X', `https://x.com/intent/tweet?url=${url}`],
        ['Pinterest', `https://www.pinterest.com/pin/create/button/?url=${encodeURIComponent(location.href)}&media=${url}`],
      ];
      menu.replaceChildren(...links.map(([name, href]) => {
        const a = document.createElement('a');
        a.href = href;
        a.target = '_blank';
        a.rel = 'noopener noreferrer';
        a.textContent = name;
        return a;
      }));
      if (slide.type === 'image') {
        const download = document.createElement('a');
        download.href = slide.href;
        download.download = '';
        download.textContent = t('lightbox_download');
        menu.append(download);
      }
      menu.hidden = !menu.hidden;
    });
    bar.append(menu);
  }
  return bar;
}

/** The lightbox's own German text, for a German page the shop's translations leave without one. */
const GERMAN_FAILURE = 'Die angeforderten Daten konnten nicht geladen werden. Bitte versuchen Sie es später nochmal.';

/** The failure text in the page's language: a translation, else German on a German page, else English. */
function failureText(): string {
  return !translation('gallery_failed') && /^de\b/i.test(document.documentElement.lang) ? GERMAN_FAILURE : t('gallery_failed');
}

export function openLightbox(slides: LightboxSlide[], options: LightboxOptions = {}): LightboxHandle {
  injectStyle('glightbox', glightboxCss);
  injectStyle('lightbox', css);
  const state = { index: Math.min(Math.max(options.startAt ?? 0, 0), Math.max(slides.length - 1, 0)) };
  let hashTimer: ReturnType<typeof setTimeout> | undefined;
  const writeHash = () => {
    if (!options.history) return;
    clearTimeout(hashTimer);
    // The spec's 300 ms: the URL follows the shopper only once they stop flicking through.
    hashTimer = setTimeout(() => {
      history.replaceState(history.state, '', `#gid=${encodeURIComponent(options.history!)}&pid=${state.index + 1}`);
    }, 300);
  };

  const box = GLightbox({
    elements: slides.map(toElement) as [],
    startAt: state.index,
    loop: options.loop ?? false,
    touchNavigation: true,
    keyboardNavigation: true,
    closeOnOutsideClick: true,
    zoomable: options.zoom ?? true,
    draggable: true,
    openEffect: 'fade',
    closeEffect: 'fade',
    slideEffect: 'slide',
    autoplayVideos: true,
  } as never);

  // A slideshow for more than one slide, with the toolbar's play button.
  const show = slides.length > 1
    ? createSlideshow(() => {
      const last = state.index >= slides.length - 1;
      if (last && !(options.loop ?? false)) return false;
      box.nextSlide();
      return true;
    }, (playing) => {
      const play = bar.querySelector('.wi-lightbox-slideshow');
      play?.setAttribute('aria-pressed', String(playing));
      play?.setAttribute('aria-label', t(playing ? 'slideshow_stop' : 'slideshow_start'));
      play?.setAttribute('title', t(playing ? 'slideshow_stop' : 'slideshow_start'));
    })
    : null;
  const bar = toolbar(options, slides, state, show);
  const undo: Array<() => void> = [];
  const updateCounter = () => {
    const counter = bar.querySelector('.wi-lightbox-counter');
    if (counter) counter.textContent = `${state.index + 1} / ${slides.length}`;
  };

  // An image or video file that cannot be loaded says so instead of showing a broken one.
  const onError = (event: Event) => {
    const media = event.target;
    if (!(media instanceof HTMLImageElement || media instanceof HTMLVideoElement || media instanceof HTMLSourceElement)) return;
    const failed = media instanceof HTMLSourceElement ? media.parentElement : media;
    if (!failed?.closest('.glightbox-container')) return;
    const message = document.createElement('p');
    message.className = 'wi-lightbox-error';
    message.setAttribute('role', 'alert');
    message.textContent = failureText();
    failed.replaceWith(message);
  };
  document.addEventListener('error', onError, true);

  box.on('open', () => {
    const container = document.querySelector('.glightbox-container');
    container?.setAttribute('aria-label', options.label ?? t('lightbox_label'));
    // glightbox names its buttons in English itself.
    for (const [button, label] of [['.gclose', t('close')], ['.gprev', t('carousel_prev')], ['.gnext', t('carousel_next')]] as const) {
      container?.querySelector(button)?.setAttribute('aria-label', label);
    }
    container?.append(bar);
    if (container instanceof HTMLElement) {
      undo.push(hideWhenIdle(container), wheelNavigation(container, (direction) => (direction > 0 ? box.nextSlide() : box.prevSlide())));
    }
    updateCounter();
    writeHash();
  });
  box.on('slide_changed', ({ current }: { current: { index: number } }) => {
    // glightbox also reports the first slide once its opening animation ends: no change, so a
    // slideshow started during that animation keeps its count.
    if (current.index !== state.index) show?.slideChanged();
    state.index = current.index;
    updateCounter();
    writeHash();
    options.onSlide?.(state.index);
  });
  box.on('close', () => {
    clearTimeout(hashTimer);
    show?.stop();
    undo.splice(0).forEach((fn) => fn());
    document.removeEventListener('error', onError, true);
    if (options.history && /^#gid=/.test(location.hash)) history.replaceState(history.state, '', location.pathname + location.search);
    options.onClose?.();
    setTimeout(() => box.destroy(), 0);
  });
  box.open();

  return {
    close: () => box.close(),
    goTo: (index: number) => box.goToSlide(index),
    current: () => state.index,
  };
}
