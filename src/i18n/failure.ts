import type { FailureKind } from '../http';
import { t } from './index';

/**
 * What a shopper reads when a call failed: the spec's message for a failed request's kind (offline,
 * not JSON, an upload's sizes not made), the generic one for anything else. The request's error is
 * known by its name, so that texts and HTTP load apart (a returning shopper's cart refresh shows none).
 */
export function failureMessage(error: unknown): string {
  const kind = error instanceof Error && error.name === 'RequestFailed' ? (error as Error & { kind: FailureKind }).kind : 'http';
  if (kind === 'offline') return t('fetch_error');
  if (kind === 'invalid_json') return t('invalid_json');
  if (kind === 'post_process') return t('post_process');
  if (kind === 'aborted') return '';
  return t('unknown_error');
}
