// Types for what vitest.config.ts and the bench import from build.mjs.
export const outdir: string;
export const buildOptions: import('esbuild').BuildOptions;
export function islandPreloads(metafile: import('esbuild').Metafile): Record<string, string[]>;
export function measure(metafile: import('esbuild').Metafile): Promise<Array<{ file: string; raw: number; gzip: number; brotli: number; entry: boolean; source: string | null }>>;
