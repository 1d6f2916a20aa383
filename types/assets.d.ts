// Stylesheets imported by islands arrive as minified text (see build.mjs) and are injected by the island.
declare module '*.css' {
  const css: string;
  export default css;
}

/**
 * The chunks each island's mount needs, prepended to the entry by build.mjs: chunk file names (in
 * ./chunks/) once, and per island the indexes of its files.
 */
declare const WI_PRELOADS: { files: string[]; islands: Record<string, number[]> } | undefined;

// Tests load the real jQuery into happy-dom to prove the events bridge; its API is typed where used.
declare module 'jquery' {
  const jQuery: any;
  export default jQuery;
}

declare module 'glightbox/src/js/glightbox.js' {
  interface GLightboxInstance {
    open(): void;
    close(): void;
    destroy(): void;
    goToSlide(index: number): void;
    /** Past either end only when looping (glightbox checks). */
    nextSlide(): void;
    prevSlide(): void;
    on(event: string, handler: (...args: any[]) => void): void;
  }
  const GLightbox: (options: Record<string, unknown>) => GLightboxInstance;
  export default GLightbox;
}
