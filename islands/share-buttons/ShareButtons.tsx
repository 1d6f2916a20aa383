import { useListener } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import { networkName, shareUrl } from './networks';
import type { ShareProps } from './read';

export { read } from './read';

const PREFIX = 'elementor-share-btn_';

function networkOf(button: Element): string | null {
  const cls = [...button.classList].find((c) => c.startsWith(PREFIX));
  return cls ? networkName(cls.slice(PREFIX.length)) : null;
}

/** A share window of the size networks lay their dialogs out for, centred over the page. */
function openShareWindow(url: string): void {
  const width = 640;
  const height = 480;
  const left = window.screenX + (window.outerWidth - width) / 2;
  const top = window.screenY + (window.outerHeight - height) / 2;
  window.open(url, '', `toolbar=0,status=0,width=${width},height=${height},left=${left},top=${top}`);
}

export default function ShareButtons({ host, url, text, image }: IslandProps<ShareProps>) {
  const share = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('.elementor-share-btn') : null;
    if (!button || !host.contains(button)) return;
    const network = networkOf(button);
    if (!network) return;
    event.preventDefault();
    if (network === 'print') {
      window.print();
      return;
    }
    const link = shareUrl(network, { url, text, image });
    if (!link) return;
    if (network === 'email') window.location.href = link;
    else openShareWindow(link);
  };
  useListener(host, 'click', share);
  useListener<KeyboardEvent>(host, 'keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') share(event);
  });
  return null;
}
