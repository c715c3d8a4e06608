// Issue 10, items 10 and 11: server options in shell scripts (a launcher before mysqld, lines
// continued with `\`, options commented out) and SHOW VARIABLES whose TABs became spaces.
import { describe, expect, test } from 'vitest';
import { parseDocument } from '../../../lib/parsers';
import { synthetic } from './format-helpers';

describe('mysqld options in a shell script', () => {
  const result = synthetic('mysqld-start-script-numactl.txt');
  const config = result.configs[0];

  test('numactl before mysqld: every option of the continued command is an entry, shell variables as written', () => {
    expect(result.configs).toHaveLength(1);
    expect(config?.kind).toBe('options');
    expect(config?.lines).toEqual([6, 13]);
    expect(config?.entries).toEqual({
      defaults_file: '/etc/my.cnf',
      datadir: '$DATADIR',
      basedir: '$PWD',
      user: 'mysql',
      innodb_buffer_pool_size: '96G',
      innodb_buffer_pool_instances: '32',
      innodb_log_file_size: '8G',
      innodb_flush_log_at_trx_commit: '2',
      max_connections: '4000',
      // a shell expansion, kept as written (not a template placeholder)
      table_open_cache: ['$', '{TOC:-8000}'].join(''),
      log_error: '$DATADIR/error.log',
    });
  });

  test("numactl's own options and the commented-out ones are not entries", () => {
    expect(config?.entries.interleave).toBeUndefined();
    expect(config?.entries.innodb_doublewrite).toBeUndefined();
    expect(config?.entries.skip_log_bin).toBeUndefined();
  });

  test('taskset and a commented option without a continuation of its own', () => {
    const text = 'taskset -c 0-7 /usr/sbin/mysqld --innodb-buffer-pool-size=1G \\\n#--innodb-doublewrite=0\n--max-connections=500\n';
    expect(parseDocument(text).configs[0]?.entries).toEqual({ innodb_buffer_pool_size: '1G', max_connections: '500' });
  });
});

describe('SHOW VARIABLES pasted with spaces for TABs', () => {
  const config = synthetic('show-variables-spaces-aurora.txt').configs[0];

  test("aligned columns, empty values, values with spaces, Aurora's variables", () => {
    expect(config?.kind).toBe('variables');
    expect(config?.lines).toEqual([2, 13]);
    expect(config?.entries).toMatchObject({
      aurora_version: '2.11.2',
      aurora_lab_mode: 'OFF',
      aurora_binlog_replication_max_yield_seconds: '0',
      init_connect: '',
      innodb_ft_server_stopword_table: '',
      innodb_buffer_pool_size: '96636764160',
      version: '5.7.12-log',
      version_comment: 'MySQL Community Server (GPL)',
    });
    expect(config?.items.find((i) => i.key === 'version_comment')?.line).toBe(12);
  });

  test('a secret in a spaced row is redacted', () => {
    expect(config?.entries.wsrep_sst_auth).toBe('***');
    expect(config?.text).not.toContain('Sup3rSecret');
  });

  test('a two-column result table with text labels is not a configuration', () => {
    const text = 'allocator   tps\nglibc       4512.3\ntcmalloc    4890.1\njemalloc    4873.9\n';
    expect(parseDocument(text).configs).toEqual([]);
  });

  test('without a header, rows of server variable names are', () => {
    const text = 'max_connections          151\ninnodb_log_file_size     50331648\ntable_open_cache         4000\n';
    expect(parseDocument(text).configs[0]?.entries).toEqual({
      max_connections: '151',
      innodb_log_file_size: '50331648',
      table_open_cache: '4000',
    });
  });
});
