import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Row, rowFields } from '../../database/row-fields';
import { limitedAddress } from '../../common/rate-limit/client-address';
import { describeLimit, LimitRule, RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { mailConfig, MailConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { CONTACT_ERRORS } from './contact.errors';
import { contactAcknowledgementMail, newContactMessageMail } from './contact.mails';
import { ContactMessage } from './contact-message.entity';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

const PER_ADDRESS: LimitRule = { limit: 5, windowSeconds: 10 * 60, whileRedisDown: 'allow' };
export const CONTACT_LIMITS_TEXT = describeLimit(PER_ADDRESS, 'messages per address');
const perAddress = (ip: string): RateLimit[] => [{ key: `contact:ip:${limitedAddress(ip)}`, ...PER_ADDRESS }];

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
  ) {}

  /** Takes a message, within the sender address's limit. */
  async submit(dto: CreateContactMessageDto, ip: string): Promise<ContactMessage> {
    const limits = perAddress(ip);
    await this.limiter.enforce(limits, CONTACT_ERRORS.THROTTLED);
    try {
      return await this.store(dto);
    } catch (error) {
      await this.limiter.release(limits); // only stored messages count
      throw error;
    }
  }

  /** Stores the message and, in the same transaction, queues the mail to sales and the acknowledgement to the sender. */
  private store(dto: CreateContactMessageDto): Promise<ContactMessage> {
    return this.em.transactional(async (tx) => {
      const { agreeToTerms: _agreed, ...fields } = dto;
      const saved = tx.create(ContactMessage, { ...fields, phone: fields.phone ?? null });
      this.mail.queue(tx, newContactMessageMail(saved, this.config.salesEmail));
      this.mail.queue(tx, contactAcknowledgementMail(saved.email, this.config.supportEmail));
      return saved;
    });
  }

  details() {
    return { salesEmail: this.config.salesEmail, supportEmail: this.config.supportEmail };
  }

  /** Contact message rows (a list's page, read in SQL) as their fields. */
  fromRows(rows: Row[]): ContactMessage[] {
    return rows.map((row) => rowFields(this.em, ContactMessage, row));
  }

  /**
   * Unread → read, never back (docs/product.md#contact-messages), in `tx`: answers the message and whether it changed (a message read
   * already stays as it was), or null when there is none.
   */
  async markRead(tx: EntityManager, id: number): Promise<{ message: ContactMessage; changed: boolean } | null> {
    const message = await tx.findOne(ContactMessage, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!message) return null;
    const changed = !message.isRead;
    message.isRead = true;
    return { message, changed };
  }
}
