// The browser flags the page builder puts on the body as `e--ua-{flag}` classes.

export function browserFlags(userAgent: string, touch: boolean): string[] {
  const ua = userAgent;
  const edge = /Edg(e|A|iOS)?\//.test(ua);
  const opera = /OPR\/|Opera/.test(ua);
  const chrome = /Chrome|CriOS/.test(ua) && !edge && !opera;
  const firefox = /Firefox|FxiOS/.test(ua);
  const ie = /Trident|MSIE/.test(ua);
  const appleWebkit = /AppleWebKit/.test(ua);
  const safari = /Safari/.test(ua) && appleWebkit && !chrome && !edge && !opera && !/Android/.test(ua);
  const flags: Record<string, boolean> = {
    isTouchDevice: touch,
    appleWebkit: appleWebkit && !/Chrome|CriOS|Edg|OPR/.test(ua),
    blink: (chrome || edge || opera) && appleWebkit,
    chrome,
    edge,
    firefox,
    ie,
    mac: /Macintosh|Mac OS X/.test(ua),
    opera,
    safari,
    webkit: appleWebkit,
  };
  return Object.keys(flags).filter((key) => flags[key]);
}

/** The device the page builder's CSS names in the probe's `::after` content, if its CSS is there. */
export function deviceFromProbe(probe: Element): string | null {
  const content = getComputedStyle(probe, '::after').content;
  const name = content.replace(/^["']|["']$/g, '');
  return name && name !== 'none' && name !== 'normal' ? name : null;
}
