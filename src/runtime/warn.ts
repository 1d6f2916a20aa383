// The runtime's own warnings; islands log through src/helpers/log.ts so the entry shares no module with them.
const PREFIX = '[woo-islands]';

/** Warnings already logged on this page; each distinct message is logged once. */
const warnedMessages = new Set<string>();

/** A short, recognisable description of an element for console messages: `<a.button#id data-product_id="12">`. */
export function describeElement(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const classes = [...el.classList].slice(0, 4).map((c) => `.${c}`).join('');
  const data = [...el.attributes]
    .filter((a) => a.name.startsWith('data-') && !a.name.startsWith('data-wi-'))
    .slice(0, 2)
    .map((a) => ` ${a.name}="${a.value.length > 24 ? `${a.value.slice(0, 24)}…` : a.value}"`)
    .join('');
  return `<${el.tagName.toLowerCase()}${id}${classes}${data}>`;
}

/** Logs a warning once per distinct message, so a repeated failure does not flood the console. */
export function warnOnce(message: string, detail?: unknown): void {
  if (warnedMessages.has(message)) return;
  warnedMessages.add(message);
  if (detail === undefined) console.warn(`${PREFIX} ${message}`);
  else console.warn(`${PREFIX} ${message}`, detail);
}
