import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { mailConfig, MailConfig } from '../config';
import { OutboxService } from '../jobs/outbox.service';
import { QUEUES } from '../jobs/queues';
import { MailMessage, SEND_MAIL_JOB, UserMail } from './mail-message';

/** What mail needs of a user: where to write, and whether that address was proven (null: not yet). */
export interface MailRecipient {
  id: number;
  email: string;
  emailVerifiedAt: Date | null;
}

/**
 * How features send mail: in the caller's transaction, through the outbox, so a commit always ends in a delivery.
 * Mail to a user goes through queueToUser, the one gate that keeps our server from writing to addresses nobody proved.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly outbox: OutboxService,
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
  ) {}

  /** To one of our own inboxes, or a fixed text that repeats nothing a stranger typed. */
  queue(em: EntityManager, message: MailMessage): void {
    this.outbox.add(em, QUEUES.mail, SEND_MAIL_JOB, message);
  }

  /** To the user's own address, only once it is verified; answers whether the mail was queued. */
  queueToUser(em: EntityManager, user: MailRecipient, message: UserMail): boolean {
    if (!user.emailVerifiedAt) {
      this.logger.debug(`mail "${message.subject}" not sent to user ${user.id}: the address is not verified`);
      return false;
    }
    this.queue(em, { ...message, to: user.email });
    return true;
  }

  /** To our team's inbox (TEAM_EMAIL): what waits for it (docs/product.md#our-team-hears-of-everything). */
  queueToTeam(em: EntityManager, message: UserMail): void {
    this.queue(em, { ...message, to: this.config.teamEmail });
  }

  /** A link that proves the address it is sent to (verification, password reset): the only mail an unverified address gets. */
  queueAddressProof(em: EntityManager, to: string, message: UserMail): void {
    this.queue(em, { ...message, to });
  }
}
