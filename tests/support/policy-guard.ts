// A Playwright `test` that fails when the browser blocked anything under the page's policies: every
// `securitypolicyviolation` event of every page and frame, and every console line in which Chromium
// reports a blocked load, a refused frame or a policy header it could not read (pages and workers).
// A test that provokes one on purpose takes it out of `policyProblems` after checking it; a test
// that opens another context watches it with `watchPolicies(context, policyProblems)`.
import { type BrowserContext, test as base, type ConsoleMessage, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export type PolicyProblem = { where: string; text: string };

/** How Chromium words a blocked load or a policy it could not parse. */
const POLICY_CONSOLE =
  /Content[- ]Security[- ]Policy|Refused to (?:load|execute|apply|connect|frame|display|create|evaluate)|Permissions-Policy|Cross-Origin-Opener-Policy/i;

declare global {
  interface Window {
    __reportPolicyViolation?: (text: string) => Promise<void>;
  }
}

/** Collects what the browser blocked in every page, frame and worker of `context` into `problems`. */
export async function watchPolicies(context: BrowserContext, problems: PolicyProblem[]): Promise<void> {
  // a binding and an init script are the browser's own: the page's policy does not apply to them
  await context.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => {
    problems.push({ where: frame.url(), text });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const what = `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`;
      void window.__reportPolicyViolation?.(what);
    });
  });
  const fromConsole = (where: () => string) => (message: ConsoleMessage) => {
    if (POLICY_CONSOLE.test(message.text())) problems.push({ where: where(), text: `console ${message.type()}: ${message.text()}` });
  };
  const watch = (page: Page) => {
    page.on(
      'console',
      fromConsole(() => page.url()),
    );
    page.on('worker', (worker) =>
      worker.on(
        'console',
        fromConsole(() => worker.url()),
      ),
    );
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

export const test = base.extend<{ policyProblems: PolicyProblem[] }>({
  policyProblems: [
    async ({ context }, use) => {
      const problems: PolicyProblem[] = [];
      await watchPolicies(context, problems);
      await use(problems);
      if (problems.length)
        throw new Error(
          `the browser blocked something under the page's policies:\n${problems.map((p) => `  ${p.where}: ${p.text}`).join('\n')}`,
        );
    },
    { auto: true },
  ],
});
