import { normalizeDocument } from './html-text';
import { redactText } from './redact';

export { decodeBytes } from './decode';
export { emptyResult, parseDocument } from './document';
export { REDACTED, redactTags, redactText, redactTyped } from './redact';
export { redactFileName } from './redact-file-name';
export { isSecretSettingKey } from './redact-values';
export type * from './types';

export { PARSER_VERSION } from './version';

/**
 * The text benchboard stores for an upload: line breaks normalized, exotic spaces made plain,
 * terminal colours out, a web page's HTML as its text, secrets replaced by ***. Its line numbers
 * are the ones every parsed figure points at.
 */
export function prepareText(text: string): string {
  return redactText(normalizeDocument(text));
}
