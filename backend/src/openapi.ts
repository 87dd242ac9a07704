import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from './common/errors/error-body.dto';

/** The API contract; the frontend client is generated from it. Operation ids are the controller method names. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('AI Receptionists API')
    .setDescription(
      'Customer and administrator API of the managed AI receptionist service. Authentication is a session cookie set by POST /api/login. ' +
        'Every error has the body ErrorBodyDto.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorBodyDto],
  });
}

export function setupSwagger(app: INestApplication): void {
  const document = createOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'AI Receptionists API',
  });
}
