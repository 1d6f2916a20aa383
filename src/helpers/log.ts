/** Logs a failure that is not the shopper's business (the spec's "only logged to the console" cases). */
export function logError(message: string, detail?: unknown): void {
  console.error(`[woo-islands] ${message}`, ...(detail === undefined ? [] : [detail]));
}
