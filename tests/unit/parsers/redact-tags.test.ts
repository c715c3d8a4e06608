// Tags are typed as key=value: a value under a key that names a secret is one, whatever it looks
// like. A tag key is a person's own word (`pass=warm` is a benchmark pass): it is read as words.
import { expect, test } from 'vitest';
import { redactTags, redactText } from '../../../lib/parsers';

test('a tag whose key names a secret keeps its key and loses its value; other values are redacted as text', () => {
  expect(
    redactTags({
      password: 'S3cret',
      db_password: 'x',
      'mysql-pass': 'y',
      MYSQL_PWD: '1234',
      api_token: 'tok',
      ROOT_PW: 'rootpw',
      wsrep_sst_auth: 'root:pw',
      accessToken: 'a',
      clientSecret: 'b',
      authToken: 'c',
      dbCredentials: 'd',
      apiKey: 'e',
      'ssh.private-key': 'f',
      dsn: 'postgres://u:S3cret@h/db',
      note: 'ran with --mysql-password=S3cret',
      empty: '',
    }),
  ).toEqual({
    password: '***',
    db_password: '***',
    'mysql-pass': '***',
    MYSQL_PWD: '***',
    api_token: '***',
    ROOT_PW: '***',
    wsrep_sst_auth: '***',
    accessToken: '***',
    clientSecret: '***',
    authToken: '***',
    dbCredentials: '***',
    apiKey: '***',
    'ssh.private-key': '***',
    dsn: 'postgres://u:***@h/db',
    note: 'ran with --mysql-password=***',
    empty: '',
  });
});

// an attack probe (2026-12-07): masked in a log, kept as tags
test('a key a config file would mask, or a secret word qualified after a dot, is masked as a tag too', () => {
  expect(
    redactTags({
      pgpass: 'Tg15zzA9',
      secretkey: 'Tg19zzA9',
      'password.root': 'Tg08zzA9',
      'token.ci': 'x',
      'validate_password.policy': 'STRONG',
    }),
  ).toEqual({
    pgpass: '***',
    secretkey: '***',
    'password.root': '***',
    'token.ci': '***',
    'validate_password.policy': 'STRONG',
  });
});

test('keys that only contain a secret’s letters keep their values (a reviewer, 2026-12-03): configurations stay apart', () => {
  const benign = {
    pass: 'warm',
    passes: '3',
    bypass_cache: 'on',
    compass: 'north',
    pwd: '/home/bench',
    auth: 'off',
    ngram_token_size: '2',
    sort_key: 'id',
    password_file: '/run/secrets/db',
    allocator: 'jemalloc',
  };
  expect(redactTags(benign)).toEqual(benign);
});

// an attack probe (2026-12-05) stored `pass=S3cretT02x` and saw it on every page: under `pass`,
// `pwd` or `pw` alone a value that looks like a password (letters with digits or symbols, 6+) is one
test('pass, pwd or pw alone: a value that looks like a password is masked, a pass or a directory kept', () => {
  expect(redactTags({ pass: 'S3cretT02x', pwd: 'hunter2!', PW: 'abc123', Pass: 'warm', pw: '2' })).toEqual({
    pass: '***',
    pwd: '***',
    PW: '***',
    Pass: 'warm',
    pw: '2',
  });
  expect(redactTags({ pwd: '/srv/bench-01', pass: 'warm-up' })).toEqual({ pwd: '/srv/bench-01', pass: '***' });
});

// a probe of 2026-12-06 typed `auth=S3cr3tX` as a tag and saw it kept: `auth` alone as `pass` is,
// an authentication method (`auth=scram-sha-256`, `auth=caching_sha2_password`) kept as typed
test('auth alone: a value that looks like a password is masked, a method kept', () => {
  expect(redactTags({ auth: 'S3cr3tX', AUTH: 'off' })).toEqual({ auth: '***', AUTH: 'off' });
  const methods = { auth: 'scram-sha-256', Auth: 'caching_sha2_password', AUTH: 'authentication_ldap_sasl', ' auth': 'kerberos5' };
  expect(redactTags(methods)).toEqual(methods);
});

test('CI variables as tag keys (a probe of 2026-12-04): a secret word glued to another or numbered', () => {
  const secret = {
    PGPASSWORD: 'S3cret',
    MYSQLPWD: 'x',
    rootpw: 'y',
    passwords: 'z',
    password1: 'w',
    db_passwords: 'v',
    MYSQL_ROOT_PASSWORD: 'u',
  };
  expect(redactTags(secret)).toEqual(Object.fromEntries(Object.keys(secret).map((k) => [k, '***'])));
  // and what only looks like one stays
  const benign = { passwordless: 'yes', pw_policy: 'strict', cwd: '/srv', passage: '2' };
  expect(redactTags(benign)).toEqual(benign);
});

// what the prose rule masks stays where it was told: "the new password is scram-sha-256 hashed"
// masked the method in that sentence, and it was masked in every config line after it (a probe, 2026-12-06)
test('a password told in a sentence is masked there only, never looked for elsewhere', () => {
  expect(redactText('The new password is scram-sha-256 hashed.\npassword_encryption = scram-sha-256')).toBe(
    'The new password is *** hashed.\npassword_encryption = scram-sha-256',
  );
});

// an attack probe (2026-12-07): `128M` and `128M\u200b` were two configurations that read alike
test('characters that show nothing or turn the text around are out of a tag value, and its ends trimmed', () => {
  expect(redactTags({ bp: '128M\u200b', alloc: '\u202eM821', engine: 'inno\u200ddb ', note: '\ufeffq1' })).toEqual({
    bp: '128M',
    alloc: 'M821',
    engine: 'innodb',
    note: 'q1',
  });
});
