import { describe, expect, it } from 'vitest';
import { NETWORKS, networkName, shareUrl } from './networks';

const data = { url: 'https://hemkok.se/produkt/gryta/?a=1', text: 'Gjutjärnsgryta & lock', image: 'https://hemkok.se/g.jpg' };

describe('share networks', () => {
  it('offers every network the spec lists', () => {
    expect(NETWORKS.sort()).toEqual(['digg', 'email', 'facebook', 'linkedin', 'mix', 'odnoklassniki', 'pinterest', 'pocket', 'print', 'reddit', 'skype', 'stumbleupon', 'telegram', 'threads', 'tumblr', 'vk', 'whatsapp', 'x', 'xing']);
  });

  it('encodes the page, title and image into each share URL', () => {
    for (const network of NETWORKS.filter((n) => n !== 'print')) {
      const url = shareUrl(network, data)!;
      expect(url, network).toContain(encodeURIComponent(data.url));
      expect(url).not.toContain(' ');
    }
    expect(shareUrl('pinterest', data)).toContain(`media=${encodeURIComponent(data.image)}`);
    expect(shareUrl('email', data)).toBe(`mailto:?subject=${encodeURIComponent(data.text)}&body=${encodeURIComponent(data.url)}`);
    expect(shareUrl('print', data)).toBeNull();
  });

  it('knows the names the page builder used over the years', () => {
    expect(networkName('twitter')).toBe('x');
    expect(networkName('x-twitter')).toBe('x');
    expect(networkName('myspace')).toBeNull();
  });
});
