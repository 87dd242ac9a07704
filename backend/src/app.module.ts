import { Module } from '@nestjs/common';
import { CoreModule } from './core.module';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';

/** The api process: every HTTP module. */
@Module({ imports: [CoreModule, HealthModule, AuthModule] })
export class AppModule {}
