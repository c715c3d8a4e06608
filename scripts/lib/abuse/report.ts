// What each abuse probe reports: what it sent, what came back, and whether the server held.
export type Family = 'load' | 'fault' | 'bad-input' | 'secret' | 'data';

export type ProbeResult = {
  family: Family;
  name: string;
  sent: string;
  got: string;
  ok: boolean;
  /** requests that failed although they should have worked (5xx, hung, refused wrongly) */
  failedRequests?: number;
  /** uploads the server accepted (2xx) but did not keep, or valid uploads it lost */
  lost?: number;
  /** hostile or malformed requests sent */
  badInputs?: number;
  /** the server stopped answering other requests for longer than a second meanwhile */
  frozen?: boolean;
};

export type Probe = () => Promise<ProbeResult | ProbeResult[]>;

export function printResult(r: ProbeResult): void {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} [${r.family}] ${r.name}\n       sent: ${r.sent}\n       got:  ${r.got}`);
}

export function summarize(results: ProbeResult[]): { line: string; ok: boolean } {
  const by = (f: Family) => results.filter((r) => r.family === f);
  const held = (rs: ProbeResult[]) => `${rs.filter((r) => r.ok).length}/${rs.length}`;
  const sum = (pick: (r: ProbeResult) => number | undefined) => results.reduce((n, r) => n + (pick(r) ?? 0), 0);
  const frozen = results.filter((r) => r.frozen).length;
  const failed = results.filter((r) => !r.ok).length;
  const line =
    `load held ${held(by('load'))}, faults survived ${held(by('fault'))}, ` +
    `bad inputs tried ${sum((r) => r.badInputs)} (probes held ${held(by('bad-input'))}), secrets kept out ${held(by('secret'))}, ` +
    `requests that failed ${sum((r) => r.failedRequests)}, data lost ${sum((r) => r.lost)}, frozen ${frozen}, probes failed ${failed}`;
  return { line, ok: failed === 0 && frozen === 0 && sum((r) => r.lost) === 0 };
}
