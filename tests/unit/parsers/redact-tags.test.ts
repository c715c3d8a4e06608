// Tags are typed as key=value: a value under a key that names a secret is one, whatever it looks like.
import { expect, test } from 'vitest';
import { redactTags } from '../../../lib/parsers';

test('a tag whose key names a secret keeps its key and loses its value; other values are redacted as text', () => {
  expect(
    redactTags({
      password: 'S3cret',
      db_password: 'x',
      'mysql-pass': 'y',
      pwd: '1234',
      api_token: 'tok',
      ROOT_PW: 'rootpw',
      wsrep_sst_auth: 'root:pw',
      dsn: 'postgres://u:S3cret@h/db',
      note: 'ran with --mysql-password=S3cret',
      allocator: 'jemalloc',
      empty: '',
      ngram_token_size: '2',
    }),
  ).toEqual({
    password: '***',
    db_password: '***',
    'mysql-pass': '***',
    pwd: '***',
    api_token: '***',
    ROOT_PW: '***',
    wsrep_sst_auth: '***',
    dsn: 'postgres://u:***@h/db',
    note: 'ran with --mysql-password=***',
    allocator: 'jemalloc',
    empty: '',
    ngram_token_size: '2',
  });
});
