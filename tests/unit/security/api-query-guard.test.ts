// The request guard (lib/request-guard.ts) refuses the API queries the handlers refuse, before a
// handler runs (tests/integration/rest-api.test.ts asks the handlers), and lets a good one through.
import { expect, test } from 'vitest';
import { checkRequestUrl } from '../../../lib/request-guard';
import { BAD_API_QUERIES } from '../../support/bad-api-queries';

test.each(BAD_API_QUERIES)('%s is a 400 from the request guard too', (path) => {
  expect(checkRequestUrl(new URL(`http://localhost:3000${path}`))?.status).toBe(400);
});

test.each(['/runs/%E0%A4%A', '/api/runs/%E0%A4%A', '/s/%E0%A4%A', '/teams/%ZZ'])(
  '%s: a broken %%-escape in the path is a 400, not a 500 from Next',
  (path) => {
    expect(checkRequestUrl(new URL(`http://localhost:3000${path}`))).toMatchObject({
      status: 400,
      reason: expect.stringContaining('escape'),
    });
  },
);

test('a good query passes the guard', () => {
  expect(checkRequestUrl(new URL('http://localhost:3000/api/runs?tag=a=b&tag=c=d&size=5'))).toBeNull();
  expect(checkRequestUrl(new URL('http://localhost:3000/api/compare?runs=1,2&baseline=2'))).toBeNull();
});
