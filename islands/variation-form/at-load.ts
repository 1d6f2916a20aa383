// The variation form's work from load on, without React: its controller changes the server's form
// in place (no UI of its own), so the definition's placeholder starts it and the island, which
// comes with the shopper, takes it over.
import { injectStyle } from '../../src/runtime/styles';
import { runningForms } from '../../src/stores/variation-forms';
import { VariationFormController } from './controller';
import { read } from './read';
import css from './style.css';

/** Starts the form's controller; a form whose markup is unusable throws (BadMarkup) and stays the server's. */
export function startForm(form: HTMLFormElement): () => void {
  injectStyle('variation-form', css);
  const controller = new VariationFormController(form, read(form));
  controller.start();
  runningForms.set(form, controller);
  return () => {
    if (runningForms.get(form) !== controller) return;
    runningForms.delete(form);
    controller.destroy();
  };
}
