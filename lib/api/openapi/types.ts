// The parts of an OpenAPI 3.1 document benchboard writes (a subset of the specification's objects).

export type JsonSchema = { [key: string]: unknown };
export type Ref = { $ref: string };

export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
};

export type MediaType = { schema: JsonSchema | Ref; example?: unknown };
export type ResponseObject = { description: string; content?: Record<string, MediaType>; headers?: Record<string, { schema: JsonSchema }> };

export type CodeSample = { lang: string; label: string; source: string };

export type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** `[]`: no sign-in; `{}` among the alternatives: anonymous callers are answered too (public projects) */
  security: Record<string, string[]>[];
  /** the scope a token needs for it (benchboard's own extension) */
  'x-token-scope'?: 'read' | 'upload';
  parameters?: Parameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, MediaType & { encoding?: Record<string, unknown> }> };
  responses: Record<string, ResponseObject | Ref>;
  'x-codeSamples': CodeSample[];
};

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];
export type PathItem = Partial<Record<Method, Operation>>;

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, JsonSchema>;
  };
};
