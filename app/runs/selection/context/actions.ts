'use server';

import { revalidatePath } from 'next/cache';
import { getViewer } from '@/lib/auth/viewer';
import { doneGoesTo, formFields, isFormData, refusedGoesBack } from '@/lib/form-action';
import { contextSavedNotice } from '@/lib/notice';
import { setRunsContext } from '@/lib/run-changes';
import { runsContextSchema } from '@/lib/schemas/run-edit';
import { compareUrl } from '@/lib/url-state/compare';
import { runsContextUrl } from '@/lib/url-state/runs';

/** Host, server build and configuration of the selection's runs, chosen on /runs/selection/context; then their comparison. */
export async function saveRunsContextAction(form: FormData): Promise<void> {
  // a refusal goes back to the same page, its runs as the form named them (none when they do not parse)
  const listed = runsContextSchema.shape.runs.safeParse(isFormData(form) ? form.get('runs') : null);
  await refusedGoesBack(runsContextUrl.href({ runs: listed.success ? listed.data : [] }), async () => {
    const { runs, ...fields } = runsContextSchema.parse(formFields(form));
    // a field left at "keep each run's" is no key of the change
    const choice = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await setRunsContext(await getViewer(), runs, choice);
    for (const id of runs) revalidatePath(`/runs/${id}`);
    const [first] = runs;
    // said where it lands (it landed on their comparison without a word: a DBA's pass); runs moved
    // to a project land on that project
    const { projectId } = choice;
    if (typeof projectId === 'number')
      await doneGoesTo(`/projects/${projectId}`, contextSavedNotice(runs.length, Object.keys(choice), 'project'));
    if (runs.length > 1)
      await doneGoesTo(compareUrl.href({ runs, baseline: first }), contextSavedNotice(runs.length, Object.keys(choice), 'comparison'));
    await doneGoesTo(`/runs/${first}`, contextSavedNotice(1, Object.keys(choice), 'run'));
  });
}
