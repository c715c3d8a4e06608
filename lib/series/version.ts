// Server versions ordered the way MySQL, MariaDB and PostgreSQL number them, not as strings:
// 5.0.91 < 5.1.45 < 5.5.22 < 10.11.6; PostgreSQL 9.6 < 10 < 16.4. What follows the numbers is
// either a pre-release (-alpha, -beta, -rc, -m3, -dmr; PostgreSQL's 16beta1, 17rc1), which comes
// before the release of the same numbers, or a build note (-log, -MariaDB, -debug, -0+deb12u1,
// "-enterprise-commercial"), which does not change the version.

export type ParsedVersion = {
  /** the dotted numbers: 10.11.6 → [10, 11, 6] */
  numbers: number[];
  /** 0 alpha/dev/milestone, 1 beta, 2 gamma, 3 rc/dmr, 4 a release */
  stage: number;
  /** the pre-release's own number (rc2 → 2) */
  stageNumber: number;
};

const RELEASE = 4;
/** At most this many characters are read: a version is short, and user text may not be. */
const MAX_TEXT = 200;
const NUMBERS = /(\d{1,9}(?:\.\d{1,9}){0,5})/;
const STAGE = /^[-_. ]?(alpha|devel|dev|milestone|m|beta|gamma|rc|dmr)[-_. ]?(\d{0,9})(?![a-z])/i;

const STAGES: Readonly<Record<string, number>> = { alpha: 0, devel: 0, dev: 0, milestone: 0, m: 0, beta: 1, gamma: 2, rc: 3, dmr: 3 };

/** The version in a text ("MySQL 5.1.45", "10.11.19-MariaDB-0+deb12u1", "PostgreSQL 16beta1"), or null without numbers. */
export function parseVersion(text: string | null | undefined): ParsedVersion | null {
  if (!text) return null;
  const bounded = text.slice(0, MAX_TEXT);
  const match = NUMBERS.exec(bounded);
  if (!match?.[1]) return null;
  const numbers = match[1].split('.').map(Number);
  const rest = bounded.slice(match.index + match[1].length);
  const stage = STAGE.exec(rest);
  if (!stage?.[1]) return { numbers, stage: RELEASE, stageNumber: 0 };
  return { numbers, stage: STAGES[stage[1].toLowerCase()] ?? RELEASE, stageNumber: stage[2] ? Number(stage[2]) : 0 };
}

/** Negative when a is older than b, 0 when they are the same version (10 = 10.0), positive when newer. */
export function compareParsedVersions(a: ParsedVersion, b: ParsedVersion): number {
  const length = Math.max(a.numbers.length, b.numbers.length);
  for (let i = 0; i < length; i += 1) {
    const d = (a.numbers[i] ?? 0) - (b.numbers[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.stage - b.stage || a.stageNumber - b.stageNumber;
}

/** Version texts in order; a text without a version sorts after every version, then as text. */
export function compareVersions(a: string | null | undefined, b: string | null | undefined): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (pa && pb) return compareParsedVersions(pa, pb) || (a ?? '').localeCompare(b ?? '');
  if (pa) return -1;
  if (pb) return 1;
  return (a ?? '').localeCompare(b ?? '');
}
