// What the consent engine did during this page view.

export const consentVisit: {
  /** A record of consent went out (otherwise one goes out when the page is left). */
  recordSent: boolean;
  /** The reload a consent change asked for, and when it is due. */
  reloadTimer: ReturnType<typeof setTimeout> | undefined;
  reloadAt: number;
} = { recordSent: false, reloadTimer: undefined, reloadAt: Infinity };
