// Types for what playwright.config.ts imports from find-chromium.mjs.
export const CHROMIUM_NAMES: string[];
export const MISSING_CHROMIUM: string;
export function findChromium(options?: { env?: NodeJS.ProcessEnv; playwrightBrowser?: () => string | null }): string | null;
export function ensureChromium(options?: {
  env?: NodeJS.ProcessEnv;
  isRoot?: boolean;
  log?: (line: string) => void;
  playwrightBrowser?: () => string | null;
  reachable?: (env: NodeJS.ProcessEnv) => Promise<boolean>;
  installPlaywright?: (env: NodeJS.ProcessEnv) => Promise<boolean>;
  installDebian?: (env: NodeJS.ProcessEnv) => Promise<boolean>;
}): Promise<string | null>;
