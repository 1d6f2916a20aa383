import { useEffect, useLayoutEffect, useState } from 'react';
import { useListener } from '../../src/hooks';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import type { VideoProps } from './read';

export { read } from './read';

/**
 * Consent gating: while the consent plugin keeps the widget blocked (its placeholder classes and
 * category, not yet activated), the player is not loaded, whatever the visitor clicks.
 */
export function blockedByConsent(host: Element): boolean {
  const gated = host.closest('[data-category]:not([data-category="functional"]), .cmplz-placeholder-element, .cmplz-blocked-content-container');
  return Boolean(gated && !gated.classList.contains('cmplz-activated'));
}

/**
 * A lite embed: the widget's image overlay (or, without one, the empty player box) stands in until the
 * visitor plays it; then the player's iframe is put in, autoplaying. Without an overlay the player
 * loads when the widget comes into view. Hosted videos play their own <video> on the overlay's click.
 */
export default function Video({ host, embedUrl, provider, lazy, autoplay }: IslandProps<VideoProps>) {
  const overlay = host.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay');
  const slot = host.querySelector<HTMLElement>('.elementor-video');
  const [wanted, setWanted] = useState(false);
  const [consented, setConsented] = useState(() => !blockedByConsent(host));

  // The consent plugin announces each category it enables; re-read the widget's state then.
  useEffect(() => {
    if (consented) return;
    const recheck = () => setTimeout(() => setConsented(!blockedByConsent(host)), 0);
    document.addEventListener('cmplz_enable_category', recheck);
    return () => document.removeEventListener('cmplz_enable_category', recheck);
  }, [host, consented]);

  // Without an overlay there is nothing to click: load when in view (lazy) or at once.
  useEffect(() => {
    if (overlay || wanted) return;
    if (!lazy && !autoplay) {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, overlay, wanted, lazy, autoplay]);

  const play = (event: Event) => {
    event.preventDefault();
    setWanted(true);
  };
  useListener(overlay, 'click', play);
  useListener<KeyboardEvent>(overlay, 'keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') play(event);
  });

  const playing = wanted && consented;
  useLayoutEffect(() => {
    if (!playing) return;
    let added: HTMLElement | null = null;
    if (provider === 'hosted') {
      const video = host.querySelector('video');
      void video?.play().catch(() => {});
    } else if (slot && embedUrl) {
      const iframe = host.ownerDocument.createElement('iframe');
      iframe.className = 'elementor-video-iframe';
      iframe.src = embedUrl;
      iframe.title = t('video_player');
      iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
      iframe.allowFullscreen = true;
      iframe.setAttribute('frameborder', '0');
      slot.append(iframe);
      added = iframe;
    }
    if (overlay) overlay.style.display = 'none';
    return () => {
      added?.remove();
      if (overlay) overlay.style.display = '';
    };
  }, [playing]);

  return null;
}
