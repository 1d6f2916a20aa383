/** Ids of the stylesheets island chunks added to this page (src/runtime/styles.ts adds each once). */
export const injectedStyles = new Set<string>();
