// The variation form's work from load on, without React: its controller changes the server's form
// in place (no UI of its own), so the definition's placeholder starts it and the island, which
// comes with the shopper, takes it over.
import { injectStyle } from '../../src/runtime/styles';
import { VariationFormController } from './controller';
import { read } from './read';
import css from './style.css';

// The forms whose controller runs since load: the island takes the running one over when it mounts,
// instead of starting a second.
const runningForms = new WeakMap<HTMLFormElement, VariationFormController>();

/** Whether `form`'s controller runs since load. */
export function runsSinceLoad(form: HTMLFormElement): boolean {
  return runningForms.has(form);
}

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
