import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { ReceptionistsModule } from '../receptionists/receptionists.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { UsedUnsubscribeTokensJob } from './used-unsubscribe-tokens.job';

/** Notification preferences and unsubscribe links; the modules that send notification mail import it (never the reverse). */
@Module({
  imports: [RateLimitModule, ReceptionistsModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, UsedUnsubscribeTokensJob],
  exports: [NotificationsService],
})
export class NotificationsModule {}
