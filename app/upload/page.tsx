import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PageHeader } from '@/components/ui/page-header';
import { UploadForm } from '@/components/upload/upload-form';
import { listConfigChoices, listHostChoices, listProjectChoices, listServerBuildChoices } from '@/lib/db/catalog';
import { readEnv } from '@/lib/env';

export const metadata: Metadata = { title: 'Upload' };

export default async function UploadPage() {
  await connection();
  const [hosts, projects, builds, configs] = await Promise.all([
    listHostChoices(),
    listProjectChoices(),
    listServerBuildChoices(),
    listConfigChoices(),
  ]);
  return (
    <>
      <PageHeader
        title="Upload"
        subtitle="Files are read in your browser first: check what was recognized, edit titles and tags, then save. Passwords are removed before anything is stored."
      />
      <UploadForm choices={{ hosts, projects, builds, configs }} maxBytes={readEnv().UPLOAD_MAX_BYTES} />
    </>
  );
}
