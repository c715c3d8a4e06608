// Lines people upload, with and without secrets: what redaction must mask and what it must leave.
import { SECRETS_ANSWERS_AND_URLS } from './secrets-answers-and-urls';
import { SECRETS_CODE_AND_TABLES } from './secrets-code-and-tables';
import { SECRETS_COLUMNS_AND_LISTS } from './secrets-columns-and-lists';
import { SECRETS_COMMANDS_AND_CONFIGS } from './secrets-commands-and-configs';
import { SECRETS_PROSE } from './secrets-prose';
import { SECRETS_TOOLS_AND_LISTINGS } from './secrets-tools-and-listings';

/** [input, expected]: every form a password takes in the logs people upload. */
export const SECRETS: [string, string][] = [
  ...SECRETS_TOOLS_AND_LISTINGS,
  ...SECRETS_ANSWERS_AND_URLS,
  ...SECRETS_COMMANDS_AND_CONFIGS,
  ...SECRETS_PROSE,
  ...SECRETS_CODE_AND_TABLES,
  ...SECRETS_COLUMNS_AND_LISTS,
];

export { UNTOUCHED } from './untouched-examples';
