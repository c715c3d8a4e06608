// Secrets in forms README once listed as "known to survive": the answers fed to
// mysql_secure_installation (a setup post's `<<EOF`, `<<< $'…'`, `printf '…' |`: its only answers
// that are not yes or no are the root password, twice), a URL's secret query parameter (`?pass=`,
// an Azure SAS's `sig=`, a presigned URL's signature) and a chat webhook's secret path (Slack's,
// Discord's), and Samba's `-U user%password`. Each pattern is linear: a bounded head, then classes.
import type { Rule } from './redact-rules';
import { has, isMaskedValue, maskHeard } from './redact-values';

/** An answer to a yes-or-no question, a digit (validate_password's level) or none (Enter): every other answer is a password. */
const NOT_A_PASSWORD = /^(?:y|n|yes|no|\d)?$/i;
const SECURE_INSTALLATION = '(?:mysql_secure_installation|mariadb-secure-installation)';

/** Each answer of `\n`-separated answers in one string (`\ny\nS3cret\nS3cret\ny\n`) masked unless yes, no or empty. */
function maskAnswers(answers: string): string {
  return answers
    .split('\\n')
    .map((a) => (NOT_A_PASSWORD.test(a.trim()) || isMaskedValue(a) ? a : maskHeard(a)))
    .join('\\n');
}

/** A quoted string's content masked answer by answer, its quotes kept (`$'…'`, `"…"`, `'…'`). */
function maskQuotedAnswers(quoted: string): string {
  const open = quoted.startsWith('$') ? 2 : 1;
  const closed = quoted.length > open && quoted.endsWith(quoted[open - 1] as string);
  const end = closed ? quoted.length - 1 : quoted.length;
  return `${quoted.slice(0, open)}${maskAnswers(quoted.slice(open, end))}${quoted.slice(end)}`;
}

/** A quoted string on one line: `$'…'` with its escapes, `"…"`, `'…'` (never left open past the line). */
const QUOTED_STRING = `\\$'(?:[^'\\\\\\n]|\\\\.)*'?|"[^"\\n]*"?|'[^'\\n]*'?`;
/** …closed, where something must follow it (a pipe): an open one gave back a character at a time, each read to the line's end. */
const CLOSED_STRING = `\\$'(?:[^'\\\\\\n]|\\\\.)*'|"[^"\\n]*"|'[^'\\n]*'`;

/** A URL, from its scheme to the first blank or quote (a bounded scheme: linear where no `://` follows). */
const URL = /\b[a-z][a-z0-9+.-]{0,20}:\/\/[^\s"'<>`]+/gi;
/** Query parameters whose value is a secret: a password, a signature (an Azure SAS's `sig`, S3's and GCS's presigned URLs). */
const SECRET_PARAMETER = /^(?:pass|passwd|sig|signature|x-amz-signature|x-goog-signature)$/i;
/** A chat webhook whose last path part is its secret: Slack's `/services/T…/B…/x`, Discord's `/api/webhooks/id/x`. */
const WEBHOOK =
  /^(https?:\/\/(?:hooks\.slack\.com\/services\/[^/?#]+\/[^/?#]+|(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+)\/)([^/?#]+)/i;

/** A URL with its webhook secret and its secret query parameters masked. */
function redactUrlSecrets(url: string): string {
  const hook = WEBHOOK.exec(url);
  const masked = hook && !isMaskedValue(hook[2] as string) ? `${hook[1]}${maskHeard(hook[2])}${url.slice(hook[0].length)}` : url;
  const question = masked.indexOf('?');
  if (question < 0) return masked;
  const query = masked
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).split('#')[0] as string;
      const key = pair.slice(0, eq);
      if (eq <= 0 || !SECRET_PARAMETER.test(key) || value === '' || isMaskedValue(value)) return pair;
      // (`?pass=3`: a benchmark's third pass, not a password)
      if (/^pass$/i.test(key) && /^\d{1,3}$/.test(value)) return pair;
      return `${pair.slice(0, eq + 1)}${maskHeard(value)}${pair.slice(eq + 1 + value.length)}`;
    })
    .join('&');
  return `${masked.slice(0, question + 1)}${query}`;
}

export const ANSWER_RULES: Rule[] = [
  {
    name: 'answers fed to mysql_secure_installation',
    // `mysql_secure_installation <<EOF` then its answers a line each (the lines before its
    // delimiter, at most 12: it asks 8 questions), `<<< $'\ny\nS3cret\nS3cret\ny\n'`, and `printf
    // '\ny\nS3cret\n…' | sudo mysql_secure_installation` (echo -e too)
    probe: (t) => has(t, 'secure_installation', 'secure-installation'),
    pattern: new RegExp(
      `(${SECURE_INSTALLATION}[^\\n<|;&]{0,200}<<-?[ \\t]*(['"]?)(\\w{1,40})['"]?[^\\n]*\\n)((?:[^\\n]*\\n){0,11}[^\\n]*)` +
        `|(${SECURE_INSTALLATION}[^\\n<|;&]{0,200}<<<[ \\t]*)(${QUOTED_STRING})` +
        `|(\\b(?:printf|echo)[ \\t]+(?:-[neE]{1,3}[ \\t]+)?)(${CLOSED_STRING})([ \\t]*\\|[ \\t]*(?:sudo[ \\t]+(?:-[\\w=-]+[ \\t]+){0,4})?(?:[\\w.-]*/)*${SECURE_INSTALLATION}\\b)`,
      'g',
    ),
    replace: (m, docHead, _quote, delimiter = '', body = '', stringHead, string = '', pipeHead, piped = '', pipe = '') => {
      if (stringHead !== undefined) return `${stringHead}${maskQuotedAnswers(string)}`;
      if (pipeHead !== undefined) return `${pipeHead}${maskQuotedAnswers(piped)}${pipe}`;
      if (docHead === undefined) return m;
      // the answers are the lines before the delimiter; a heredoc not closed within reach is left alone
      const lines = body.split('\n');
      const end = lines.findIndex((line) => line.trim() === delimiter);
      if (end < 0) return m;
      const masked = lines.map((line, i) =>
        i >= end || NOT_A_PASSWORD.test(line.trim()) || isMaskedValue(line.trim()) ? line : maskHeard(line.trim()),
      );
      return `${docHead}${masked.join('\n')}`;
    },
  },
  {
    name: "a URL's secret query parameter or webhook path",
    // `?user=admin&pass=S3cret`, an Azure SAS's `&sig=…`, S3's `X-Amz-Signature=…`; Slack's
    // `hooks.slack.com/services/T…/B…/secret`, Discord's `discord.com/api/webhooks/123/secret`
    probe: (t) =>
      has(t, '://') &&
      has(t, 'pass=', 'Pass=', 'PASS=', 'passwd=', 'sig=', 'Sig=', 'SIG=', 'ignature=', 'IGNATURE=', 'hooks.slack.com', '/webhooks/'),
    pattern: URL,
    replace: (m) => redactUrlSecrets(m),
  },
  {
    name: "Samba's user%password",
    // `smbclient //fs/bench -U bench%S3cret`, `rpcclient -U 'DOMAIN\bench%S3cret'`, `--user=bench%S3cret`
    probe: (t) => has(t, 'smbclient', 'rpcclient', 'smbcacls', 'smbget', 'smbmap', 'smbcquotas'),
    pattern: /((?:^|[ \t])(?:-U[ \t]*|--user[= ])['"]?[^\s%'"]{1,100}%)([^\s'"]+)/g,
    replace: (m, user, value = '') => (isMaskedValue(value) ? m : `${user}${maskHeard(value)}`),
  },
];
