import { params, shopConfig, str } from '../../src/config';
import { BadMarkup } from '../../src/runtime/bad-markup';

export interface ElementorFormProps {
  /** Where Pro's form handler posts: `ElementorProFrontendConfig.ajaxurl`. */
  ajaxUrl: string;
  /** Pro adds `elementor-message-svg` to its success message when its inline-SVG icons are on. */
  svgIcons: boolean;
}

/**
 * The form Elementor Pro's form widget prints: `form.elementor-form` (method post, no action) with
 * the hidden `post_id` and `form_id` its handler needs to find the form's settings, beside
 * `referer_title`, `queried_id` and the `form_fields[…]` themselves.
 */
export function read(host: HTMLElement): ElementorFormProps {
  if (!(host instanceof HTMLFormElement)) throw new BadMarkup('the form widget holds no form element');
  for (const name of ['post_id', 'form_id']) {
    if (!(host.elements.namedItem(name) instanceof HTMLInputElement)) throw new BadMarkup(`no hidden ${name} in the form: its handler cannot find it`);
  }
  const pro = params('ElementorProFrontendConfig');
  const urls = (params('elementorFrontendConfig').urls ?? {}) as Record<string, unknown>;
  const features = (params('elementorFrontendConfig').experimentalFeatures ?? {}) as Record<string, unknown>;
  return {
    ajaxUrl: str(pro.ajaxurl) || str(urls.ajaxurl) || shopConfig().ajaxUrl,
    svgIcons: features.e_font_icon_svg === true,
  };
}
