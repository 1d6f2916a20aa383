import { describe, expect, it } from 'vitest';
import { embedUrl } from './read';

describe('video embeds', () => {
  it('makes autoplaying YouTube (privacy mode) and Vimeo player URLs', () => {
    expect(embedUrl({ video_type: 'youtube', youtube_url: 'https://www.youtube.com/watch?v=XHOmBV4js_E', yt_privacy: 'yes' })?.url)
      .toBe('https://www.youtube-nocookie.com/embed/XHOmBV4js_E?autoplay=1&rel=0');
    expect(embedUrl({ video_type: 'youtube', youtube_url: 'https://youtu.be/XHOmBV4js_E', mute: 'yes' })?.url)
      .toBe('https://www.youtube.com/embed/XHOmBV4js_E?autoplay=1&mute=1&rel=0');
    expect(embedUrl({ video_type: 'vimeo', vimeo_url: 'https://vimeo.com/235215203' })?.url).toBe('https://player.vimeo.com/video/235215203?autoplay=1');
    expect(embedUrl({ video_type: 'youtube', youtube_url: 'https://example.com/' })).toBeNull();
  });
});
