// A busy team: uploads racing each other must all land, once, without stalling anyone else.
import { resultsOf, send, upload } from './http.ts';
import { sysbenchLog } from './logs.ts';
import type { ProbeResult } from './report.ts';
import { type Server, whileWatchingHealth } from './server.ts';

export async function probeSameFileRace(server: Server, copies: number): Promise<ProbeResult> {
  const text = sysbenchLog(30, `same file ${server.port}`);
  const { value: replies, worstHealthMs } = await whileWatchingHealth(server.base, () =>
    Promise.all(Array.from({ length: copies }, () => upload(server.base, [{ name: 'same.log', text }]))),
  );
  const results = replies.map((r) => resultsOf(r)[0]);
  const created = results.filter((r) => r?.created).length;
  const runSets = new Set(results.map((r) => JSON.stringify(r?.runIds ?? null)));
  const failed = replies.filter((r) => r.status >= 500 || r.status === 0).length;
  const slowest = Math.max(...replies.map((r) => r.ms));
  return {
    family: 'load',
    name: `${copies} uploads of the same file at once`,
    sent: `${copies} × POST /api/uploads (same content)`,
    got: `${created} stored, ${runSets.size} distinct answer(s), ${failed} failed, slowest ${slowest} ms, health within ${worstHealthMs} ms`,
    ok: created === 1 && runSets.size === 1 && failed === 0 && slowest < 30_000 && worstHealthMs < 2000,
    failedRequests: failed,
    lost: created === 0 ? 1 : 0,
    frozen: worstHealthMs >= 2000,
  };
}

export async function probeNewProjectRace(server: Server, copies: number): Promise<ProbeResult> {
  const project = `race project ${server.port}`;
  const replies = await Promise.all(
    Array.from({ length: copies }, (_, n) =>
      upload(server.base, [{ name: `race-${n}.log`, text: sysbenchLog(10, `race ${n}`) }], {
        files: [{ name: `race-${n}.log`, projectName: project }],
      }),
    ),
  );
  const stored = replies.filter((r) => resultsOf(r)[0]?.created).length;
  const runIds = replies.flatMap((r) => resultsOf(r)[0]?.runIds ?? []);
  // every run the server said it stored must be on the runs list of that one project
  const list = await send(`${server.base}/runs?q=${encodeURIComponent('race')}&size=200`);
  const listed = runIds.filter((id) => list.text.includes(`/runs/${id}"`)).length;
  return {
    family: 'load',
    name: `${copies} uploads into one new project at once`,
    sent: `${copies} × POST /api/uploads, project "${project}"`,
    got: `${stored} stored, ${replies.filter((r) => r.status >= 500).length} answered 5xx, ${listed}/${runIds.length} runs listed afterwards`,
    ok: stored === copies && listed === runIds.length,
    failedRequests: copies - stored,
    lost: copies - stored + (runIds.length - listed),
  };
}

export async function probeWhitespaceDuplicate(server: Server): Promise<ProbeResult> {
  const text = sysbenchLog(5, `whitespace ${server.port}`);
  const first = resultsOf(await upload(server.base, [{ name: 'ws.log', text }]))[0];
  const padded = `${text.replace(/\n/g, '  \n')}\n\n\n`;
  const second = resultsOf(await upload(server.base, [{ name: 'ws-copy.log', text: padded }]))[0];
  return {
    family: 'data',
    name: 'the same log with trailing spaces and newlines',
    sent: 'one log, then the same with trailing blanks',
    got: `first created=${first?.created}, second created=${second?.created}, same runs: ${JSON.stringify(first?.runIds) === JSON.stringify(second?.runIds)}`,
    ok: first?.created === true && second?.created === false && JSON.stringify(first?.runIds) === JSON.stringify(second?.runIds),
  };
}
