export interface LightboxSlide {
  type: 'image' | 'video';
  /** The full-size image, or the video's URL (YouTube, Vimeo or a file). */
  href: string;
  title?: string;
  description?: string;
  alt?: string;
}

export interface LightboxOptions {
  startAt?: number;
  loop?: boolean;
  counter?: boolean;
  fullscreen?: boolean;
  zoom?: boolean;
  share?: boolean;
  /** Keep the state in the URL hash under this gallery name (`#gid=<name>&pid=<1-based index>`). */
  history?: string;
  /** Accessible name of the dialog. */
  label?: string;
  onSlide?: (index: number) => void;
  onClose?: () => void;
}

export interface LightboxHandle {
  close(): void;
  goTo(index: number): void;
  current(): number;
}
