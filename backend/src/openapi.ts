import { type INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ADMIN_ONLY_EXTENSION, SESSION_COOKIE_SCHEME } from './modules/users/access.decorators';
import { ErrorBodyDto } from './common/errors/error-body.dto';
import { type DocumentedError, ERRORS_EXTENSION } from './common/http/api-errors.decorator';
import { httpLayerErrors } from './common/http/http-layer-errors';
import { DEFAULT_BODY_LIMIT } from './config/app.config';
import { VOICE_WEBHOOK_PATH } from './modules/calls/voice-webhook.controller';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The API contract; the frontend client is generated from it. Operation ids are the controller method names. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('AI Receptionists API')
    .setDescription(
      [
        'Customer and administrator API of the managed AI receptionist service.',
        '',
        '**Sessions.** Signing in (`POST /api/login`, or `POST /api/admin/login` and its second factor) sets the session cookie; operations that need it say so under Authorization, and administrator-only operations say so in their description.',
        '',
        '**Errors.** Every error has the body `ErrorBody`: `code` is stable, for programs (each answer lists the codes it can carry), `message` is for people, `requestId` matches the `X-Request-Id` header.',
        '',
        '**Bodies.** Send JSON (`Content-Type: application/json`). Fields a body’s schema does not name are dropped, never applied.',
        '',
        '**Browsers.** State-changing requests a browser sends from another site are refused (403 `REQUEST.CROSS_ORIGIN`); clients that are not browsers send no `Origin` and pass.',
        '',
        '**Limits.** Operations that count attempts answer 429 with `Retry-After` (seconds) when a limit is reached; each says its limits.',
      ].join('\n'),
    )
    .setVersion('1.0')
    // Relative: the API answers on whatever host serves this document (the web app's, under /api).
    .addServer('/', 'The host serving this document')
    .addTag('auth', 'Signing up, in and out; password resets and e-mail verification')
    .addTag('account', 'The signed-in customer’s profile')
    .addTag('sessions', 'Where the signed-in user is signed in, and signing out there')
    .addTag('plans', 'The plans on sale')
    .addTag('billing', 'Subscriptions, payments and the payment provider’s events')
    .addTag('sandbox', 'The built-in payment sandbox’s pages (only while it is the payment provider)')
    .addTag('receptionists', 'The customer’s receptionists')
    .addTag('receptionist settings', 'A receptionist’s hours, greeting, answers, transfers and callers, versioned and applied to its voice assistant')
    .addTag('knowledge gaps', 'The questions callers asked that a receptionist could not answer, to answer as a settings version or dismiss')
    .addTag('calendar', 'Where a receptionist’s appointments go: the sandbox calendar, or the business’s Google Calendar once connected')
    .addTag('calls', 'Calls the receptionists answer, and the voice platform’s messages')
    .addTag('follow-ups', 'What calls left the customer to do: messages, bookings, transfers that did not connect, failed and dropped calls')
    .addTag('appointments', 'The appointments receptionists book during calls, and the business’s own cancels and moves')
    .addTag('messaging', 'Texts receptionists send callers: the SMS provider’s inbound texts and status callbacks')
    .addTag('notifications', 'The customer’s notification mail choices, and the unsubscribe links in that mail')
    .addTag('support', 'The customer’s support tickets')
    .addTag('contact', 'The public contact form')
    .addTag('admin sign-in', 'The administrators’ door: password, then the authenticator’s second factor')
    .addTag('admin', 'The back office: administrators only')
    .addTag('health', 'Liveness and readiness for the platform running the app')
    .addCookieAuth(
      'sid',
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'The session cookie set by signing in (named by SESSION_COOKIE_NAME, `sid` unless set; `__Host-sid` where the app is served over https). Sent twice, it counts as signed out.',
      },
      SESSION_COOKIE_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorBodyDto],
  });
  return completeDocument(document);
}

/**
 * Turns what the decorators recorded into the document's answers: each operation's errors (its own, its guards' and
 * pipes', and the HTTP layer's) become one response per status listing its codes, with the error body narrowed to them;
 * every operation declares its security (none for public ones); administrator-only ones say so.
 */
function completeDocument(document: OpenAPIObject): OpenAPIObject {
  const allCodes = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const extensions = operation as OperationObject & Record<string, unknown>;
      const own = extensions[ERRORS_EXTENSION] as DocumentedError[] | undefined;
      delete extensions[ERRORS_EXTENSION];
      const shape = {
        method,
        path,
        hasJsonBody: operation.requestBody !== undefined && 'content' in operation.requestBody && 'application/json' in operation.requestBody.content,
        hasQuery: (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'query'),
        hasPathParameters: (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'path'),
      };
      const errors = [...(own ?? []), ...httpLayerErrors(shape, { bodyLimit: DEFAULT_BODY_LIMIT, rawBodyPaths: [VOICE_WEBHOOK_PATH] })];
      for (const error of errors) allCodes.add(error.code);
      documentErrors(operation, errors);
      for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
        response.description ||= SUCCESS_TEXT[Number(status)] ?? 'Success';
      }
      operation.security ??= [];
      if (extensions[ADMIN_ONLY_EXTENSION]) {
        delete extensions[ADMIN_ONLY_EXTENSION];
        operation.description = `**Administrators only** (signed in at the admin door).${operation.description ? `\n\n${operation.description}` : ''}`;
      }
    }
  }
  const schemas = (document.components!.schemas ??= {});
  schemas.ErrorCode = { type: 'string', enum: [...allCodes].sort(), description: 'Every error code the API answers; each response lists its own.' };
  (schemas.ErrorBodyDto as SchemaObject).properties!.code = { $ref: '#/components/schemas/ErrorCode' };
  for (const schema of Object.values(schemas)) tidyReferences(schema as SchemaObject, schemas as Record<string, SchemaObject>);
  return document;
}

/**
 * The generator wraps every property that names a schema (an enum, a class) in a one-item allOf. Alone, the wrapper says
 * nothing: it becomes the plain $ref. Beside `nullable` it must stay (OpenAPI 3.0 ignores a $ref's siblings), and gets
 * the referenced schema's `type`, without which `nullable` means nothing (OpenAPI 3.0.3).
 */
function tidyReferences(schema: SchemaObject, schemas: Record<string, SchemaObject>): void {
  for (const [name, property] of Object.entries(schema.properties ?? {}) as [string, SchemaObject][]) {
    const only = property.allOf?.length === 1 && '$ref' in property.allOf[0] ? property.allOf[0].$ref : undefined;
    if (!only) continue;
    const { allOf: _wrapper, ...siblings } = property;
    if (Object.keys(siblings).length === 0) schema.properties![name] = { $ref: only };
    else if (property.nullable) property.type ??= schemas[only.split('/').pop()!]?.type;
  }
}

/** One response per status: its description lists each code (and when, where the message does not say). */
function documentErrors(operation: OperationObject, errors: DocumentedError[]): void {
  const byStatus = new Map<number, DocumentedError[]>();
  for (const error of errors) {
    const list = byStatus.get(error.status) ?? [];
    if (!list.some((known) => known.code === error.code && known.message === error.message)) list.push(error);
    byStatus.set(error.status, list);
  }
  const limits: string[] = [];
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...new Set(list.map((error) => error.code))];
    const schema = {
      allOf: [{ $ref: '#/components/schemas/ErrorBodyDto' }, { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
    } as SchemaObject;
    const lines = list.map((error) => `- \`${error.code}\`: ${error.message}${error.when ? ` — ${error.when}` : ''}`);
    const summary = lines.length === 1 ? lines[0].slice(2) : `${STATUS_TEXT[status] ?? 'Error'}:\n${lines.join('\n')}`;
    const existing = operation.responses[status] as ResponseObject | undefined;
    const existingSchema = existing?.content?.['application/json']?.schema;
    // A status the operation answers with a body of its own (health's 503) may also carry the error body.
    const response: ResponseObject = existingSchema
      ? {
          description: `${existing!.description}; or the error body: ${summary}`,
          content: { 'application/json': { schema: { oneOf: [existingSchema, schema] } } },
        }
      : { description: summary, content: { 'application/json': { schema } } };
    if (status === 429) {
      response.headers = { 'Retry-After': { description: 'Seconds until the limit frees up', required: true, schema: { type: 'integer', minimum: 1 } } };
      limits.push(...list.filter((error) => error.when).map((error) => error.when!));
    } else if (list.some((error) => error.retryAfter)) {
      const carriers = list.filter((error) => error.retryAfter).map((error) => `\`${error.code}\``);
      // Not required: only those codes carry it (a DATABASE.UNAVAILABLE 503 does not).
      response.headers = {
        'Retry-After': {
          description: `Seconds to wait before trying again (with ${carriers.join(', ')})`,
          required: false,
          schema: { type: 'integer', minimum: 1 },
        },
      };
    }
    operation.responses[status] = response;
  }
  if (limits.length > 0) operation.description = `${operation.description ? `${operation.description}\n\n` : ''}Limits: ${limits.join('; ')}.`;
}

const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted: done in the background', 204: 'Done; no body' };

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is invalid',
  401: 'Not signed in, or a credential is wrong',
  402: 'The payment did not go through',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  415: 'The body is not JSON, or not UTF-8',
  416: 'The range is outside the file',
  429: 'Too many attempts; wait the seconds in Retry-After',
  503: 'A dependency is not answering; try again in a minute',
};

export function setupSwagger(app: INestApplication): void {
  // Built on the first request for it, not at start-up: every process and every test's app would otherwise pay for it.
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'AI Receptionists API',
  });
}
