import { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { type Response } from 'supertest';
import { type HttpMethod, type OpenApiDocument, type OperationObject, type ResponseObject, type Schema } from './api-operations';

/** One (operation, status) pair, as the coverage lists them: `POST /api/login 429`. */
export const answerKey = (operation: string, status: number | string) => `${operation} ${status}`;

const COMPONENTS_ID = 'https://contract.test/components';
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The OpenAPI document as a contract for the running app's answers: `check()` says what in an answer the document does
 * not describe (its status, its content type, its body, a header it promises), and remembers the (operation, status)
 * reached, so `unreached()` can list what no call showed to be true.
 */
export class OpenApiContract {
  private readonly ajv: Ajv2019;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly reached = new Set<string>();
  private readonly called = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    // Draft 2019-09 for unevaluatedProperties, which closes an object across allOf and $ref (see toJsonSchema).
    this.ajv = new Ajv2019({ allErrors: true, strict: false });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: COMPONENTS_ID, definitions: mapValues(document.components.schemas, toJsonSchema) });
  }

  /** Every operation, as `GET /api/user`. */
  operationKeys(): string[] {
    return Object.entries(this.document.paths).flatMap(([path, methods]) =>
      METHODS.filter((method) => methods[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  operation(key: string): OperationObject {
    const [method, path] = key.split(' ');
    const operation = this.document.paths[path]?.[method.toLowerCase() as HttpMethod];
    if (!operation) throw new Error(`${key} is not in the document`);
    return operation;
  }

  documentedStatuses(key: string): number[] {
    return Object.keys(this.operation(key).responses).map(Number).filter(Number.isInteger);
  }

  /** Component schemas referenced by `$ref`, followed to the schema itself. */
  resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema?.$ref) return schema;
    return this.resolve(this.document.components.schemas[String(schema.$ref).split('/').pop()!]);
  }

  /**
   * What in the answer the document does not describe, one line each, empty when it describes all of it. Records the
   * call and its status for the coverage either way.
   */
  check(key: string, response: Response): string[] {
    const documented = this.operation(key).responses;
    this.called.add(key);
    this.reached.add(answerKey(key, response.status));
    const at = `${key} → ${response.status}`;
    const spec = documented[String(response.status)] ?? documented[`${String(response.status)[0]}XX`] ?? documented.default;
    if (!spec) return [`${at}: undocumented answer (documented: ${Object.keys(documented).join(', ')}): ${excerpt(response)}`];
    return [
      ...this.contentProblems(key, response, spec).map((problem) => `${at}: ${problem}`),
      ...this.headerProblems(response, spec).map((problem) => `${at}: ${problem}`),
    ];
  }

  /** Each documented (operation, status) that no checked answer had, and each operation never called at all. */
  unreached(): { statuses: string[]; operations: string[] } {
    const operations = this.operationKeys();
    return {
      operations: operations.filter((key) => !this.called.has(key)),
      statuses: operations.flatMap((key) => this.documentedStatuses(key).map((status) => answerKey(key, status))).filter((answer) => !this.reached.has(answer)),
    };
  }

  private contentProblems(key: string, response: Response, spec: ResponseObject): string[] {
    const contentType = response.headers['content-type'] as string | undefined;
    const mediaTypes = Object.keys(spec.content ?? {});
    const hasBody = (response.text ?? '').length > 0 || (Buffer.isBuffer(response.body) && response.body.length > 0);
    if (mediaTypes.length === 0)
      return hasBody || contentType ? [`a body (${contentType ?? 'no Content-Type'}) where the document describes none: ${excerpt(response)}`] : [];
    if (!contentType) return [`no Content-Type; documented: ${mediaTypes.join(', ')}`];
    const essence = contentType.split(';')[0].trim().toLowerCase();
    const mediaType = mediaTypes.find((candidate) => matchesMediaRange(essence, candidate));
    if (!mediaType) return [`Content-Type ${essence} is not documented (documented: ${mediaTypes.join(', ')}): ${excerpt(response)}`];
    const schema = spec.content![mediaType].schema;
    if (!schema || this.resolve(schema)?.format === 'binary') return []; // bytes (audio): the media type says it all
    const body = isJson(essence) ? parsedJson(response) : response.text;
    if (body === undefined) return [`the body is not ${essence}: ${excerpt(response)}`];
    const validate = this.validator(`${key} ${response.status} ${mediaType}`, schema);
    return validate(body) ? [] : [`the body does not match the document: ${describeErrors(validate.errors ?? [])}: ${excerpt(response)}`];
  }

  /** Documented response headers are promises: each required one must be there, each one there as its schema says. */
  private headerProblems(response: Response, spec: ResponseObject): string[] {
    const problems: string[] = [];
    for (const [name, header] of Object.entries(spec.headers ?? {})) {
      const value = response.headers[name.toLowerCase()] as string | undefined;
      if (value === undefined) {
        if (header.required) problems.push(`lacks the documented header ${name}`);
        continue;
      }
      if (!header.schema) continue;
      const schema = toJsonSchema(header.schema);
      const typed = ['integer', 'number'].includes(schema.type) && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
      const validate = this.ajv.compile(schema);
      if (!validate(typed)) problems.push(`header ${name}: ${value} does not match the document: ${describeErrors(validate.errors ?? [])}`);
    }
    return problems;
  }

  private validator(cacheKey: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(cacheKey);
    if (!validate) {
      validate = this.ajv.compile(closed(toJsonSchema(schema)));
      this.validators.set(cacheKey, validate);
    }
    return validate;
  }
}

/**
 * An OpenAPI 3.0 schema as JSON Schema: `nullable` becomes a null type (or a null alternative beside a `$ref` or an
 * `allOf`), and references point into the components added to ajv. Each whole value (an answer's body, a property's
 * value, an array's item) is closed: a property the document does not name is an answer it does not describe (the
 * generated client has no type for it). Closing with unevaluatedProperties at those places, rather than
 * additionalProperties on every object, keeps `allOf: [{ $ref: ErrorBodyDto }, { properties: { code } }]` whole.
 */
export function toJsonSchema(schema: Schema): Schema {
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema;
  const converted: Schema = {};
  for (const [keyword, value] of Object.entries(rest)) {
    if (keyword === '$ref') converted.$ref = String(value).replace('#/components/schemas/', `${COMPONENTS_ID}#/definitions/`);
    else if (keyword === 'properties') converted.properties = mapValues(value, (property) => closed(toJsonSchema(property)));
    else if (keyword === 'items' || (keyword === 'additionalProperties' && typeof value === 'object')) converted[keyword] = closed(toJsonSchema(value));
    else if (keyword === 'not') converted.not = toJsonSchema(value);
    else if (['allOf', 'anyOf', 'oneOf'].includes(keyword)) converted[keyword] = (value as Schema[]).map(toJsonSchema);
    else if (keyword !== 'example' && keyword !== 'discriminator') converted[keyword] = value;
  }
  if (!nullable) return converted;
  // Beside allOf/anyOf/oneOf/$ref a null type alone would still have to match them: null becomes an alternative instead.
  if (typeof converted.type === 'string' && !converted.allOf && !converted.anyOf && !converted.oneOf && !converted.$ref) {
    converted.type = [converted.type, 'null'];
    if (converted.enum) converted.enum = [...converted.enum, null];
    return converted;
  }
  return { anyOf: [converted, { type: 'null' }] };
}

/** The value as a whole: an object may have no property that the schema (with its allOf and $ref) does not name. */
const closed = (schema: Schema): Schema => ({ allOf: [schema], unevaluatedProperties: false });

function mapValues(object: Record<string, Schema>, map: (schema: Schema) => Schema): Record<string, Schema> {
  return Object.fromEntries(Object.entries(object).map(([name, value]) => [name, map(value)]));
}

/** `audio/wav` against `audio/*`, `application/json` against itself; `*\/*` takes anything. */
function matchesMediaRange(essence: string, range: string): boolean {
  const [type, subtype] = range.toLowerCase().split('/');
  const [actualType, actualSubtype] = essence.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

const isJson = (essence: string) => essence === 'application/json' || essence.endsWith('+json');

/** The body read as JSON from its text (supertest's own parse leaves `{}` for text it could not read); undefined if not JSON. */
function parsedJson(response: Response): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    return undefined;
  }
}

function describeErrors(errors: ErrorObject[]): string {
  // Under a nullable alternative ajv reports both branches; the "must match a schema in anyOf" summary adds nothing.
  const useful = errors.filter((error) => error.keyword !== 'anyOf');
  return useful
    .map((error) => {
      const where = error.instancePath || '(body)';
      if (error.keyword === 'unevaluatedProperties') return `${where} has ${String(error.params.unevaluatedProperty)}, which the document does not name`;
      if (error.keyword === 'enum') return `${where} ${error.message} ${JSON.stringify(error.params.allowedValues)}`;
      return `${where} ${error.message}`;
    })
    .join('; ');
}

function excerpt(response: Response): string {
  const text = response.text ?? (Buffer.isBuffer(response.body) ? `<${response.body.length} bytes>` : '');
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
