import { useController } from '../../src/hooks';
import type { IslandProps } from '../../src/runtime/define';
import type { ReviewVotesProps } from './read';
import { followVotes } from './votes';

export { read } from './read';

/** The helpful-vote buttons under a review; the island runs them as its controller (./votes.ts). */
export default function ReviewVotes({ host, ...props }: IslandProps<ReviewVotesProps>) {
  useController(host, followVotes, props);
  return null;
}
