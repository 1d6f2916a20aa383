let made = 0;

/** A tooltip id unique on this page, for the trigger's aria-describedby. */
export function nextTooltipId(): string {
  return `rey-tooltip-${++made}`;
}
