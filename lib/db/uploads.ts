import 'server-only';
import { db } from './client';
import { LIVE } from './live';

export async function countUploads(): Promise<number> {
  return db().upload.count();
}

export async function findUploadByFingerprint(fingerprint: string) {
  return db().upload.findUnique({
    where: { fingerprint },
    select: {
      id: true,
      fileName: true,
      createdAt: true,
      runs: { where: LIVE, select: { id: true, title: true }, orderBy: { ordinal: 'asc' } },
    },
  });
}

export async function listUploads() {
  return db().upload.findMany({
    select: {
      id: true,
      fileName: true,
      sizeBytes: true,
      encoding: true,
      createdAt: true,
      parserVersion: true,
      project: { select: { id: true, name: true } },
      _count: { select: { runs: { where: LIVE }, configs: true, matrices: true } },
    },
    orderBy: { id: 'desc' },
    take: 500,
  });
}

export async function getUpload(id: number) {
  return db().upload.findUnique({
    where: { id },
    include: {
      project: true,
      runs: {
        where: LIVE,
        select: {
          id: true,
          title: true,
          tool: true,
          test: true,
          lineStart: true,
          lineEnd: true,
          tps: true,
          eventsPerSec: true,
          durationS: true,
        },
        orderBy: { ordinal: 'asc' },
      },
      configs: { select: { id: true, name: true, kind: true } },
      matrices: { select: { id: true, caption: true, lineStart: true, lineEnd: true } },
    },
  });
}
