export { $activePanel, claimPanel, closeActivePanel, releasePanel, listenForPanelClosing } from './active-panel';
export { focusableIn, rememberFocus, trapFocus } from './focus';
export { lockScroll, showOverlay, type OverlayType } from './overlay';
export { usePanel, type PanelOptions } from './use-panel';
