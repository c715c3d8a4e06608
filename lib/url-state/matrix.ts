// The ratio matrix page's URL state: an imported table (`matrix`), or runs (or a project's) split by
// a tag into A and B; cells left out of the means and notes written in the view travel with it.
import { metricKeysFor } from '../metrics';
import { tagKey } from './compare';
import { defineUrlState } from './define';
import { id, ids, items, oneOf, text, texts, withDefault } from './params';

/**
 * Runs one ratio matrix splits, at most: ten times the compare page's MAX_COMPARE_RUNS, because the
 * compare page gives every run a column and a series (50 is what stays readable), while the matrix
 * folds runs into test × thread-count cells, so a whole sweep (tests × thread counts × two sides,
 * with repeats) fits on it.
 */
export const MAX_MATRIX_RUNS = 500;

/** A tag value on one side of the split (A or B). */
const sideValue = () => text(100, { trim: false, message: 'a tag value is at most 100 characters' });

export const matrixUrl = defineUrlState('/compare/matrix', {
  matrix: id(),
  runs: ids(MAX_MATRIX_RUNS),
  project: id(),
  dim: tagKey(),
  a: sideValue(),
  b: sideValue(),
  metric: withDefault(oneOf(metricKeysFor('matrix')), 'qps'),
  /** cells (`row:column`) left out of the means; given empty: none (the stored exclusions are overridden) */
  exclude: items(4000),
  /** `row:column:text`, repeatable: notes written in the view */
  note: texts(200, 500, 'note'),
});
