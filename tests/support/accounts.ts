// The accounts the end-to-end specs use. Each server is started with a known setup token
// (BENCHBOARD_SETUP_TOKEN), so the setup project can open its one-time link.
export const SETUP_TOKEN = 'e2e-setup-token-0123456789abcdef';

export const OWNER = { name: 'Olga Owner', email: 'owner@example.com', password: 'owner password 1234' };
export const EDITOR = { name: 'Ed Editor', email: 'editor@example.com', password: 'editor password 1234' };
export const VIEWER = { name: 'Vera Viewer', email: 'viewer@example.com', password: 'viewer password 1234' };

export function ownerStatePath(server: string): string {
  return `test-results/.auth/${server}-owner.json`;
}
