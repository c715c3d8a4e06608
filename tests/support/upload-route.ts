// POST /api/uploads called as its route handler, as CI sends it with curl: files, an optional
// manifest, a bearer token. The answer's status and JSON body.
import { POST as uploadRoute } from '../../app/api/uploads/route';

export async function postUpload(token: string, files: [name: string, text: string][], manifest?: unknown) {
  const form = new FormData();
  for (const [name, text] of files) form.append('files', new Blob([text]), name);
  if (manifest !== undefined) form.append('manifest', JSON.stringify(manifest));
  const response = await uploadRoute(
    new Request('http://localhost:3000/api/uploads', {
      method: 'POST',
      headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  return { status: response.status, body: await response.json() };
}
