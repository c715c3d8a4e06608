// Errors and reconnects on a time chart as a few markers that never overlap: a run of 12 hours can
// have 400 intervals with errors, which drawn one by one are a red smear of unreadable labels.
// Points that reported events are grouped from left to right: a group starts at its first point
// and takes every later one within `span / maxGroups` of it, so two markers are always at least
// that far apart, and each marker counts its group's intervals. Pure.

export type EventGroup = {
  /** time of the group's first point (where the marker is drawn) and of its last */
  from: number;
  to: number;
  /** index of the group's first point */
  index: number;
  /** intervals in the group that reported the event */
  count: number;
};

/** Markers a chart draws at most: at 1,000 px, one every 60 px or more, room for a label. */
export const MAX_EVENT_GROUPS = 16;

/**
 * `events`: [point index, intervals with the event] in point order; `t`: each point's time;
 * `span`: the chart's time span (its domain), which the gap between markers is a share of.
 */
export function groupEvents(
  events: readonly [number, number][],
  t: readonly number[],
  span: number,
  maxGroups = MAX_EVENT_GROUPS,
): EventGroup[] {
  const gap = Math.max(0, span) / Math.max(1, maxGroups);
  const groups: EventGroup[] = [];
  for (const [index, count] of events) {
    const time = t[index];
    if (time === undefined || count <= 0) continue;
    const last = groups[groups.length - 1];
    if (last && time - last.from < gap) {
      last.to = time;
      last.count += count;
    } else {
      groups.push({ from: time, to: time, index, count });
    }
  }
  return groups;
}
