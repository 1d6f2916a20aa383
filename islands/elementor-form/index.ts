import { elementorProRuns } from '../../src/page-builder-runtime';
import { defineIsland, NO_ELEMENT } from '../../src/runtime/define';
import type { ElementorFormProps } from './read';

/**
 * Elementor Pro's form widget: sent by ajax to `elementor_pro_forms_send_form`, with Pro's messages.
 * `interaction`: nothing to do until the shopper reaches for the form; a submit click that comes
 * first is held and replayed (an Enter in a field clicks the submit button too). Where Elementor
 * Pro's own front end runs, its form handler sends the form: the page is not searched.
 */
export default defineIsland<ElementorFormProps>({
  name: 'elementor-form',
  area: 'theme',
  selector: elementorProRuns() ? NO_ELEMENT : '.elementor-widget-form form.elementor-form',
  trigger: 'interaction',
  load: () => import('./ElementorForm'),
});
