import { openApiDocument } from '@/lib/api/openapi/document';

/** The OpenAPI 3.1 document of this API (public: it describes the endpoints, not any data). */
export function GET() {
  return Response.json(openApiDocument());
}
