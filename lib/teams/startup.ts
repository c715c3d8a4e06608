// What `npm start` does for accounts once the database is ready: a one-time setup link while
// nobody has an account, and the home team adopting whatever was stored without a team since
// (sign-in was off for a while, or the demo data arrived before setup).
import 'server-only';
import { adoptTeamlessData, getHomeTeamId } from '../db/teams';
import type { Env } from '../env';
import { publicOrigin } from '../hosts';
import { issueSetupToken } from './setup';

export async function prepareAccounts(env: Env): Promise<{ setupUrl: string | null; adopted: { uploads: number; projects: number } }> {
  if (env.BENCHBOARD_AUTH === 'off') return { setupUrl: null, adopted: { uploads: 0, projects: 0 } };
  const home = await getHomeTeamId();
  const adopted = home ? await adoptTeamlessData(home) : null;
  const token = await issueSetupToken(env.BENCHBOARD_SETUP_TOKEN);
  return {
    setupUrl: token ? `${publicOrigin(env)}/setup?token=${encodeURIComponent(token)}` : null,
    adopted: { uploads: adopted?.uploads ?? 0, projects: adopted?.projects ?? 0 },
  };
}
