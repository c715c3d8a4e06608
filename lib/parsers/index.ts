export { decodeBytes } from './decode';
export { parseDocument } from './document';
export { redactText } from './redact';
export type * from './types';
