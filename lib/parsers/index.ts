export { decodeBytes } from './decode';
export { emptyResult, looksBinary, parseDocument } from './document';
export { prepareScanned, prepareText } from './prepare';
export { REDACTED, redactTags, redactText, redactTyped } from './redact';
export { redactFileName } from './redact-file-name';
export { isSecretSettingKey } from './redact-values';
export type * from './types';

export { PARSER_VERSION } from './version';
