import { postMultipart, RequestFailed } from '../../src/http';
import { formAnswer, type FormAnswer } from './answer';

// PHP's default max_execution_time is 30 s: an e-mail action on a slow mail server may take most of
// it, and giving up earlier would tell the shopper it failed while the server still sends.
const TIMEOUT_MS = 35_000;

/**
 * The fields Pro's form handler sends: the whole form as multipart (its hidden post_id, form_id,
 * referer_title, queried_id and the form_fields[…], files included), then `action` and `referrer`
 * (the page's address). This version sends no nonce. Resolves with Pro's answer, also when it came
 * with an error status; rejects with RequestFailed (and its message) for anything else.
 */
export async function sendForm(url: string, form: HTMLFormElement): Promise<FormAnswer> {
  const data = new FormData(form);
  data.append('action', 'elementor_pro_forms_send_form');
  data.append('referrer', location.toString());
  let text: string;
  try {
    text = await postMultipart(url, data, { timeout: TIMEOUT_MS });
  } catch (error) {
    const answer = error instanceof RequestFailed ? formAnswer(error.body) : null;
    if (answer) return answer;
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestFailed('invalid_json', 200, text);
  }
  const answer = formAnswer(body);
  if (!answer) throw new RequestFailed('http', 200, body);
  return answer;
}
