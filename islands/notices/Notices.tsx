import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { jquery, on } from '../../src/events';
import { t } from '../../src/i18n';
import type { IslandProps } from '../../src/runtime/define';
import { scrollToNotices } from '../../src/scroll-to-notices';
import { dismissNotice, $notices, type Notice } from '../../src/stores/notices';
import { focusFirstAlert } from './focus-alert';

export function read(): Record<string, never> {
  return {};
}

const CLASS_FOR: Record<Notice['kind'], string> = {
  error: 'woocommerce-error',
  success: 'woocommerce-message',
  info: 'woocommerce-info',
};

/** One notice in WooCommerce's markup: errors as a `ul.woocommerce-error` (in an alert), others as a div. */
function NoticeView({ notice }: { notice: Notice }) {
  const close = (
    <button type="button" className="wi-notice-close" aria-label={t('dismiss')} onClick={() => dismissNotice(notice.id)}>
      ×
    </button>
  );
  if (notice.kind === 'error') {
    return (
      // The alert around the list, not on it: the list keeps its semantics (see src/helpers/a11y.ts).
      <div role="alert">
        <ul className="woocommerce-error">
          <li>
            {notice.message} {close}
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className={CLASS_FOR[notice.kind]} role="status">
      {notice.message} {close}
    </div>
  );
}

/** The page-wide notice behaviours, owned by the first notices wrapper. */
function usePageNotices(host: HTMLElement, count: number): void {
  // The server's notices were focused at load (./focus-alert.ts, from the placeholder); a redraw's are now.
  useLayoutEffect(() => {
    let cancel = () => {};
    const again = () => {
      cancel();
      cancel = focusFirstAlert();
    };
    const offRemoved = on('item_removed_from_classic_cart', again);
    const offUpdated = on('updated_wc_div', again);
    return () => {
      cancel();
      offRemoved();
      offUpdated();
    };
  }, []);

  // cart.js, checkout.js and themes call jQuery's $.scroll_to_notices, which woocommerce.js defines.
  // The entry's forwarding stub (src/runtime/jquery-stubs.ts) gives way to the real one.
  useLayoutEffect(() => {
    const jq = jquery() as unknown as Record<string, unknown> | null;
    const before = jq?.scroll_to_notices as ({ wooIslandsStub?: boolean } & ((...args: unknown[]) => unknown)) | undefined;
    if (!jq || (typeof before === 'function' && !before.wooIslandsStub)) return;
    jq.scroll_to_notices = scrollToNotices;
    return () => {
      if (jq.scroll_to_notices !== scrollToNotices) return;
      if (before) jq.scroll_to_notices = before;
      else delete jq.scroll_to_notices;
    };
  }, []);

  // A new message out of sight: bring it into view, as WooCommerce does with its own notices. Messages
  // raised before the island mounted (it waits for the shopper) are new too.
  const previous = useRef(0);
  useEffect(() => {
    const grew = count > previous.current;
    previous.current = count;
    if (!grew) return;
    const { top, bottom } = host.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) scrollToNotices(host);
  }, [host, count]);
}

function FirstWrapper({ host }: { host: HTMLElement }) {
  const notices = useStore($notices);
  usePageNotices(host, notices.length);
  return createPortal(
    <>
      {notices.map((notice) => (
        <NoticeView key={notice.id} notice={notice} />
      ))}
    </>,
    host,
  );
}

export default function Notices({ host }: IslandProps<Record<string, never>>) {
  // Several wrappers may be printed; messages go to the first, as WooCommerce's own do.
  if (host.ownerDocument.querySelector('.woocommerce-notices-wrapper') !== host) return null;
  return <FirstWrapper host={host} />;
}
