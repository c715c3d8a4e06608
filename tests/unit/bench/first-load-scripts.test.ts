import { describe, expect, test } from 'vitest';
import { firstLoadScripts } from '../../../scripts/bench/first-load-js';

describe('firstLoadScripts', () => {
  test('counts each script a module-capable browser loads, once, and not the noModule polyfills', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async="" nonce="x"></script>',
      '<script src="/_next/static/chunks/polyfill.js" noModule="" nonce="x"></script>',
      '<script nonce="x">self.__next_f.push([1,""])</script>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('');
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });
});
