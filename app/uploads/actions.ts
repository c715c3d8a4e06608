'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { purgeUpload } from '@/lib/db/trash';
import { queryId } from '@/lib/schemas/query';

/** An upload gone for good (its text, runs, configs, tables): for a secret that should never have been stored. */
export async function purgeUploadAction(form: FormData): Promise<void> {
  const parsed = z.object({ uploadId: queryId }).safeParse(Object.fromEntries(form));
  if (parsed.success) await purgeUpload(parsed.data.uploadId);
  revalidatePath('/uploads');
  revalidatePath('/runs');
  redirect('/uploads');
}
