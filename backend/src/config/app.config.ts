import { registerAs } from '@nestjs/config';
import { Allow, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min, ValidateIf } from 'class-validator';
import { parseProxyTrust, ProxyTrust } from '../common/http/proxy-trust';
import { env, isProduction, validateConfig } from './validate-config';

/** Defaults the API document states (the running app may be configured otherwise). */
export const DEFAULT_BODY_LIMIT = '100kb';
export const DEFAULT_REGISTER_LIMIT_PER_HOUR = 20;

class AppConfig {
  @IsIn(['development', 'production', 'test'])
  nodeEnv: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(1)
  @Max(65535)
  port: number = 3000;

  /** The public origin users see; reset links and the same-origin check use it, never the Host header. */
  @ValidateIf(() => isProduction() || process.env.APP_URL !== undefined)
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'APP_URL must be an absolute URL such as https://app.example.com' })
  appUrl: string = 'http://localhost:3000';

  /** Extra origins allowed to send state-changing requests (comma-separated), e.g. the Vite dev server. */
  @IsString({ each: true })
  trustedOrigins: string[] = [];

  @IsString()
  bodyLimit: string = DEFAULT_BODY_LIMIT;

  /** Sign-ups allowed per client address an hour; load tests that sign up hundreds of customers from one host raise it. */
  @IsInt({ message: 'REGISTER_LIMIT_PER_HOUR must be a whole number' })
  @Min(1, { message: 'REGISTER_LIMIT_PER_HOUR must be at least 1' })
  registerLimitPerHour: number = DEFAULT_REGISTER_LIMIT_PER_HOUR;

  /** TRUST_PROXY, parsed: which proxies may tell the client's address (none unless the operator says so). */
  @Allow()
  trustProxy: ProxyTrust = false;

  /** Swagger UI (/api/docs) and the OpenAPI document (/api/openapi.json); off hides both in any environment. */
  @IsIn(['on', 'off'], { message: 'API_DOCS must be on or off' })
  apiDocs: 'on' | 'off' = 'on';

  /** Directory of the built web app served at /; absent in API-only deployments. */
  @IsOptional()
  @IsString()
  webDist?: string;
}

export type AppConfigValues = AppConfig;

export const appConfig = registerAs('app', () => {
  if (isProduction() && !env('APP_URL')) throw new Error('Invalid app configuration:\n  - APP_URL is required in production');
  let trustProxy: ProxyTrust;
  try {
    trustProxy = parseProxyTrust(env('TRUST_PROXY'));
  } catch (error) {
    throw new Error(`Invalid app configuration:\n  - ${(error as Error).message}`, { cause: error });
  }
  return validateConfig(
    AppConfig,
    {
      nodeEnv: env('NODE_ENV'),
      port: env('PORT'),
      appUrl: env('APP_URL')?.replace(/\/+$/, ''),
      trustedOrigins: env('TRUSTED_ORIGINS')
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      bodyLimit: env('BODY_LIMIT'),
      registerLimitPerHour: env('REGISTER_LIMIT_PER_HOUR'),
      trustProxy,
      webDist: env('WEB_DIST'),
      apiDocs: env('API_DOCS')?.toLowerCase(),
    },
    'app',
  );
});
