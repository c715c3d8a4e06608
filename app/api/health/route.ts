import { pingDatabase } from '@/lib/db/health';

/** Liveness with one database round trip: for load balancers and the page benchmark's ceiling. */
export async function GET() {
  try {
    await pingDatabase();
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false, error: { code: 'internal', message: 'The database does not answer.' } }, { status: 503 });
  }
}
