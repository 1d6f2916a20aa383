// What a definition's placeholder runs at load from a module of its own, without React.
import { warnOnce } from './warn';

/**
 * Runs `run` on the module `load` brings. Markup the module cannot use (it throws BadMarkup) is the
 * island's to report when it mounts; any other failure is warned about once, and the server markup
 * stays as it is.
 */
export function atLoad<M>(island: string, load: () => Promise<M>, run: (module: M) => void): void {
  load().then(run).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'BadMarkup')) warnOnce(`${island}: its work at load failed; the server markup stays as it is.`, error);
  });
}
