// What a product card with Rey's catalogue swatches shows for a variation (rey-core's catalogue
// gallery, price and URL parts): the variation's image on the card, its price, and the card's links to
// the product page with the choice. One view per card, shared by whoever shows it first: the card's
// island, or the page at load for a card printed with a choice made (islands/rey-card-swatches).
import { priceContent } from './card';
import { resetVariationAttr, setVariationAttr } from './content';
import type { Variation } from './types';

// The card image's attributes a variation changes (Rey sets these on `.rey-thumbImg`).
const IMAGE_ATTRS = ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'title', 'data-caption'] as const;
// Layouts whose image Rey leaves alone (the image fills the card in another way).
const STRETCHED = ['--stretch-image-contain', '--stretch-image-images', '--stretch-image-cover'];
// Rey's stylesheet takes elements carrying it out of the card (out of the flow, out of sight).
const VAR_HIDDEN = '--var-hidden';

export interface ReyCardViewOptions {
  /** The attribute names of the card's selects (`attribute_pa_farg`), in order. */
  names: readonly string[];
  /** The price follows the choice (every attribute on the card, or the theme says so). */
  updatesPrice: boolean;
}

/**
 * `--extraImg-slideshow` cards: the image slideshow gives way to one image of the variation, a link
 * to the product page Rey adds after the slideshow (`.varImage`), hidden while no variation shows.
 */
interface Slideshow {
  splide: HTMLElement;
  /** The variation image's link, once there is one. */
  link: HTMLAnchorElement | null;
  /** Its address as printed or made (the product page). */
  href: string | null;
  /** The link is ours (not printed): it goes when the view is given back. */
  added: boolean;
}

export class ReyCardView {
  private readonly card: HTMLElement;
  private readonly gallery: Element | null;
  private readonly price: Element | null;
  private readonly priceNodes: Node[];
  private readonly links: Array<{ el: HTMLAnchorElement; href: string | null }>;
  private readonly image: HTMLImageElement | null = null;
  private readonly slideshow: Slideshow | null = null;
  /** Rey's second image (`--extraImg-second`), taken out while a variation's image shows. */
  private second: { el: Element; parent: Node; next: Node | null } | null = null;
  private shown: Variation | null = null;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly options: ReyCardViewOptions,
  ) {
    this.card = form.closest<HTMLElement>('.product') ?? form;
    const stretched = STRETCHED.some((name) => this.card.classList.contains(name));
    this.gallery = stretched ? null : this.card.querySelector('.rey-productThumbnail') ?? this.card;
    this.slideshow = this.gallery && this.card.classList.contains('--extraImg-slideshow') ? this.findSlideshow(this.gallery) : null;
    this.image = this.slideshow ? null : this.gallery?.querySelector<HTMLImageElement>('img.rey-thumbImg') ?? this.gallery?.querySelector('img') ?? null;
    this.price = this.card.querySelector('.price');
    this.priceNodes = this.price ? [...this.price.childNodes].map((node) => node.cloneNode(true)) : [];
    this.links = [...this.card.querySelectorAll<HTMLAnchorElement>('a[data-product_id], .woocommerce-loop-product__link')]
      .filter((el) => !form.contains(el) && !el.classList.contains('varImage'))
      .map((el) => ({ el, href: el.getAttribute('href') }));
  }

  /** The variation the card shows, or null when it shows as printed. */
  get variation(): Variation | null {
    return this.shown;
  }

  /** Shows `variation` for the choice `chosen` (image, price, links), or the card as printed. */
  show(variation: Variation | null, chosen: readonly string[]): void {
    // Nothing shown yet: the card is as printed (mounting 48 cards must not touch them).
    if (!variation && !this.shown) return;
    this.shown = variation;
    this.showImage(variation);
    this.showPrice(variation);
    this.showLinks(variation, chosen);
  }

  /** The card as printed, and nothing of ours left in it. */
  restore(): void {
    this.show(null, []);
    const slideshow = this.slideshow;
    if (slideshow?.added && slideshow.link) {
      slideshow.link.remove();
      Object.assign(slideshow, { link: null, href: null, added: false });
    }
  }

  /** Rey's slideshow, and the variation image's link if the page printed one. */
  private findSlideshow(gallery: Element): Slideshow | null {
    const splide = gallery.querySelector<HTMLElement>('.splide');
    if (!splide) return null;
    const link = gallery.querySelector<HTMLAnchorElement>('a.varImage');
    return { splide, link, href: link?.getAttribute('href') ?? null, added: false };
  }

  /**
   * The slideshow's variation image, made the first time a variation shows (as Rey makes it): a link
   * to the product page like the slides', holding a `.rey-thumbImg`.
   */
  private slideshowImage(slideshow: Slideshow): HTMLImageElement | null {
    if (!slideshow.link && this.gallery) {
      const href = this.gallery.querySelector('.woocommerce-LoopProduct-link')?.getAttribute('href') ?? this.gallery.querySelector('.splide__slide')?.getAttribute('href');
      if (!href) return null;
      const doc = this.card.ownerDocument;
      const link = doc.createElement('a');
      link.setAttribute('href', href);
      link.className = `woocommerce-LoopProduct-link woocommerce-loop-product__link varImage ${VAR_HIDDEN}`;
      const img = doc.createElement('img');
      img.className = 'rey-thumbImg img--1';
      img.alt = '';
      link.append(img);
      this.gallery.append(link);
      Object.assign(slideshow, { link, href, added: true });
    }
    return slideshow.link?.querySelector('img') ?? null;
  }

  private showImage(variation: Variation | null): void {
    const image = variation?.image;
    const src = image?.thumb_src || image?.src;
    if (!variation || !image || !src) {
      if (this.slideshow) this.showSlideshow(true);
      else if (this.image) for (const attr of IMAGE_ATTRS) resetVariationAttr(this.image, attr);
      this.putSecondBack();
      return;
    }
    const img = this.slideshow ? this.slideshowImage(this.slideshow) : this.image;
    if (!img) return;
    setVariationAttr(img, 'src', src);
    setVariationAttr(img, 'srcset', false);
    setVariationAttr(img, 'sizes', false);
    setVariationAttr(img, 'width', image.thumb_src_w ?? image.src_w ?? img.getAttribute('width') ?? '');
    setVariationAttr(img, 'height', image.thumb_src_h ?? image.src_h ?? img.getAttribute('height') ?? '');
    setVariationAttr(img, 'alt', image.alt ?? '');
    setVariationAttr(img, 'title', image.title ?? '');
    setVariationAttr(img, 'data-caption', image.caption ?? '');
    if (this.slideshow) this.showSlideshow(false);
    // The hover image would show the product again: Rey takes it out while a variation shows.
    if (!this.second && this.card.classList.contains('--extraImg-second')) {
      const el = this.card.querySelector('.rey-productThumbnail__second');
      if (el?.parentNode) {
        this.second = { el, parent: el.parentNode, next: el.nextSibling };
        el.remove();
        this.card.classList.remove('--extraImg-second');
      }
    }
  }

  /** The slideshow, or the variation's image in its place. */
  private showSlideshow(on: boolean): void {
    const slideshow = this.slideshow;
    if (!slideshow?.link) return;
    slideshow.splide.classList.toggle(VAR_HIDDEN, !on);
    slideshow.link.classList.toggle(VAR_HIDDEN, on);
  }

  private putSecondBack(): void {
    const second = this.second;
    if (!second) return;
    this.second = null;
    second.parent.insertBefore(second.el, second.next && second.next.parentNode === second.parent ? second.next : null);
    this.card.classList.add('--extraImg-second');
  }

  private showPrice(variation: Variation | null): void {
    if (!this.price || !this.options.updatesPrice) return;
    if (!variation?.price_html) {
      this.price.replaceChildren(...this.priceNodes.map((node) => node.cloneNode(true)));
      return;
    }
    this.price.replaceChildren(...priceContent(String(variation.price_html)));
  }

  /** The card's links open the product page with the chosen values (Rey's catalogue URLs). */
  private showLinks(variation: Variation | null, chosen: readonly string[]): void {
    const slideshow = this.slideshow;
    const links = slideshow?.link ? [...this.links, { el: slideshow.link, href: slideshow.href }] : this.links;
    for (const { el, href } of links) {
      if (!variation || href === null) {
        if (href === null) el.removeAttribute('href');
        else if (el.getAttribute('href') !== href) el.setAttribute('href', href);
        continue;
      }
      const url = new URL(href, el.ownerDocument.baseURI);
      this.options.names.forEach((name, a) => {
        if (chosen[a]) url.searchParams.set(name, chosen[a]!);
      });
      const same = url.origin === el.ownerDocument.defaultView?.location.origin;
      el.setAttribute('href', same ? url.pathname + url.search + url.hash : url.href);
    }
  }
}

const views = new WeakMap<HTMLFormElement, ReyCardView>();

/** The card's view: made once per catalogue form, so the page at load and the island show through the same one. */
export function reyCardView(form: HTMLFormElement, options: ReyCardViewOptions): ReyCardView {
  let view = views.get(form);
  if (!view) views.set(form, (view = new ReyCardView(form, options)));
  return view;
}

/** Gives the card back as printed and forgets its view (the island went). */
export function dropReyCardView(form: HTMLFormElement): void {
  views.get(form)?.restore();
  views.delete(form);
}
