// API queries a handler and the request guard (lib/request-guard.ts) must both refuse with a 400.
export const BAD_API_QUERIES = [
  '/api/runs?size=0',
  '/api/runs?size=201',
  '/api/runs?sort=password',
  '/api/runs?page=-1',
  '/api/runs?tag=novalue',
  '/api/compare',
  '/api/compare?runs=1,x',
  '/api/compare?runs=1&band=99',
  // a baseline not compared was taken as the first run (an attack probe, 2026-12-05)
  '/api/compare?runs=1,2&baseline=99',
];
