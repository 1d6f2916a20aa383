export { activePanel, claimPanel, closeActivePanel, releasePanel, listenForPanelClosing, panelOpening } from '../active-panel';
export { focusableIn, rememberFocus, trapFocus } from '../focus';
export { lockScroll, showOverlay, type OverlayType } from './overlay';
export { usePanel, type PanelOptions } from './use-panel';
export { useSidePanel, type SidePanelOptions } from './use-side-panel';
export { useDropPanel, placeDropPanel, type DropPanelOptions } from './use-drop-panel';
export { useReyTabs, type TabsOptions } from './use-tabs';
export { transitionMs, parseDuration, DEFAULT_TRANSITION_MS } from './transition';
export { createCloseButton, panelCloseText } from './close-button';
