// Secrets set by a tool's `config set` and passwords told in a sentence (an attack probe's two
// survivors, 2026-12-06): what redaction must mask (secret-examples.ts; what it must leave of the
// same words is in untouched-examples.ts).
/** [input, expected] */
export const SECRETS_PROSE: [string, string][] = [
  ['aws configure set aws_secret_access_key wJalrXUtnFEMI/K7MDENG', 'aws configure set aws_secret_access_key ***'],
  [
    'aws configure set default.aws_session_token "FwoGZXIv//abc" --profile bench',
    'aws configure set default.aws_session_token *** --profile bench',
  ],
  ['redis-cli CONFIG SET requirepass foobared1', 'redis-cli CONFIG SET requirepass ***'],
  ['redis-cli config set masterauth S3cret', 'redis-cli config set masterauth ***'],
  ['npm config set //registry.npmjs.org/:_authToken npm_abc123XYZ', 'npm config set //registry.npmjs.org/:_authToken ***'],
  ['yarn config set npmAuthToken abc', 'yarn config set npmAuthToken ***'],
  ['The password is Sup3rS3cret!', 'The password is ***'],
  ['The root password was hunter2x.', 'The root password was ***.'],
  ['The password for root is S3cr3t99, and the user is sbtest.', 'The password for root is ***, and the user is sbtest.'],
  ['we set the password to `hunter2x` first', 'we set the password to `***` first'],
  ['the key\'s passphrase is "correct horse battery"', 'the key\'s passphrase is "***"'],
  ['PASSWORD IS 12345678', 'PASSWORD IS ***'],
  ['connect with password S3cret99 as root', 'connect with password *** as root'],
  // the value told once is masked where it is printed again (redact.ts maskEchoes)
  ['The password is Zq9!xw_7.\nsysbench --mysql-user=root Zq9!xw_7 run', 'The password is ***.\nsysbench --mysql-user=root *** run'],
];
