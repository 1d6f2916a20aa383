// The product form fields TI Wishlist sends with an add (`form[<name>]`), collected and folded the way
// its button.js does: bracketed names become nested objects (sent as JSON), `a[]` appends, unchecked
// boxes are skipped and a checked one without a value is `true`, buttons and unnamed inputs are not sent.

type FieldValue = string | boolean | File | FieldObject;
interface FieldObject {
  [key: string]: FieldValue;
}

const BRACKET = /^(.+)\[([^[\]]*?)\]$/;

/** Where the plugin looks for a product's fields, in its order. */
export function fieldSources(button: Element, productId: string, doc: Document = button.ownerDocument): Element[] {
  const id = CSS.escape(productId);
  const sources: Element[] = [...doc.querySelectorAll(`form.cart[method="post" i][data-product_id="${id}"], form.vtajaxform[method="post" i][data-product_id="${id}"]`)];
  if (!sources.length) {
    const closest = button.closest('form.cart[method="post" i], form.vtajaxform[method="post" i]');
    const first = closest ?? doc.querySelector('form.cart[method="post" i]');
    if (first) sources.push(first);
  }
  sources.push(...doc.querySelectorAll(`.tinv-wraper[data-tinvwl_product_id="${id}"]`));
  return sources;
}

function merge(into: FieldValue | undefined, value: FieldValue): FieldValue {
  if (typeof value !== 'object' || value instanceof File) return value;
  const target: FieldObject = into && typeof into === 'object' && !(into instanceof File) ? into : {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '') {
      const numeric = Object.keys(target).map(Number).filter(Number.isInteger);
      const next = numeric.length ? Math.max(...numeric) + 1 : 0;
      target[String(next)] = merge(undefined, inner);
    } else {
      target[key] = merge(target[key], inner);
    }
  }
  return target;
}

export interface CollectedFields {
  /** Top-level name → value; nested values are objects. */
  form: Record<string, FieldValue>;
  /** File inputs, also sent raw under their own name. */
  files: Array<[string, File]>;
  /** Names of the hidden inputs (`form[tinvwl-hidden-fields]`). */
  hidden: string[];
}

export function collectFields(sources: Element[]): CollectedFields {
  const out: CollectedFields = { form: {}, files: [], hidden: [] };
  for (const source of sources) {
    for (const el of source.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)')) {
      const type = el instanceof HTMLInputElement ? el.type : '';
      let name = el.getAttribute('name');
      if (type === 'button' || !name) continue;
      if (type === 'hidden') out.hidden.push(name);
      let value: FieldValue = el.value;
      for (let depth = 0; depth < 10; depth++) {
        const match = BRACKET.exec(name);
        if (!match) break;
        value = { [match[2]!]: value };
        name = match[1]!;
      }
      if (type === 'file') {
        const file = (el as HTMLInputElement).files?.[0];
        if (file) out.files.push([name, file]);
        continue;
      }
      if (type === 'checkbox' || type === 'radio') {
        if (!(el as HTMLInputElement).checked) continue;
        if (value === '') value = true;
      }
      out.form[name] = merge(out.form[name], value);
    }
  }
  return out;
}

/** `form[<name>]` entries as the plugin appends them: objects as JSON strings. */
export function formEntries(collected: CollectedFields): Array<[string, string | Blob]> {
  const entries: Array<[string, string | Blob]> = Object.entries(collected.form).map(([key, value]) => [
    `form[${key}]`,
    typeof value === 'object' && !(value instanceof File) ? JSON.stringify(value) : String(value),
  ]);
  entries.push(['form[tinvwl-hidden-fields]', JSON.stringify(collected.hidden)]);
  for (const [name, file] of collected.files) entries.push([name, file]);
  return entries;
}
