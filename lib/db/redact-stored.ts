// Applies today's redaction to what is stored outside upload texts (re-parse rebuilds the rest):
// configs (their text, names and entries), result tables, hosts, projects and share titles.
import 'server-only';
import { db } from './client';
import type { Prisma } from './generated/client';

export type Redactors = {
  text: (text: string) => string;
  /** a `key = value` setting: the value alone, or '***' when the pair is a secret */
  setting: (key: string, value: string) => string;
  json: (value: Prisma.JsonValue) => Prisma.JsonValue;
};

export type RedactedCounts = { configs: number; entries: number; matrices: number; hosts: number; projects: number; shares: number };

const changed = <T>(before: T, after: T) => JSON.stringify(before) !== JSON.stringify(after);

export async function redactStoredRows(r: Redactors): Promise<RedactedCounts> {
  const counts: RedactedCounts = { configs: 0, entries: 0, matrices: 0, hosts: 0, projects: 0, shares: 0 };
  for (const config of await db().config.findMany({ select: { id: true, name: true, text: true, entries: true } })) {
    const data = { name: r.text(config.name), text: r.text(config.text) };
    if (changed({ name: config.name, text: config.text }, data)) {
      await db().config.update({ where: { id: config.id }, data });
      counts.configs++;
    }
    for (const entry of config.entries) {
      const value = r.setting(entry.key, entry.value);
      if (value === entry.value) continue;
      await db().configEntry.update({ where: { configId_idx: { configId: entry.configId, idx: entry.idx } }, data: { value } });
      counts.entries++;
    }
  }
  for (const m of await db().matrix.findMany({ select: { id: true, caption: true, parameters: true, context: true } })) {
    const data = { caption: r.text(m.caption), parameters: r.json(m.parameters) ?? {}, context: r.json(m.context) ?? {} };
    if (!changed({ caption: m.caption, parameters: m.parameters, context: m.context }, data)) continue;
    await db().matrix.update({ where: { id: m.id }, data });
    counts.matrices++;
  }
  for (const h of await db().host.findMany({ select: { id: true, name: true, description: true, teamId: true } })) {
    const data = { name: r.text(h.name), description: r.text(h.description) };
    if (!changed({ name: h.name, description: h.description }, data)) continue;
    // two of a team's hosts may redact to one name: keep the id in it rather than fail on the unique name
    const taken = await db().host.findFirst({ where: { name: data.name, teamId: h.teamId, id: { not: h.id } }, select: { id: true } });
    await db().host.update({ where: { id: h.id }, data: taken ? { ...data, name: `${data.name} (#${h.id})` } : data });
    counts.hosts++;
  }
  for (const p of await db().project.findMany({ select: { id: true, name: true, description: true, teamId: true } })) {
    const data = { name: r.text(p.name), description: r.text(p.description) };
    if (!changed({ name: p.name, description: p.description }, data)) continue;
    const taken = await db().project.findFirst({ where: { name: data.name, teamId: p.teamId, id: { not: p.id } }, select: { id: true } });
    await db().project.update({ where: { id: p.id }, data: taken ? { ...data, name: `${data.name} (#${p.id})` } : data });
    counts.projects++;
  }
  for (const s of await db().share.findMany({ select: { id: true, title: true } })) {
    const title = r.text(s.title);
    if (title === s.title) continue;
    await db().share.update({ where: { id: s.id }, data: { title } });
    counts.shares++;
  }
  return counts;
}
