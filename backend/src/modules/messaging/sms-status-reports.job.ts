import { Injectable, Logger } from '@nestjs/common';
import { CronExpression } from '@nestjs/schedule';
import { runScheduled } from '../../common/logging/log-context';
import { Scheduled } from '../../jobs/scheduled';
import { TextsService } from './texts.service';

/** Hourly in the worker: early status reports no text claimed within a day are let go (sms-status-report.entity.ts). */
@Injectable()
export class SmsStatusReportsJob {
  private readonly logger = new Logger(SmsStatusReportsJob.name);

  constructor(private readonly texts: TextsService) {}

  @Scheduled(CronExpression.EVERY_HOUR, 'sms-status-reports')
  async scheduled(): Promise<void> {
    await runScheduled('sms-status-reports', async () => {
      const forgotten = await this.texts.forgetUnclaimedReports();
      if (forgotten > 0) this.logger.warn(`${forgotten} status reports of texts we never knew were let go`);
    });
  }
}
