// The history page's URL state: the run whose series it shows, the axis (versions or time) and the
// metric. Axis and metric left out: the run's own (time when it has a commit; its headline figure,
// else the first history metric it has: a sql-bench run's duration).
import { metricKeysFor } from '../metrics';
import { SERIES_AXES } from '../series/identity';
import { defineUrlState } from './define';
import { id, oneOf } from './params';
import { type SearchParams, urlStateReader } from './zod';

export const SERIES_METRICS = metricKeysFor('history');

export const seriesUrl = defineUrlState('/series', {
  run: id(),
  axis: oneOf(SERIES_AXES),
  metric: oneOf(SERIES_METRICS),
});

const reader = urlStateReader(seriesUrl);
export const seriesQuerySchema = reader.schema;
export type SeriesQuery = ReturnType<typeof reader.read>;

export function parseSeriesQuery(params: SearchParams): SeriesQuery {
  return reader.read(params);
}
