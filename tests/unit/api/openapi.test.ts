// The OpenAPI document is valid OpenAPI 3.1 in shape: every path has operations, every operation
// answers something, every $ref resolves, every path parameter is declared, and every route
// handler on disk (app/api/**/route.ts, each exported method) is in it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { GET as servedDocument } from '../../../app/api/openapi.json/route';
import { openApiDocument } from '../../../lib/api/openapi/document';
import { SHARE_SLUG } from '../../../lib/api/openapi/operations-write';
import { METHODS, type Operation } from '../../../lib/api/openapi/types';
import { SLUG } from '../../../lib/shares';
import { ROOT } from '../../support/fixtures';

const doc = openApiDocument();
const operations = Object.entries(doc.paths).flatMap(([route, item]) =>
  METHODS.flatMap((method) => (item[method] ? [{ route, method, operation: item[method] as Operation }] : [])),
);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? routeFiles(full) : entry === 'route.ts' ? [full] : [];
  });
}

/** `$ref: '#/components/schemas/RunList'` → the object it points at, or undefined. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  test('is OpenAPI 3.1 with an info object, and plain JSON', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  test('every path has operations; every operation has a unique id, tags, security and answers', () => {
    const ids = new Set<string>();
    const tags = new Set(doc.tags.map((t) => t.name));
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    for (const [route, item] of Object.entries(doc.paths)) {
      expect(route).toMatch(/^\/api\//);
      expect(Object.keys(item).length, route).toBeGreaterThan(0);
      for (const key of Object.keys(item)) expect(METHODS as readonly string[]).toContain(key);
    }
    for (const { route, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${route}`;
      expect(ids.has(operation.operationId), where).toBe(false);
      ids.add(operation.operationId);
      expect(operation.summary, where).toBeTruthy();
      for (const tag of operation.tags) expect(tags.has(tag), `${where}: tag ${tag}`).toBe(true);
      for (const requirement of operation.security)
        for (const name of Object.keys(requirement)) expect(schemes.has(name), where).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(statuses.length, where).toBeGreaterThan(0);
      for (const status of statuses) expect(status, where).toMatch(/^[1-5]\d\d$/);
      expect(
        statuses.some((s) => s.startsWith('2')),
        where,
      ).toBe(true);
    }
  });

  test('every path template parameter is declared, required, and nothing else is in the path', () => {
    for (const { route, operation } of operations) {
      const inTemplate = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), route).toEqual(inTemplate);
      for (const p of declared) expect(p.required, `${route} ${p.name}`).toBe(true);
      const names = (operation.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      expect(new Set(names).size, route).toBe(names.length);
    }
  });

  test('every $ref resolves', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) expect(resolve(ref), ref).toBeTypeOf('object');
    for (const name of Object.keys(doc.components.schemas)) expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  test('every route handler under app/api, with each method it exports, is documented', () => {
    const files = routeFiles(path.join(ROOT, 'app/api'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) {
      const dir = path.relative(path.join(ROOT, 'app'), path.dirname(file)).split(path.sep).join('/');
      const template = `/${dir.replace(/\[(\w+)\]/g, '{$1}')}`;
      const catchAll = /\/\[\.\.\.\w+\]$/.exec(template);
      const exported = [
        ...readFileSync(file, 'utf8').matchAll(/export (?:async function|function|const) (GET|POST|PUT|PATCH|DELETE)\b/g),
      ].map((m) => (m[1] as string).toLowerCase());
      expect(exported.length, file).toBeGreaterThan(0);
      for (const method of exported) {
        const documented = catchAll
          ? operations.some((o) => o.method === method && o.route.startsWith(template.slice(0, catchAll.index + 1)))
          : operations.some((o) => o.method === method && o.route === template);
        expect(documented, `${method.toUpperCase()} ${template}`).toBe(true);
      }
    }
  });

  test('every operation has a curl example, and token-taking ones send the bearer token', () => {
    for (const { route, operation } of operations) {
      if (operation.tags.includes('Sign-in')) continue;
      const [sample] = operation['x-codeSamples'];
      expect(sample?.source, route).toContain(`"$BENCHBOARD_URL${route.split('{')[0]}`);
      const takesToken = operation.security.some((s) => 'bearerToken' in s);
      expect(sample?.source.includes('Authorization: Bearer'), route).toBe(takesToken);
    }
  });

  test('documents a share slug as lib/shares.ts makes it', () => {
    expect(SHARE_SLUG.source).toBe(SLUG.source);
  });

  test('is what GET /api/openapi.json serves', async () => {
    const response = servedDocument();
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(doc);
  });
});
