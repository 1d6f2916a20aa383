// Island components render; they do not write the server's DOM themselves. Every change to the
// server's markup goes through the named ways (docs/architecture.md, "Islands that enhance the
// server's markup"): the hooks of src/hooks, a controller run by useController, or React rendering
// through a portal. Code that writes the DOM lives in the island's .ts modules, with its undo.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** A direct write to the DOM: classes, attributes, listeners, inline style, content, nodes. */
const DOM_WRITE = /classList\.(add|remove|toggle|replace)\(|\.(set|remove|toggle)Attribute(NS)?\(|addEventListener\(|\.style\.[a-zA-Z]+ *=[^=]|\.style\.(setProperty|removeProperty)\(|\.(hidden|textContent|innerHTML|outerHTML|inert|disabled|checked|value) *=[^=]|\.(append|prepend|replaceWith|insertBefore|appendChild|removeChild|before|after|insertAdjacentHTML|insertAdjacentElement)\(/;

/** Lines of `source` that write the DOM, as "line: text"; comments are not code. */
export function domWrites(source) {
  return source
    .split('\n')
    .map((text, i) => [i + 1, text])
    .filter(([, text]) => !/^\s*(\/\/|\*|\/\*)/.test(text) && DOM_WRITE.test(text))
    .map(([line, text]) => `${line}: ${text.trim()}`);
}

const components = readdirSync(path.join(root, 'islands'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
  .map((file) => `islands/${file.split(path.sep).join('/')}`);

describe('island components', () => {
  it('sees a write to the DOM, and not a read or a comment', () => {
    expect(domWrites([
      "el.classList.add('is-open');",
      "el.setAttribute('aria-expanded', 'true');",
      "el.style.height = '2px';",
      'el.hidden = true;',
      "window.addEventListener('resize', fit);",
      "if (el.classList.contains('x') && el.getAttribute('y') === el.hidden) {}",
      "// el.classList.add('in a comment')",
      " * el.setAttribute('in a doc comment')",
    ].join('\n'))).toEqual([
      "1: el.classList.add('is-open');",
      "2: el.setAttribute('aria-expanded', 'true');",
      "3: el.style.height = '2px';",
      '4: el.hidden = true;',
      "5: window.addEventListener('resize', fit);",
    ]);
  });

  it('write no DOM themselves: hooks, controllers or portals do', () => {
    expect(components.length).toBeGreaterThan(50);
    const found = components.flatMap((file) => domWrites(readFileSync(path.join(root, file), 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});
