// A comparison section is a part: an id, a title, and a pure build from the runs and the URL
// state to the props its component draws, or the reason it does not apply to these runs.
import type { CompareState } from '../state';
import type { SectionRun } from './runs';

/** The answer of a section that has nothing to show for these runs, and why. */
export type NotApplicable = { notApplicable: string };

export function notApplicable(reason: string): NotApplicable {
  return { notApplicable: reason };
}

export function isNotApplicable<P>(result: P | NotApplicable): result is NotApplicable {
  return typeof result === 'object' && result !== null && 'notApplicable' in result;
}

export type CompareSection<Id extends string, R> = {
  id: Id;
  /** the section's name (its heading where the heading does not depend on the runs) */
  title: string;
  /** pure: the runs in the order compared, each with its column; never throws for an odd mix */
  build: (runs: SectionRun[], state: CompareState) => R;
};

/** A section as a typed value: its id becomes a key of the compare model, its build's answer the value. */
export function defineSection<const Id extends string, R extends object>(section: CompareSection<Id, R>): CompareSection<Id, R> {
  return section;
}

/** A section's place in the model: its props, or null where it may not apply. */
export type ResultOf<S> =
  S extends CompareSection<string, infer R> ? (NotApplicable extends R ? Exclude<R, NotApplicable> | null : R) : never;
