import { useStore } from '@nanostores/react';
import { createPortal } from 'react-dom';
import { dismissNotice, $notices, type Notice } from '../../src/stores/notices';
import type { IslandProps } from '../../src/runtime/define';

export function read(): Record<string, never> {
  return {};
}

const CLASS_FOR: Record<Notice['kind'], string> = {
  error: 'woocommerce-error',
  success: 'woocommerce-message',
  info: 'woocommerce-info',
};

/** One notice in WooCommerce's markup: errors as a `ul.woocommerce-error`, others as a div. */
function NoticeView({ notice }: { notice: Notice }) {
  const close = (
    <button type="button" className="wi-notice-close" aria-label="Stäng" onClick={() => dismissNotice(notice.id)}>
      ×
    </button>
  );
  if (notice.kind === 'error') {
    return (
      <ul className="woocommerce-error" role="alert">
        <li>
          {notice.message} {close}
        </li>
      </ul>
    );
  }
  return (
    <div className={CLASS_FOR[notice.kind]} role="status">
      {notice.message} {close}
    </div>
  );
}

export default function Notices({ host }: IslandProps<Record<string, never>>) {
  const notices = useStore($notices);
  // Several wrappers may be printed; messages go to the first, as WooCommerce's own do.
  if (host.ownerDocument.querySelector('.woocommerce-notices-wrapper') !== host) return null;
  return createPortal(
    <>
      {notices.map((notice) => (
        <NoticeView key={notice.id} notice={notice} />
      ))}
    </>,
    host,
  );
}
