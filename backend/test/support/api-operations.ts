import { TestApp } from './test-app';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One operation of the OpenAPI document, e.g. `{ key: 'PATCH /api/receptionists/{id}', bodyFields: ['name', …] }`. */
export interface ApiOperation {
  method: HttpMethod;
  path: string;
  key: string;
  /** The properties of its JSON body's schema, if it takes one. */
  bodyFields: string[];
  /** The names of its query parameters, e.g. `['page', 'pageSize', 'sort', 'q']` for a list. */
  queryParameters: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> }; parameters?: { name: string; in: string }[] }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation the running app documents, so suites that walk the API cover a new endpoint without being told. */
export async function apiOperations(app: TestApp): Promise<ApiOperation[]> {
  const document = (await app.http().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (!METHODS.includes(method as HttpMethod)) continue;
      const ref = spec.requestBody?.content?.['application/json']?.schema?.$ref;
      const schema = ref ? document.components.schemas[ref.split('/').pop()!] : undefined;
      const queryParameters = (spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      operations.push({ method: method as HttpMethod, path, key: `${method.toUpperCase()} ${path}`, bodyFields: Object.keys(schema?.properties ?? {}), queryParameters });
    }
  }
  return operations;
}

export const isStateChanging = (operation: ApiOperation): boolean => operation.method !== 'get';
