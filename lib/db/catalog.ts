import 'server-only';
import { db } from './client';

/** Small lists for pickers and filters. */
export async function listHostChoices() {
  return db().host.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
}

export async function listProjectChoices() {
  return db().project.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
}

export async function listServerBuildChoices() {
  return db().serverBuild.findMany({ select: { id: true, description: true }, orderBy: { description: 'asc' } });
}

export async function listConfigChoices() {
  return db().config.findMany({ select: { id: true, name: true }, orderBy: { id: 'desc' }, take: 500 });
}
