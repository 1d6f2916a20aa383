import { params } from '../../src/config';
import { elementSettings } from '../../src/elementor';
import type { ShareData } from './networks';

export type ShareProps = ShareData;

const decode = (value: unknown) => {
  const text = typeof value === 'string' ? value : '';
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** What to share: the widget's custom URL or this page, with the post's title and image from the page config. */
export function read(host: HTMLElement): ShareProps {
  const settings = elementSettings(host) ?? {};
  const post = (params('elementorFrontendConfig').post as Record<string, unknown> | undefined) ?? {};
  const custom = settings.share_url_type === 'custom' ? (settings.share_url as { url?: unknown } | undefined)?.url : undefined;
  const url = typeof custom === 'string' && custom ? custom : location.href.split('#')[0]!;
  // The page config prints the title percent-encoded.
  const text = decode(post.title) || host.ownerDocument.title;
  return { url, text, image: typeof post.featuredImage === 'string' ? post.featuredImage : '' };
}
