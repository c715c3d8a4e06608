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

/** A piece that is the shell's, not an answer: `$(printf '` and `')` around answers given by a command substitution. */
const SHELL_SYNTAX = /\$\(|^['"`)]+$/;

/** Each answer of `\n`-separated answers in one string (`\ny\nS3cret\nS3cret\ny\n`) masked unless yes, no or empty. */
function maskAnswers(answers: string): string {
  return answers
    .split('\\n')
    .map((a) => (NOT_A_PASSWORD.test(a.trim()) || isMaskedValue(a) || SHELL_SYNTAX.test(a) ? a : maskHeard(a)))
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
/**
 * A chat webhook whose last path part is its secret: Slack's `/services/T…/B…/x`, `/workflows/…/x`,
 * `/triggers/…/x`; Discord's `/api/webhooks/id/x` (and `/api/v10/webhooks/id/x`).
 */
const WEBHOOK =
  /^(https?:\/\/(?:hooks\.slack\.com\/(?:services|workflows|triggers)(?:\/[^/?#]+){2,3}|(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/\d+)\/)([^/?#]+)/i;
/** Punctuation after a URL in prose (`(see https://…?pass=x).`): not the URL's. */
const TRAILING = ').,;:!?]\'"';

/** A query parameter's value that is no secret: a pass's number (`?pass=3`), a significance (`?sig=0.05`). */
const notSecret = (key: string, value: string) =>
  (/^pass$/i.test(key) && /^\d+$/.test(value)) || (/^sig$/i.test(key) && /^\d+(?:\.\d+)?$/.test(value));

/** A URL with its webhook secret and its secret query parameters masked; punctuation after it kept. */
function redactUrlSecrets(match: string): string {
  let end = match.length;
  while (end > 0 && TRAILING.includes(match[end - 1] as string)) end--;
  const url = match.slice(0, end);
  const hook = WEBHOOK.exec(url);
  const masked = hook && !isMaskedValue(hook[2] as string) ? `${hook[1]}${maskHeard(hook[2])}${url.slice(hook[0].length)}` : url;
  const question = masked.indexOf('?');
  if (question < 0) return masked + match.slice(end);
  const query = masked
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1).split('#')[0] as string;
      const key = pair.slice(0, eq);
      if (eq <= 0 || !SECRET_PARAMETER.test(key) || value === '' || isMaskedValue(value) || notSecret(key, value)) return pair;
      return `${pair.slice(0, eq + 1)}${maskHeard(value)}${pair.slice(eq + 1 + value.length)}`;
    })
    .join('&');
  return `${masked.slice(0, question + 1)}${query}${match.slice(end)}`;
}

/** Before `<<` on the program's line: its arguments and redirections (`2>&1`), not another command (`&&`, `|`, `;`). */
const ON_ITS_LINE = '(?:[^\\n<|;&]|&[^\\n<|;&]){0,100}';
/** A heredoc's start (`<<EOF`, `<<-'EOF'`), its delimiter in a group. */
const HEREDOC = `<<-?[ \\t]*['"]?(\\w{1,40})['"]?`;
/** Up to 12 lines after it: the answers (the delimiter is looked for among them). */
const BODY = '((?:[^\\n]*\\n){0,11}[^\\n]*)';
/** What a pipe may pass through to the program: a few words (`sudo -u root`, `docker exec -i db`). */
const THROUGH = '(?:[^\\s|;&]+[ \\t]+){0,6}(?:[\\w.-]*/)*';

/** The answers of a heredoc's body, masked line by line up to its delimiter; null when the delimiter is not within reach. */
function maskHeredoc(body: string, delimiter: string): string | null {
  const lines = body.split('\n');
  const end = lines.findIndex((line) => line.trim() === delimiter);
  if (end < 0) return null;
  return lines
    .map((line, i) => (i >= end || NOT_A_PASSWORD.test(line.trim()) || isMaskedValue(line.trim()) ? line : maskHeard(line.trim())))
    .join('\n');
}

/** A format's piece that is printf's own (`%s`), not an answer. */
const FORMAT_SPEC = /%/;
/** What pipes printf's output to mysql_secure_installation (`| sudo -u root mysql_secure_installation`). */
const PIPED_TO_IT = new RegExp(`^[ \\t]*(?:\\)[ \\t]*)?\\|[ \\t]*${THROUGH}${SECURE_INSTALLATION}\\b`);
/** How far one printf is read: its format and its arguments (8 questions) fit well within. */
const PRINTF_REACH = 400;

/** The shell word at `i` (a closed quoted string, `$'…'`, or a bare word) as [start, end), or null. */
function wordAt(line: string, i: number): [number, number] | null {
  const c = line[i];
  if (c === undefined || c === '|' || c === ';' || c === '&' || c === '<' || c === '>' || c === '(' || c === ')') return null;
  const quoted = c === '$' && line[i + 1] === "'" ? i + 1 : c === '"' || c === "'" ? i : -1;
  if (quoted >= 0) {
    const q = line[quoted] as string;
    for (let j = quoted + 1; j < line.length && j < i + PRINTF_REACH; j++) {
      if (line[j] === '\\' && (q === '"' || c === '$'))
        j++; // an escaped quote inside "…" or $'…'
      else if (line[j] === q) return [i, j + 1];
    }
    return null;
  }
  let j = i;
  while (j < line.length && !' \t|;&<>()\'"'.includes(line[j] as string)) j++;
  return j > i ? [i, j] : null;
}

/** One answer as printf would pass it: masked in its quotes unless yes, no, a digit, empty or a variable. */
function maskArgument(word: string): string {
  const quote = word.startsWith("$'") ? "$'" : word[0] === '"' || word[0] === "'" ? (word[0] as string) : '';
  const inner = quote === '' ? word : word.slice(quote.length, -1);
  if (NOT_A_PASSWORD.test(inner.trim()) || isMaskedValue(inner) || inner.startsWith('$')) return word;
  return `${quote}${maskHeard(inner)}${quote === '' ? '' : word.slice(-1)}`;
}

/** printf's format string, its fixed answers masked and its `%s` pieces kept. */
function maskFormat(format: string): string {
  const open = format.startsWith('$') ? 2 : 1;
  const pieces = format.slice(open, -1).split('\\n');
  const masked = pieces.map((a) => (FORMAT_SPEC.test(a) ? a : maskAnswers(a)));
  return `${format.slice(0, open)}${masked.join('\\n')}${format.slice(-1)}`;
}

/**
 * A line's `printf FORMAT ARG… | … mysql_secure_installation`: the format's fixed answers and
 * the arguments masked. Each printf is read at most PRINTF_REACH characters (linear on any line).
 */
function maskPrintfArguments(line: string): string {
  let out = '';
  let done = 0;
  for (let at = line.indexOf('printf'); at >= 0; at = line.indexOf('printf', at + 6)) {
    if (at < done || (at > 0 && /\w/.test(line[at - 1] as string)) || !/[ \t]/.test(line[at + 6] ?? '')) continue;
    let i = at + 6;
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (line.startsWith('-- ', i)) for (i += 3; line[i] === ' ' || line[i] === '\t'; ) i++; // `printf -- '%s\n' …`
    const format = wordAt(line, i);
    // a format in quotes (`$FMT`, a variable, is no answers: it read as `$'…'` and was cut)
    if (!format || !(line[i] === '"' || line[i] === "'" || (line[i] === '$' && line[i + 1] === "'"))) continue;
    const words: [number, number][] = [];
    for (i = format[1]; i < at + PRINTF_REACH; ) {
      let j = i;
      while (line[j] === ' ' || line[j] === '\t') j++;
      const word = j > i ? wordAt(line, j) : null;
      if (!word) break;
      words.push(word);
      i = word[1];
    }
    if (words.length === 0 || !PIPED_TO_IT.test(line.slice(i, i + 200))) continue;
    out += line.slice(done, format[0]) + maskFormat(line.slice(format[0], format[1]));
    let from = format[1];
    for (const [s, e] of words) {
      out += line.slice(from, s) + maskArgument(line.slice(s, e));
      from = e;
    }
    done = from;
  }
  return out + line.slice(done);
}

export const ANSWER_RULES: Rule[] = [
  {
    name: 'answers fed to mysql_secure_installation',
    // `mysql_secure_installation [2>&1] <<EOF` then its answers a line each (the lines before its
    // delimiter, at most 12: it asks 8 questions)
    probe: (t) => has(t, 'secure_installation', 'secure-installation'),
    pattern: new RegExp(`(${SECURE_INSTALLATION}${ON_ITS_LINE}${HEREDOC}[^\\n]*\\n)${BODY}`, 'g'),
    replace: (m, head, delimiter = '', body = '') => {
      const masked = maskHeredoc(body, delimiter);
      return masked === null ? m : `${head}${masked}`;
    },
  },
  {
    name: 'answers piped to mysql_secure_installation from a heredoc',
    // `cat <<EOF | sudo mysql_secure_installation` then its answers
    probe: (t) => has(t, 'secure_installation', 'secure-installation') && has(t, '<<'),
    pattern: new RegExp(`(${HEREDOC}[ \\t]*\\|[ \\t]*${THROUGH}${SECURE_INSTALLATION}\\b[^\\n]*\\n)${BODY}`, 'g'),
    replace: (m, head, delimiter = '', body = '') => {
      const masked = maskHeredoc(body, delimiter);
      return masked === null ? m : `${head}${masked}`;
    },
  },
  {
    name: 'answers fed to mysql_secure_installation in one string',
    // `<<< $'\ny\nS3cret\nS3cret\ny\n'`, `printf '\ny\nS3cret\n…' | sudo -u root mysql_secure_installation`
    // (echo -e too, and through `docker exec -i db`); `<<< "$(printf '\ny\nS3cret\n')"`: the answers, not the shell's syntax
    probe: (t) => has(t, 'secure_installation', 'secure-installation'),
    pattern: new RegExp(
      `(${SECURE_INSTALLATION}${ON_ITS_LINE}<<<[ \\t]*)(${QUOTED_STRING})` +
        `|(\\b(?:printf|echo)[ \\t]+(?:-[neE]{1,3}[ \\t]+)?)(${CLOSED_STRING})([ \\t]*\\|[ \\t]*${THROUGH}${SECURE_INSTALLATION}\\b)`,
      'g',
    ),
    replace: (_m, stringHead, string = '', pipeHead, piped = '', pipe = '') =>
      stringHead !== undefined ? `${stringHead}${maskQuotedAnswers(string)}` : `${pipeHead}${maskQuotedAnswers(piped)}${pipe}`,
  },
  {
    name: 'answers given to mysql_secure_installation as printf arguments',
    // `printf '%s\\n' '' y S3cret S3cret y | sudo mysql_secure_installation`: a line with printf,
    // read by maskPrintfArguments (one regex for it all was quadratic or undecidable for recheck)
    probe: (t) => has(t, 'secure_installation', 'secure-installation') && has(t, 'printf'),
    pattern: /^[^\n\r\u2028\u2029]*\bprintf[ \t][^\n\r\u2028\u2029]*/gm, // (a line: what `^` starts it at)
    replace: (line) => maskPrintfArguments(line),
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
    // `smbclient //fs/bench -U bench%S3cret`, `rpcclient -U 'DOMAIN\\bench%S3cret'`, `--user=bench%S3cret`,
    // `-U "bench%two words"` (quoted: to its closing quote)
    probe: (t) => has(t, 'smbclient', 'rpcclient', 'smbcacls', 'smbget', 'smbmap', 'smbcquotas'),
    pattern:
      /((?:^|[ \t])(?:-U[ \t]*|--user[= ]))(?:("[^\s%"]{1,100}%)([^"\n]*)(?=")|('[^\s%']{1,100}%)([^'\n]*)(?=')|([^\s%'"]{1,100}%)([^\s'"]+))/g,
    replace: (m, flag, dqUser, dqValue = '', sqUser, sqValue = '', user, value = '') => {
      const [who, secret] = dqUser !== undefined ? [dqUser, dqValue] : sqUser !== undefined ? [sqUser, sqValue] : [user, value];
      return secret === '' || isMaskedValue(secret) ? m : `${flag}${who}${maskHeard(secret)}`;
    },
  },
];
