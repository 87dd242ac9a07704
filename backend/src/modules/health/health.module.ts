import { Module } from '@nestjs/common';
import { Draining } from '../../common/lifecycle/draining';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ controllers: [HealthController], providers: [HealthService, Draining] })
export class HealthModule {}
