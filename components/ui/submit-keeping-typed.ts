'use client';

import { type FormEvent, startTransition } from 'react';

/**
 * A form's submit handler that runs its action without React's reset of the form afterwards
 * (React resets a form whose `action` is a function once the action has run, so a refused sign-in
 * or token lost what was typed). The action still runs in a transition (pending states work), and
 * without JavaScript the form posts to its `action` as before.
 */
export function submitKeepingTyped(dispatch: (form: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(data));
  };
}
