import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { createOpenApiDocument } from '../openapi';

/** Writes the OpenAPI document without connecting to anything (preview mode instantiates no providers). */
export async function buildOpenApiJson(): Promise<string> {
  const app = await NestFactory.create(AppModule, { preview: true, logger: false, abortOnError: false });
  app.setGlobalPrefix('api');
  const document = createOpenApiDocument(app);
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (require.main === module) {
  const target = resolve(process.argv[2] ?? resolve(__dirname, '../../openapi.json'));
  buildOpenApiJson()
    .then((json) => {
      writeFileSync(target, json);
      console.log(`wrote ${target}`);
    })
    .catch((error: Error) => {
      console.error(error);
      process.exit(1);
    });
}
