/**
 * Markup an island cannot work with: its `read` throws this, the runtime warns once and leaves the
 * server markup alone. Only island chunks import this; the runtime recognises it by name, so the entry
 * shares no module with the chunks.
 */
export class BadMarkup extends Error {
  override name = 'BadMarkup';
}
