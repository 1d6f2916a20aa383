import { elementorProRuns } from '../../src/page-builder-runtime';
import { defineIsland, NO_ELEMENT } from '../../src/runtime/define';
import type { PopupProps } from './read';

/**
 * A page-builder popup printed in the footer. Its rules and triggers are armed when the page is idle;
 * the modal's code arrives with the first show. Copies shown inside a modal are not popups of their own.
 * Where Elementor Pro's own front end runs, its popup module shows them: the page is not searched.
 */
export default defineIsland<PopupProps>({
  name: 'popup',
  area: 'theme',
  selector: elementorProRuns() ? NO_ELEMENT : '[data-elementor-type="popup"]:not(.elementor-edit-area):not(.elementor-popup-modal *)',
  trigger: 'idle',
  load: () => import('./Popup'),
});
