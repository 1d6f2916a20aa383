import { categoryOf } from '../../src/consent/allowed';
import { BadMarkup } from '../../src/runtime/bad-markup';
import type { Category } from '../../src/stores/consent';

export interface ConsentAreaProps {
  postId: string;
  blockId: string;
  category: Category;
  service: string;
}

// What Complianz's REST route accepts (rest-api.php): a numeric post id and a sanitised block id.
const POST_ID = /^\d+$/;
const BLOCK_ID = /^[a-z0-9_-]+$/;

export function read(host: HTMLElement): ConsentAreaProps {
  const postId = host.dataset.post_id ?? '';
  const blockId = host.dataset.block_id ?? '';
  if (!POST_ID.test(postId)) throw new BadMarkup(`data-post_id "${postId}" is not a post id`);
  if (!BLOCK_ID.test(blockId)) throw new BadMarkup(`data-block_id "${blockId}" is not a block id`);
  return { postId, blockId, category: categoryOf(host), service: host.dataset.service ?? '' };
}
