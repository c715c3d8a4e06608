// The colour theme: a stored choice wins over the system's, anything else stored means "the
// system's", and the boot script (run before paint) reaches the same answer as resolveTheme.
import { describe, expect, test } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, nonceOfPolicy, pageContentSecurityPolicy, securityHeaders } from '@/lib/security-headers';
import { readThemeChoice, resolveTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, type ThemeChoice } from '@/lib/theme';

/** Runs the boot script against a stored value and a system setting; returns the theme it sets. */
function boot(stored: string | null, systemIsDark: boolean, storageThrows = false): string | undefined {
  const dataset: Record<string, string> = {};
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemIsDark });
  const document = { documentElement: { dataset } };
  new Function('localStorage', 'matchMedia', 'document', THEME_BOOT_SCRIPT)(localStorage, matchMedia, document);
  return dataset.theme;
}

describe('theme', () => {
  test.each<[string | null, ThemeChoice]>([
    [null, 'system'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['purple', 'system'],
    ['', 'system'],
  ])('stored %j reads as %s', (stored, choice) => {
    expect(readThemeChoice(stored)).toBe(choice);
  });

  test.each<[string | null, boolean, 'light' | 'dark']>([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['nonsense', true, 'dark'],
  ])('stored %j, system dark %s: the boot script and resolveTheme both show %s', (stored, systemIsDark, theme) => {
    expect(resolveTheme(readThemeChoice(stored), systemIsDark)).toBe(theme);
    expect(boot(stored, systemIsDark)).toBe(theme);
  });

  test('storage blocked: the boot script still follows the system', () => {
    expect(boot('light', true, true)).toBe('dark');
    expect(boot('dark', false, true)).toBe('light');
  });

  test("the layout finds the page's script nonce in the policy the proxy forwards", () => {
    const nonce = 'AAECAwQFBgcICQoLDA0ODw==';
    expect(nonceOfPolicy(pageContentSecurityPolicy(nonce, [], false))).toBe(nonce);
    expect(nonceOfPolicy(null)).toBeUndefined();
    expect(nonceOfPolicy("default-src 'none'")).toBeUndefined();
  });

  test("the API's documentation is a page: its stylesheet and theme script may load (the API policy blocked both)", () => {
    const settings = { shareFrameAncestors: [], isHttps: false, isDev: false };
    const policy = securityHeaders('/api/docs', settings, 'AAECAwQFBgcICQoLDA0ODw==')['content-security-policy'];
    expect(policy).toBe(pageContentSecurityPolicy('AAECAwQFBgcICQoLDA0ODw==', [], false));
    expect(securityHeaders('/api/docs/x', settings, 'n')['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });
});
