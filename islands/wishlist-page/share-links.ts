import { addClass, listen, setAttribute, undoAll, type Undo } from '../../src/hooks';
import { t } from '../../src/i18n';
import { copyText } from './clipboard';

const TOOLTIP = ['tooltipped', 'tooltipped-s'];

/**
 * The list's share links: each opens in a small window (e-mail and WhatsApp are left to the browser);
 * the copy link copies the list's URL and says so ('Kopierad', the plugin's tooltip) until the pointer
 * or focus leaves it.
 */
export function followShareLinks(host: HTMLElement): Undo {
  const copied = new Map<Element, Undo>();
  const uncopy = (link: Element) => {
    copied.get(link)?.();
    copied.delete(link);
  };
  const showCopied = (link: HTMLElement) => {
    uncopy(link);
    copied.set(link, undoAll([...TOOLTIP.map((name) => addClass(link, name)), setAttribute(link, 'aria-label', t('copied'))]));
  };
  const clipboardLinks = [...host.querySelectorAll<HTMLAnchorElement>('a.social-clipboard')];
  return undoAll([
    listen<MouseEvent>(host, 'click', (event) => {
      const social = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.social') : null;
      if (!social || !host.contains(social)) return;
      if (social.classList.contains('social-clipboard')) {
        event.preventDefault();
        void copyText(social.href).then((done) => {
          if (done) showCopied(social);
        });
      } else if (!social.classList.contains('social-email') && !social.classList.contains('social-whatsapp')) {
        event.preventDefault();
        window.open(social.href, '_blank', 'width=420,height=320,resizable=yes,scrollbars=yes,noopener');
      }
    }),
    ...clipboardLinks.flatMap((link) => [listen(link, 'mouseleave', () => uncopy(link)), listen(link, 'blur', () => uncopy(link))]),
    () => [...copied.keys()].forEach(uncopy),
  ]);
}
