import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHiddenWhile, useListener } from '../../src/hooks';
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
 * visitor plays it; then the player's iframe is rendered into the player box, autoplaying. Without an
 * overlay the player loads when the widget comes into view. Hosted videos play their own <video> on
 * the overlay's click.
 */
export default function Video({ host, embedUrl, provider, lazy, autoplay }: IslandProps<VideoProps>) {
  const overlay = host.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay');
  const slot = host.querySelector<HTMLElement>('.elementor-video');
  const [wanted, setWanted] = useState(false);
  const [consented, setConsented] = useState(() => !blockedByConsent(host));

  // The consent plugin announces each category it enables; re-read the widget's state then.
  useListener(consented ? null : document, 'cmplz_enable_category', () => {
    setTimeout(() => setConsented(!blockedByConsent(host)), 0);
  });

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
  useHiddenWhile(overlay, playing);
  // A hosted video is the widget's own <video>: it plays where it is.
  useEffect(() => {
    if (playing && provider === 'hosted') void host.querySelector('video')?.play().catch(() => {});
  }, [host, playing, provider]);

  if (!playing || provider === 'hosted' || !slot || !embedUrl) return null;
  return createPortal(
    <iframe
      className="elementor-video-iframe"
      src={embedUrl}
      title={t('video_player')}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      frameBorder="0"
    />,
    slot,
  );
}
