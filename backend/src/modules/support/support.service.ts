import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Row, rowFields } from '../../database/row-fields';
import { describeLimit, LimitRule, RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { appConfig, AppConfig, mailConfig, MailConfig } from '../../config';
import { MailService } from '../../mail/mail.service';
import { User } from '../users/user.entity';
import { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { SupportRequest } from './support-request.entity';
import { SupportRequestDto } from './dto/support-request.dto';
import type { SupportStatus } from './support-statuses';
import { SUPPORT_ERRORS } from './support.errors';
import { supportRequestReceivedMail, supportRequestTeamMail } from './support.mails';

const HISTORY_LIMIT = 100;
const PER_CUSTOMER: LimitRule = { limit: 10, windowSeconds: 60 * 60, whileRedisDown: 'allow' };
export const SUPPORT_LIMITS_TEXT = describeLimit(PER_CUSTOMER, 'requests per customer');
const perCustomer = (userId: number): RateLimit[] => [{ key: `support:user:${userId}`, ...PER_CUSTOMER }];

@Injectable()
export class SupportService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** Opens a ticket within the customer's hourly limit. */
  async submit(user: User, dto: CreateSupportRequestDto): Promise<SupportRequest> {
    const limits = perCustomer(user.id);
    await this.limiter.enforce(limits, SUPPORT_ERRORS.THROTTLED);
    try {
      return await this.open(user, dto);
    } catch (error) {
      await this.limiter.release(limits); // only tickets opened count
      throw error;
    }
  }

  /** The ticket with the next number and, in the same transaction, the confirmation to the customer and the mail to our team. */
  private open(user: User, dto: CreateSupportRequestDto): Promise<SupportRequest> {
    return this.em.fork().transactional(async (tx) => {
      const [{ number }] = await tx
        .getConnection()
        .execute<{ number: string }[]>("select nextval('support_ticket_number_seq') as number", [], 'all', tx.getTransactionContext());
      const ticket = tx.create(SupportRequest, {
        user: tx.getReference(User, user.id),
        ticketNumber: `TKT-${number}`,
        subject: dto.subject,
        category: dto.category ?? 'general',
        message: dto.message,
        priority: dto.priority ?? 'medium',
      });
      this.mail.queueToUser(tx, user, supportRequestReceivedMail(user, ticket, this.config.supportEmail));
      this.mail.queueToTeam(tx, supportRequestTeamMail(user, ticket, this.app.appUrl));
      return ticket;
    });
  }

  /** The customer's own tickets, newest first (docs/product.md#customers-see-their-own-tickets). */
  list(user: Pick<User, 'id'>): Promise<SupportRequest[]> {
    return this.em.find(SupportRequest, { user: user.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_LIMIT });
  }

  /** Support request rows (a list's page, read in SQL) as the API shows them. */
  fromRows(rows: Row[]): SupportRequestDto[] {
    return rows.map((row) => SupportRequestDto.from(rowFields<SupportRequest, 'user'>(this.em, SupportRequest, row)));
  }

  /**
   * Our team sets any status from any other (docs/product.md#support-request-statuses), in `tx`: resolving stamps resolvedAt, reopening clears it.
   * Answers the request and its status fields before and after (for the audit trail), or null when there is none.
   */
  async setStatus(tx: EntityManager, id: number, status: SupportStatus): Promise<StatusChange | null> {
    const request = await tx.findOne(SupportRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) return null;
    const before = statusFields(request);
    const done = status === 'resolved' || status === 'closed';
    Object.assign(request, { status, isResolved: done, resolvedAt: done ? (request.resolvedAt ?? new Date()) : null });
    return { request: SupportRequestDto.from(request), before, after: statusFields(request) };
  }
}

type StatusFields = Pick<SupportRequest, 'status' | 'isResolved' | 'resolvedAt'>;

/** A support request's status as our team changed it, for the audit trail. */
export interface StatusChange {
  request: SupportRequestDto;
  before: StatusFields;
  after: StatusFields;
}

const statusFields = ({ status, isResolved, resolvedAt }: SupportRequest): StatusFields => ({ status, isResolved, resolvedAt });
