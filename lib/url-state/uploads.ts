// The uploads list's URL state: one project's uploads, and the page (a team's nightly CI adds
// thousands of documents: the list shows UPLOADS_PER_PAGE at a time).
import { defineUrlState } from './define';
import { id, num, withDefault } from './params';

export const UPLOADS_PER_PAGE = 50;

export const uploadListUrl = defineUrlState('/uploads', {
  project: id(),
  page: withDefault(num(1, 1_000_000, { integer: true }), 1),
});
