// Showing another variation mostly changes words, not structure: a price, a stock line. Writing only
// the text and attributes that differ keeps the boxes the browser has laid out (replacing the nodes
// makes it build and lay out new ones) and gives the island runtime's observer no added nodes to scan.

function sameAttributeNames(a: Element, b: Element): boolean {
  if (a.attributes.length !== b.attributes.length) return false;
  for (const { name } of a.attributes) if (!b.hasAttribute(name)) return false;
  return true;
}

/**
 * Same node types, tags, attribute names and child counts all the way down: `from` can be written onto
 * `to` in place. An attribute the page added (an island's mark, another script's) makes them differ, so
 * whatever hangs on those nodes goes with them, as it would with new markup.
 */
function sameChildren(to: Node, from: Node): boolean {
  const a = to.childNodes;
  const b = from.childNodes;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.nodeType !== y.nodeType || x.nodeName !== y.nodeName) return false;
    if (x.nodeType === Node.ELEMENT_NODE && !sameAttributeNames(x as Element, y as Element)) return false;
    if (!sameChildren(x, y)) return false;
  }
  return true;
}

function writeChildren(to: Node, from: Node): void {
  const a = to.childNodes;
  const b = from.childNodes;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.nodeType === Node.ELEMENT_NODE) {
      for (const { name, value } of (y as Element).attributes) if ((x as Element).getAttribute(name) !== value) (x as Element).setAttribute(name, value);
      writeChildren(x, y);
    } else if ((x as CharacterData).data !== (y as CharacterData).data) {
      // Text and comments.
      (x as CharacterData).data = (y as CharacterData).data;
    }
  }
}

/**
 * Makes `target`'s children equal to `source`'s: in place when both have the same shape, otherwise by
 * inserting a copy of `source`'s, or `source`'s own nodes when it is `spare` (kept by no one: no copy
 * to make). Returns whether `source` was emptied so.
 */
export function showChildren(target: Element, source: DocumentFragment, spare = false): boolean {
  if (sameChildren(target, source)) {
    writeChildren(target, source);
    return false;
  }
  target.replaceChildren(spare ? source : source.cloneNode(true));
  return spare;
}

/** Sets an element's text, writing its one text node in place when it has just that. */
export function writeText(el: Element, text: string): void {
  const only = el.firstChild;
  if (only && only === el.lastChild && only.nodeType === Node.TEXT_NODE) {
    if ((only as Text).data !== text) (only as Text).data = text;
  } else if (el.textContent !== text) {
    el.textContent = text;
  }
}
