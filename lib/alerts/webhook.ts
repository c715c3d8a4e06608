// The optional webhook of a project: each alert POSTed as JSON. Never in the upload's way: it is
// sent after the upload answered (not awaited), with a short timeout, and its outcome (status or
// error) is recorded on the alert. SSRF: only http(s) URLs are accepted and redirects are not
// followed, but an address on the server's own network is allowed (a team's chat relay or CI
// often lives there) — only editors of the project can set it, and it is documented.
import { z } from 'zod';

export const WEBHOOK_TIMEOUT_MS = 3000;

const urlOf = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000, 'a webhook URL is at most 2000 characters')
  .refine((text) => urlOf(text) !== null, 'the webhook must be a URL')
  .refine((text) => /^https?:$/.test(urlOf(text)?.protocol ?? ''), 'the webhook must be an http:// or https:// URL')
  .refine((text) => !urlOf(text)?.username && !urlOf(text)?.password, 'no user name or password in the URL');

/** POSTs the JSON; the result as a short text ("200", "failed: …") to record. Never throws. */
export async function postWebhook(url: string, body: unknown, fetchImpl: typeof fetch = fetch): Promise<string> {
  if (!webhookUrlSchema.safeParse(url).success) return 'failed: not an http(s) URL';
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'benchboard-alerts' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return response.ok ? String(response.status) : `failed: HTTP ${response.status}`;
  } catch (error) {
    const reason =
      error instanceof Error ? (error.name === 'TimeoutError' ? `timeout after ${WEBHOOK_TIMEOUT_MS} ms` : error.message) : 'error';
    return `failed: ${reason}`;
  }
}
