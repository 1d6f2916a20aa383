// Types for what the real-shop suite imports from i18n.mjs.
/** What the plugin prints for a locale: the bundle's translated texts by key, and the plural expression. */
export function printedTranslations(locale: string): Promise<{ i18n?: Record<string, string | string[]>; plural?: string }>;
