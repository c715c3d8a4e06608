// Two app servers starting on one fresh database each print the setup link: it must be one link,
// and the first server's must not stop working when the second starts.
import { describe, expect, test } from 'vitest';
import { isSetupTokenValid, issueSetupToken } from '../../lib/teams/setup';

describe('the one-time setup link with several servers', () => {
  test('every server issues the same token, and it stays valid', async () => {
    const [a, b] = await Promise.all([issueSetupToken(), issueSetupToken()]);
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    const later = await issueSetupToken(); // a third server, or a restart
    expect(later).toBe(a);
    expect(await isSetupTokenValid(a as string)).toBe(true);
    expect(await isSetupTokenValid(`${a}x`)).toBe(false);
  });
});
