import { defineIsland } from '../../src/runtime/define';
import type { ElementorFormProps } from './read';

/**
 * Elementor Pro's form widget: sent by ajax to `elementor_pro_forms_send_form`, with Pro's messages.
 * `interaction`: nothing to do until the shopper reaches for the form; a submit click that comes
 * first is held and replayed (an Enter in a field clicks the submit button too). Where Elementor's
 * runtime is kept, Pro's form handler sends the form (src/runtime/kept-runtimes.ts).
 */
export default defineIsland<ElementorFormProps>({
  name: 'elementor-form',
  area: 'theme',
  runtime: 'elementor',
  selector: '.elementor-widget-form form.elementor-form',
  trigger: 'interaction',
  load: () => import('./ElementorForm'),
});
