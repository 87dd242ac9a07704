import { type TestApp } from './test-app';

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

/** The parts of an OpenAPI 3.0 document the suites read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI schema as JSON, walked by keyword
export type Schema = Record<string, any>;
export interface MediaType {
  schema?: Schema;
}
export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, { schema?: Schema; required?: boolean }>;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
export interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  components: { schemas: Record<string, Schema>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
}

const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation the running app documents, so suites that walk the API cover a new endpoint without being told. */
export async function apiOperations(app: TestApp): Promise<ApiOperation[]> {
  const document = await openApiDocument(app);
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods) as [string, OperationObject][]) {
      if (!METHODS.includes(method as HttpMethod)) continue;
      const ref = spec.requestBody?.content?.['application/json']?.schema?.$ref;
      const schema = ref ? document.components.schemas[ref.split('/').pop()!] : undefined;
      const queryParameters = (spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      operations.push({
        method: method as HttpMethod,
        path,
        key: `${method.toUpperCase()} ${path}`,
        bodyFields: Object.keys(schema?.properties ?? {}),
        queryParameters,
      });
    }
  }
  return operations;
}

/** The document the running app serves, as clients read it. */
export async function openApiDocument(app: TestApp): Promise<OpenApiDocument> {
  return (await app.http().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
}

export const isStateChanging = (operation: ApiOperation): boolean => operation.method !== 'get';
