import { RequestFailed } from '../index';
import { rest, type RestOptions } from './index';

/** How often WordPress's media upload asks for an image's sizes before it gives the upload up. */
const POST_PROCESS_ATTEMPTS = 5;

/**
 * Uploads a file to the media library (`POST wp/v2/media`). A server error that names the stored
 * attachment (`X-WP-Upload-Attachment-ID`) means the image's sizes were not made: they are asked for
 * (`media/{id}/post-process`, `action=create-image-subsizes`) up to five times, and if that keeps
 * failing the half-made attachment is deleted and the upload fails with the spec's message.
 */
export async function uploadMedia<T>(body: FormData, options: RestOptions = {}): Promise<T> {
  try {
    return await rest<T>('wp/v2/media', { ...options, method: 'POST', body });
  } catch (error) {
    const { nonce } = options;
    const id = error instanceof RequestFailed && error.status >= 500 ? error.headers?.get('X-WP-Upload-Attachment-ID') : null;
    if (!id) throw error;
    try {
      return await rest<T>(`wp/v2/media/${id}/post-process`, {
        nonce,
        method: 'POST',
        json: { action: 'create-image-subsizes' },
        // Every failure is retried at once, as WordPress does.
        retry: { limit: POST_PROCESS_ATTEMPTS - 1, methods: ['post'], shouldRetry: () => true, delay: () => 0 },
      });
    } catch {
      // Not awaited: the shopper hears of the failure now, and a failed clean-up changes nothing for them.
      rest(`wp/v2/media/${id}`, { nonce, method: 'DELETE', searchParams: { force: 'true' } }).catch(() => undefined);
      throw new RequestFailed('post_process');
    }
  }
}
