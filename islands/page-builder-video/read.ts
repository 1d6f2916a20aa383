import { elementSettings, isOn } from '../../src/elementor';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface VideoProps {
  /** The player's embed URL (autoplaying), or null for hosted videos. */
  embedUrl: string | null;
  provider: 'youtube' | 'vimeo' | 'hosted';
  lazy: boolean;
  autoplay: boolean;
}

const YOUTUBE_ID = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{6,})/;
const VIMEO_ID = /vimeo\.com\/(?:video\/|channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)/;

/** The player URL for a video widget's settings; it always autoplays, since it loads on the visitor's request. */
export function embedUrl(settings: Record<string, unknown>): { provider: VideoProps['provider']; url: string | null } | null {
  const type = String(settings.video_type ?? 'youtube');
  const params = new URLSearchParams({ autoplay: '1' });
  if (isOn(settings.mute)) params.set('mute', '1');
  if (settings.controls === '') params.set('controls', '0');
  if (type === 'youtube') {
    const id = YOUTUBE_ID.exec(String(settings.youtube_url ?? ''))?.[1];
    if (!id) return null;
    params.set('rel', isOn(settings.rel) ? '1' : '0');
    if (isOn(settings.loop)) params.set('loop', '1'), params.set('playlist', id);
    const host = isOn(settings.yt_privacy) ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
    return { provider: 'youtube', url: `${host}/embed/${id}?${params}` };
  }
  if (type === 'vimeo') {
    const id = VIMEO_ID.exec(String(settings.vimeo_url ?? ''))?.[1];
    if (!id) return null;
    if (isOn(settings.mute)) params.set('muted', '1');
    if (isOn(settings.loop)) params.set('loop', '1');
    return { provider: 'vimeo', url: `https://player.vimeo.com/video/${id}?${params}` };
  }
  if (type === 'hosted') return { provider: 'hosted', url: null };
  return null;
}

export function read(host: HTMLElement): VideoProps {
  const settings = elementSettings(host);
  if (!settings) throw new BadMarkup('data-settings is not JSON');
  const embed = embedUrl(settings);
  if (!embed) throw new BadMarkup(`no ${String(settings.video_type ?? 'youtube')} video URL the widget can play`);
  return { embedUrl: embed.url, provider: embed.provider, lazy: isOn(settings.lazy_load), autoplay: isOn(settings.autoplay) };
}
