import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setChoices, setServiceConsent } from './state';
import { allowedButBlocked, isAllowed } from './allowed';
import { activate, ScriptRunner } from './gate';
import { serveFrames, setUpComplianz } from '../../test/unit-complianz';

type Runs = { runs: string[] };
const runs = () => (window as unknown as Runs).runs;

// happy-dom runs inline scripts when evaluation is on; external ones "load" without being fetched.
function enableScripts(): void {
  const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM.settings;
  settings.enableJavaScriptEvaluation = true;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
}

/** Records each live external script's load, as the script itself would run then. */
function recordExternalLoads(): { disconnect(): void } {
  const listener = (event: Event) => {
    const el = event.target;
    if (el instanceof HTMLScriptElement && el.src) runs().push(`loaded ${new URL(el.src).pathname}`);
  };
  // load does not bubble; the capture phase on document still sees it.
  document.addEventListener('load', listener, true);
  return { disconnect: () => document.removeEventListener('load', listener, true) };
}

const blocked = (attrs: string, body = '') => `<script type="text/plain" ${attrs}>${body}</script>`;

beforeEach(() => {
  enableScripts();
  setUpComplianz();
  (window as unknown as Runs).runs = [];
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('blocked scripts', () => {
  it('stay inert without consent', async () => {
    document.body.innerHTML = blocked('data-category="statistics"', 'window.runs.push("stats")');
    await activate(allowedButBlocked(), new ScriptRunner());
    expect(runs()).toEqual([]);
    expect(document.querySelector('script')!.type).toBe('text/plain');
  });

  it('run in document order once allowed: an external script has loaded before a later inline one runs', async () => {
    document.body.innerHTML = [
      blocked('data-category="statistics" data-service="google-analytics" data-cmplz-src="/tags/a.js"'),
      blocked('data-category="statistics"', 'window.runs.push("inline after a")'),
      blocked('data-category="marketing" data-cmplz-src="/tags/b.js" data-extra="kept"'),
      blocked('data-category="marketing"', 'window.runs.push("inline after b")'),
      blocked('data-category="marketing" data-script-type="module"', 'window.runs.push("module")'),
    ].join('');
    const observer = recordExternalLoads();
    setChoices({ statistics: 'allow', marketing: 'allow' });
    await activate(allowedButBlocked(), new ScriptRunner());
    observer.disconnect();
    expect(runs()).toEqual(['loaded /tags/a.js', 'inline after a', 'loaded /tags/b.js', 'inline after b', 'module']);
    const live = [...document.querySelectorAll('script')];
    expect(live.map((s) => s.getAttribute('type'))).toEqual([null, null, null, null, 'module']);
    expect(live[2]!.getAttribute('data-extra')).toBe('kept');
    expect(live.every((s) => !s.hasAttribute('data-category') && !s.hasAttribute('data-cmplz-src'))).toBe(true);
  });

  it('a script with data-waitfor waits for the script it names, even when it comes first', async () => {
    document.body.innerHTML = [
      blocked('data-category="marketing" data-waitfor="tags/pixel.js"', 'window.runs.push("init")'),
      blocked('data-category="marketing" data-cmplz-src="/tags/pixel.js"'),
    ].join('');
    const observer = recordExternalLoads();
    setChoices({ marketing: 'allow' });
    await activate(allowedButBlocked(), new ScriptRunner());
    observer.disconnect();
    expect(runs()).toEqual(['loaded /tags/pixel.js', 'init']);
  });

  it('a script that fails to load is reported on the console and the scripts after it still run', async () => {
    const settings = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM.settings;
    settings.handleDisabledFileLoadingAsSuccess = false;
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = [
      blocked('data-category="marketing" data-cmplz-src="/tags/gone.js"'),
      blocked('data-category="marketing"', 'window.runs.push("inline after gone")'),
    ].join('');
    setChoices({ marketing: 'allow' });
    await activate(allowedButBlocked(), new ScriptRunner());
    expect(warned).toHaveBeenCalledWith('[woo-islands] consent: Something went wrong ... while loading /tags/gone.js');
    expect(runs()).toEqual(['inline after gone']);
  });

  it('runs each script at most once', async () => {
    document.body.innerHTML = blocked('data-category="statistics"', 'window.runs.push("stats")') + blocked('data-category="statistics"', 'window.runs.push("stats")');
    const runner = new ScriptRunner();
    setChoices({ statistics: 'allow' });
    await activate(allowedButBlocked(), runner);
    await activate(allowedButBlocked(), runner);
    expect(runs()).toEqual(['stats']);
  });

  it('a service consent runs that service alone; a denied service stays blocked in an allowed category', async () => {
    document.body.innerHTML = blocked('data-category="marketing" data-service="youtube"', 'window.runs.push("youtube")')
      + blocked('data-category="marketing" data-service="facebook"', 'window.runs.push("facebook")');
    const runner = new ScriptRunner();
    setServiceConsent('youtube', true);
    await activate(allowedButBlocked(), runner);
    expect(runs()).toEqual(['youtube']);
    setServiceConsent('facebook', false);
    setChoices({ marketing: 'allow' });
    await activate(allowedButBlocked(), runner);
    expect(runs()).toEqual(['youtube']);
  });

  it('functional scripts were never blocked and are left alone', () => {
    document.body.innerHTML = '<script data-category="functional">1</script>';
    expect(isAllowed(document.querySelector('script')!)).toBe(false);
  });
});

describe('blocked iframes, images and stylesheets', () => {
  it('get their address back once allowed, keeping autoplay and lazy loading', async () => {
    serveFrames();
    document.body.innerHTML = `<div class="wrap cmplz-blocked-content-container cmplz-placeholder-1" data-placeholder_class_index="1"><iframe class="cmplz-placeholder-element cmplz-iframe" data-category="marketing" data-service="youtube" data-cmplz-target="src" data-src-cmplz="https://www.youtube.com/embed/x?feature=oembed" data-deferlazy="1" src="about:blank?autoplay=1"></iframe><div class="cmplz-blocked-content-notice">…</div></div>
<img class="cmplz-image" data-category="marketing" data-src-cmplz="https://maps.example/tile.png" src="/placeholder.svg">
<link rel="stylesheet" data-category="preferences" data-href="https://fonts.example/css">
<iframe data-category="marketing" data-src-cmplz="javascript:alert(1)" src="about:blank"></iframe>`;
    setChoices({ marketing: 'allow', preferences: 'allow' });
    await activate(allowedButBlocked(), new ScriptRunner());
    const [video, bad] = [...document.querySelectorAll('iframe')];
    expect(video!.getAttribute('src')).toBe('https://www.youtube.com/embed/x?feature=oembed&autoplay=1');
    expect(video!.getAttribute('loading')).toBe('lazy');
    expect(video!.classList.contains('cmplz-activated')).toBe(true);
    video!.dispatchEvent(new Event('load'));
    expect(document.querySelector('.wrap')!.className).toBe('wrap');
    expect(document.querySelector('.cmplz-blocked-content-notice')).toBeNull();
    expect(document.querySelector('img')!.getAttribute('src')).toBe('https://maps.example/tile.png');
    expect(document.querySelector('link')!.getAttribute('href')).toBe('https://fonts.example/css');
    expect(bad!.getAttribute('src')).toBe('about:blank');
  });
});

describe('what consent allows', () => {
  const page = () => {
    document.body.innerHTML = [
      blocked('data-category="statistics"', '1'),
      blocked('data-category="marketing" data-service="youtube"', '2'),
      blocked('data-service="general"', '3'),
    ].join('');
  };

  it('nothing beyond functional: no blocked element', () => {
    page();
    expect(allowedButBlocked()).toEqual([]);
  });

  it('one service: that service and the general one', () => {
    page();
    setServiceConsent('youtube', true);
    expect(allowedButBlocked().map((el) => el.textContent)).toEqual(['2', '3']);
  });

  it('a category: its elements', () => {
    page();
    setChoices({ statistics: 'allow' });
    expect(allowedButBlocked().map((el) => el.textContent)).toEqual(['1']);
  });
});
