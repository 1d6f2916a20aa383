// Complianz's cookie banner. Complianz prints it; ./show-at-load.ts shows it at load without React, and
// this island follows the consent store once the shopper reaches for it: dismissed shows the "manage
// consent" button, reopening takes the keyboard to the first choice. The banner's buttons are the
// consent engine's (src/consent/controls.ts).
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { loadControls, startConsent } from '../../src/consent/engine';
import { bannerStatus } from '../../src/consent/state';
import type { IslandProps } from '../../src/runtime/define';
import { $consent } from '../../src/stores/consent';
import { bannerEnabled, onStatementPage, prepareBanner, presentBanner, whenStylesReady, type BannerStatus } from './banner-view';
import { focusFirstChoice } from './focus-choice';
import type { ConsentBannerProps } from './read';

export { read } from './read';

/** The status to show: on the cookie statement the banner stays out of the way until the visitor asks for it. */
function useShownStatus(): BannerStatus {
  const state = useStore($consent);
  const atMount = useRef(state.banner);
  const [statementPage] = useState(onStatementPage);
  return statementPage && state.banner === atMount.current ? 'dismissed' : bannerStatus(state);
}

export default function ConsentBanner({ host, banner, manageButton }: IslandProps<ConsentBannerProps>) {
  const [enabled] = useState(() => Boolean(banner) && bannerEnabled());
  const status = useShownStatus();
  const [styled, setStyled] = useState(false);
  const shown = useRef<BannerStatus | null>(null);

  useLayoutEffect(() => startConsent().release, []);
  useLayoutEffect(() => {
    if (!enabled) return;
    prepareBanner({ host, banner, manageButton });
    // The shopper is here: have the consent actions ready by the click.
    void loadControls();
    whenStylesReady(true, () => setStyled(true));
  }, [enabled, host, banner, manageButton]);

  useLayoutEffect(() => {
    if (!enabled || !styled) return;
    presentBanner({ host, banner, manageButton }, status);
    const reopened = shown.current === 'dismissed' && status === 'show';
    shown.current = status;
    // Reopened from the manage button: take the keyboard to the banner's first choice.
    if (reopened) focusFirstChoice(banner!);
  }, [enabled, styled, status, host, banner, manageButton]);
  return null;
}
