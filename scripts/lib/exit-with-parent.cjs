// Preloaded (`node --require`) into the children of scripts/start.ts: when the supervisor dies
// without stopping us (SIGKILL, OOM), our parent changes; then we stop ourselves, so no orphan
// keeps the port. SIGTERM first, so Next closes its server as on a normal stop.
const expected = Number(process.env.BENCHBOARD_SUPERVISOR_PID);
// workers forked with our execArgv load this file too: they must not compare against our parent
delete process.env.BENCHBOARD_SUPERVISOR_PID;
const CHECK_MS = 250;
const GRACE_MS = 5_000;

if (Number.isInteger(expected) && expected > 0) {
  const timer = setInterval(() => {
    if (process.ppid === expected) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => process.exit(1), GRACE_MS).unref();
  }, CHECK_MS);
  timer.unref();
}
