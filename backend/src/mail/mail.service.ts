import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxService } from '../jobs/outbox.service';
import { QUEUES } from '../jobs/queues';
import { MailMessage, SEND_MAIL_JOB } from './mail-message';

/** How features send mail: in the caller's transaction, through the outbox, so a commit always ends in a delivery. */
@Injectable()
export class MailService {
  constructor(private readonly outbox: OutboxService) {}

  queue(em: EntityManager, message: MailMessage): void {
    this.outbox.add(em, QUEUES.mail, SEND_MAIL_JOB, message);
  }
}
