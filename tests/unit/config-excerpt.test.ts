// The run page's configuration excerpt: one line per setting. A my.cnf with SHOW GLOBAL VARIABLES
// names innodb_buffer_pool_size twice (512M as set, 536870912 as listed): shown once, as set, and
// the listing's value only when the server ran with another.
import { describe, expect, it } from 'vitest';
import { excerptEntries } from '@/lib/config-values';

let idx = 0;
const entry = (key: string, value: string, listed: boolean, section = listed ? '' : 'mysqld') => ({
  idx: idx++,
  key,
  value,
  listed,
  section,
});

describe('excerptEntries', () => {
  it('shows a key set and listed once, as set, with the server value only when it differs', () => {
    const entries = [
      entry('version', '10.11.19-MariaDB', true),
      entry('default_storage_engine', 'InnoDB', true),
      entry('innodb_buffer_pool_size', '536870912', true),
      entry('max_connections', '151', true),
      entry('default_storage_engine', 'InnoDB', false),
      entry('innodb_buffer_pool_size', '512M', false),
      entry('max_connections', '100', false),
    ];
    const lines = excerptEntries(entries).map((e) => `${e.key}=${e.value}${e.running ? ` (${e.running})` : ''}`);
    expect(lines).toEqual([
      'version=10.11.19-MariaDB',
      'default_storage_engine=InnoDB',
      'innodb_buffer_pool_size=512M',
      'max_connections=100 (151)',
    ]);
  });
  it('keeps a key of another section ([client]) apart from the server one', () => {
    const entries = [entry('port', '3306', false, 'client'), entry('port', '3307', false, 'mysqld'), entry('port', '3307', true)];
    expect(excerptEntries(entries).map((e) => `${e.section}:${e.key}=${e.value}:${e.running}`)).toEqual([
      'client:port=3306:null',
      'mysqld:port=3307:null',
    ]);
  });
  it('keeps a listing alone as it is', () => {
    const entries = [entry('innodb_log_file_size', '268435456', true), entry('innodb_log_buffer_size', '16777216', true)];
    expect(excerptEntries(entries)).toHaveLength(2);
  });
});
