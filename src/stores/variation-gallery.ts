import type { GalleryParts } from '../variations/gallery';

/** Per variation form: the gallery notification waiting its 20 ms (src/variations/gallery.ts). */
export const pendingGallerySettles = new WeakMap<HTMLFormElement, ReturnType<typeof setTimeout>>();

/** Per variation form: its gallery's parts, looked up once and again only after one left the page. */
export const foundGalleryParts = new WeakMap<HTMLFormElement, Omit<GalleryParts, 'navImg'>>();
