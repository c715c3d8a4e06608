'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getViewer } from '@/lib/auth/viewer';
import { formFields, refusedGoesBack } from '@/lib/form-action';
import { purgeUploadForGood, restoreWholeUpload, trashWholeUpload } from '@/lib/run-changes';
import { queryId } from '@/lib/schemas/query';

/** An upload gone for good (its text, runs, configs, tables): for a secret that should never have been stored. */
export async function purgeUploadAction(form: FormData): Promise<void> {
  await refusedGoesBack('/uploads', async () => {
    const { uploadId } = z.object({ uploadId: queryId }).parse(formFields(form));
    await purgeUploadForGood(await getViewer(), uploadId);
    revalidatePath('/uploads');
    revalidatePath('/runs');
    redirect('/uploads');
  });
}

const uploadIdSchema = z.object({ uploadId: queryId });

export async function trashUploadAction(form: FormData): Promise<void> {
  await refusedGoesBack('/uploads', async () => {
    const { uploadId } = uploadIdSchema.parse(formFields(form));
    await trashWholeUpload(await getViewer(), uploadId);
    revalidatePath('/uploads');
    revalidatePath('/runs');
    redirect('/trash');
  });
}

export async function restoreUploadAction(form: FormData): Promise<void> {
  await refusedGoesBack('/uploads', async () => {
    const { uploadId } = uploadIdSchema.parse(formFields(form));
    await restoreWholeUpload(await getViewer(), uploadId);
    revalidatePath('/trash');
    redirect(`/uploads/${uploadId}`);
  });
}
