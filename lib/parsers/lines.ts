// Turning a pasted document into comparable lines: one normalisation of the whole text (native
// speed), then lines that keep their 1-based numbers.

/** Non-breaking, full-width and other exotic spaces that blog editors put in pasted logs. */
const EXOTIC_SPACES = /[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/g;
const LINE_BREAKS = /\r\n?/g;

/** Longest line we try to understand; longer ones are not tool output (and could be slow to match). */
export const MAX_LINE = 4096;

export function normalizeText(text: string): string {
  let t = text.startsWith('\ufeff') ? text.slice(1) : text;
  if (t.includes('\r')) t = t.replace(LINE_BREAKS, '\n');
  // A cheap probe first: most logs have none, and then the replace is skipped.
  if (/[\u00a0\u1680\u2000-\u200b\u202f\u205f\u3000\ufeff]/.test(t)) t = t.replace(EXOTIC_SPACES, ' ');
  return t;
}

export function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const FENCE = /^\s*(?:```|~~~)/;
const QUOTE = /^\s*>\s?/;
/** `$ `, `# `, `mysql> `, `shell> `, `[root@db ~]# `, `user@host:~$ `, `PS C:\> ` */
const PROMPT =
  /^(?:\[[^\]\n]{1,80}\][#$]|[\w.-]{1,40}@[\w.-]{1,60}(?::[^\s$#]{0,80})?[#$]|[$#%]|(?:mysql|shell|sql|postgres[=#-]?)>|PS [^>\n]{1,80}>)\s+/;

/** The line without markdown quoting, fences or a shell prompt: what a command detector should see. */
export function stripDecorations(line: string): string {
  let t = line.trim();
  if (FENCE.test(t)) return '';
  if (t.startsWith('>')) t = t.replace(QUOTE, '');
  return t.replace(PROMPT, '');
}

export function isBlank(line: string): boolean {
  return line.trim() === '' || FENCE.test(line);
}
