import { defineIsland } from '../../src/runtime/define';
import type { PopupProps } from './read';

/**
 * A page-builder popup printed in the footer. Its rules and triggers are armed when the page is idle;
 * the modal's code arrives with the first show. Copies shown inside a modal are not popups of their own.
 * Where Elementor's runtime is kept, Pro's popup module shows them (src/runtime/kept-runtimes.ts).
 */
export default defineIsland<PopupProps>({
  name: 'popup',
  area: 'theme',
  runtime: 'elementor',
  selector: '[data-elementor-type="popup"]:not(.elementor-edit-area):not(.elementor-popup-modal *)',
  trigger: 'idle',
  load: () => import('./Popup'),
});
