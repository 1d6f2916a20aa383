// Share links for every network the spec lists. `{url}`, `{text}` and `{image}` are filled in encoded.

export interface ShareData {
  url: string;
  text: string;
  image: string;
}

const TEMPLATES: Record<string, string> = {
  facebook: 'https://www.facebook.com/sharer/sharer.php?u={url}',
  x: 'https://x.com/intent/post?text={text}&url={url}',
  linkedin: 'https://www.linkedin.com/shareArticle?mini=true&url={url}&title={text}',
  pinterest: 'https://www.pinterest.com/pin/create/button/?url={url}&media={image}&description={text}',
  reddit: 'https://reddit.com/submit?url={url}&title={text}',
  vk: 'https://vkontakte.ru/share.php?url={url}&title={text}&image={image}',
  odnoklassniki: 'https://connect.ok.ru/offer?url={url}&title={text}&imageUrl={image}',
  tumblr: 'https://tumblr.com/share/link?url={url}',
  digg: 'https://digg.com/submit?url={url}',
  skype: 'https://web.skype.com/share?url={url}',
  stumbleupon: 'https://www.stumbleupon.com/submit?url={url}',
  mix: 'https://mix.com/add?url={url}',
  telegram: 'https://telegram.me/share/url?url={url}&text={text}',
  pocket: 'https://getpocket.com/edit?url={url}',
  xing: 'https://www.xing.com/spi/shares/new?url={url}',
  whatsapp: 'https://api.whatsapp.com/send?text=*{text}*%0A{url}',
  email: 'mailto:?subject={text}&body={url}',
  threads: 'https://threads.net/intent/post?text={text}%20{url}',
};

// Older and newer names the page builder has used for the same network.
const ALIASES: Record<string, string> = { twitter: 'x', 'x-twitter': 'x', ok: 'odnoklassniki' };

/** The spec's list: Facebook, X, LinkedIn, Pinterest, Reddit, VK, OK, Tumblr, Digg, Skype, StumbleUpon, Mix, Telegram, Pocket, XING, WhatsApp, email, print, Threads. */
export const NETWORKS = [...Object.keys(TEMPLATES), 'print'];

export function networkName(name: string): string | null {
  const key = ALIASES[name] ?? name;
  return NETWORKS.includes(key) ? key : null;
}

/** The share URL for a network, or null for print (and unknown networks). */
export function shareUrl(network: string, data: ShareData): string | null {
  const template = TEMPLATES[networkName(network) ?? ''];
  if (!template) return null;
  return template
    .replace('{url}', encodeURIComponent(data.url))
    .replace('{text}', encodeURIComponent(data.text))
    .replace('{image}', encodeURIComponent(data.image));
}
