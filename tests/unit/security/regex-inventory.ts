// Every regular expression in lib/: regex literals and `new RegExp(…)` / `RegExp(…)` calls, found
// with the TypeScript compiler API. A RegExp built from constants of the same file (template
// literals, `+`, `OTHER.source`) is evaluated; one that cannot be is reported, never skipped.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { nonCapturing } from '../../../lib/parsers/formats/report-lines';

export type FoundRegex = { where: string; source: string; flags: string };
export type Unresolved = { where: string; text: string };

const EXCLUDED = ['lib/db/generated'];

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (EXCLUDED.some((x) => rel === x || rel.startsWith(`${x}/`))) return [];
    if (entry.isDirectory()) return sourceFiles(root, rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

function literalParts(text: string): { source: string; flags: string } {
  const end = text.lastIndexOf('/');
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

/** Top-level and nested `const NAME = …` declarations of one file, by name. */
function constantsOf(file: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const d of node.declarations) if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return constants;
}

/** The string value of an expression built from literals and constants, or null. */
function evaluate(node: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string | null {
  if (depth > 20) return null;
  const again = (n: ts.Expression) => evaluate(n, constants, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return again(node.expression);
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    for (const span of node.templateSpans) {
      const value = again(span.expression);
      if (value === null) return null;
      out += value + span.literal.text;
    }
    return out;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = again(node.left);
    const right = again(node.right);
    return left === null || right === null ? null : left + right;
  }
  if (ts.isIdentifier(node)) {
    const init = constants.get(node.text);
    return init ? again(init) : null;
  }
  // the one helper lib/ builds regex sources with (the same language, groups not capturing)
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'nonCapturing' &&
    node.arguments.length === 1
  ) {
    const inner = again(node.arguments[0] as ts.Expression);
    return inner === null ? null : nonCapturing(inner);
  }
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.name.text === 'source') {
    const init = constants.get(node.expression.text);
    return init && ts.isRegularExpressionLiteral(init) ? literalParts(init.text).source : null;
  }
  return null;
}

function isRegExpConstructor(node: ts.Node): node is ts.NewExpression | ts.CallExpression {
  return (ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp';
}

/** All regexes under `lib/` of the repository at `root`. */
export function findRegexes(root: string): { found: FoundRegex[]; unresolved: Unresolved[] } {
  const found: FoundRegex[] = [];
  const unresolved: Unresolved[] = [];
  for (const rel of sourceFiles(root, 'lib')) {
    const file = ts.createSourceFile(rel, readFileSync(path.join(root, rel), 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = constantsOf(file);
    const where = (node: ts.Node) => `${rel}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) found.push({ where: where(node), ...literalParts(node.text) });
      else if (isRegExpConstructor(node)) {
        const [pattern, flags] = node.arguments ?? [];
        const source = pattern ? evaluate(pattern, constants) : null;
        const flagText = flags ? evaluate(flags, constants) : '';
        if (source === null || flagText === null) unresolved.push({ where: where(node), text: node.getText(file) });
        else found.push({ where: where(node), source, flags: flagText });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { found, unresolved };
}
