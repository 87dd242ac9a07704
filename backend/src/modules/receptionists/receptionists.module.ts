import { Module } from '@nestjs/common';
import { CustomerPlansModule } from '../billing/customer-plans.module';
import { ReceptionistsController } from './receptionists.controller';
import { ReceptionistsService } from './receptionists.service';

@Module({ imports: [CustomerPlansModule], controllers: [ReceptionistsController], providers: [ReceptionistsService], exports: [ReceptionistsService] })
export class ReceptionistsModule {}
