import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, ForeignKeyConstraintViolationException } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { limitedAddress } from '../../common/rate-limit/client-address';
import { describeLimit, LimitRule, RateLimit, RateLimiter } from '../../common/rate-limit/rate-limiter.service';
import { appConfig, AppConfig, notificationsConfig, NotificationsConfig } from '../../config';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { User } from '../users/user.entity';
import { NotificationPreferencesDto } from './dto/notification-preferences.dto';
import { NOTIFICATION_KINDS, NotificationKind } from './notification-kinds';
import { NotificationPreferences } from './notification-preferences.entity';
import { NOTIFICATIONS_ERRORS } from './notifications.errors';
import { ReceptionistCallSummary } from './receptionist-call-summary.entity';
import { checkUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

// Generous: a mail provider's one-click POSTs for many of its users may all come from one of its addresses.
const PER_ADDRESS: LimitRule = { limit: 60, windowSeconds: 60, whileRedisDown: 'allow' };
export const UNSUBSCRIBE_LIMITS_TEXT = describeLimit(PER_ADDRESS, 'requests per address');
const perAddress = (ip: string): RateLimit[] => [{ key: `unsubscribe:ip:${limitedAddress(ip)}`, ...PER_ADDRESS }];

/** An unsubscribe link for one mail: the page its body links to, and the RFC 8058 headers a mail client's button uses. */
export interface UnsubscribeLink {
  url: string;
  headers: Record<string, string>;
}

const DEFAULTS: Omit<NotificationPreferencesDto, 'callSummaryReceptionistIds'> = { dailyDigest: true, usageAlerts: true, callSummaries: false };
const FIELD_OF: Record<NotificationKind, keyof typeof DEFAULTS> = {
  daily_digest: 'dailyDigest',
  usage_alerts: 'usageAlerts',
  call_summaries: 'callSummaries',
};

/**
 * Which notification mail a customer wants (docs/product.md#notifications), and the signed links that turn one off
 * without signing in. Modules that send notification mail ask `wants` in their transaction and put `unsubscribeLink`
 * in the mail.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly limiter: RateLimiter,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(notificationsConfig.KEY) private readonly config: NotificationsConfig,
  ) {}

  async preferences(userId: number, em: EntityManager = this.em): Promise<NotificationPreferencesDto> {
    const row = await em.findOne(NotificationPreferences, { user: userId });
    const chosen = await em.find(ReceptionistCallSummary, { user: userId }, { orderBy: { receptionist: 'asc' } });
    return {
      dailyDigest: row?.dailyDigest ?? DEFAULTS.dailyDigest,
      usageAlerts: row?.usageAlerts ?? DEFAULTS.usageAlerts,
      callSummaries: row?.callSummaries ?? DEFAULTS.callSummaries,
      callSummaryReceptionistIds: chosen.map((choice) => choice.receptionist.id),
    };
  }

  /** Replaces the customer's choices; a receptionist that is not theirs is refused and nothing changes. */
  async update(user: Pick<User, 'id'>, dto: NotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    const own = new Set(await this.receptionists.idsOf(user.id));
    if (dto.callSummaryReceptionistIds.some((id) => !own.has(id))) throw appError(NOTIFICATIONS_ERRORS.UNKNOWN_RECEPTIONIST);
    try {
      return await this.em.fork().transactional(async (tx) => {
        await this.save(tx, user.id, { daily_digest: dto.dailyDigest, usage_alerts: dto.usageAlerts, call_summaries: dto.callSummaries });
        await tx.nativeDelete(ReceptionistCallSummary, { user: user.id });
        for (const id of dto.callSummaryReceptionistIds) tx.create(ReceptionistCallSummary, { receptionist: id, user: user.id });
        await tx.flush();
        return this.preferences(user.id, tx);
      });
    } catch (error) {
      // A receptionist deleted since the check above: refused like any other not the customer's, nothing saved.
      if (error instanceof ForeignKeyConstraintViolationException) throw appError(NOTIFICATIONS_ERRORS.UNKNOWN_RECEPTIONIST);
      throw error;
    }
  }

  /** Whether the customer wants this mail (call summaries: of this receptionist), read in the caller's transaction. */
  async wants(em: EntityManager, userId: number, kind: NotificationKind, receptionistId?: number | null): Promise<boolean> {
    const row = await em.findOne(NotificationPreferences, { user: userId });
    const wanted = row?.[FIELD_OF[kind]] ?? DEFAULTS[FIELD_OF[kind]];
    if (wanted || kind !== 'call_summaries' || !receptionistId) return wanted;
    return (await em.count(ReceptionistCallSummary, { receptionist: receptionistId, user: userId })) > 0;
  }

  /** The page a mail's body links to, where one click turns this kind of mail off (usage alerts use it too). */
  unsubscribeUrl(userId: number, kind: NotificationKind): string {
    return this.unsubscribeLink(userId, kind).url;
  }

  /** The link for one mail, and its List-Unsubscribe headers (RFC 8058 one-click), both with one token. */
  unsubscribeLink(userId: number, kind: NotificationKind): UnsubscribeLink {
    const token = encodeURIComponent(signUnsubscribeToken(this.config.unsubscribeSecrets[0], userId, kind));
    return {
      url: `${this.app.appUrl}/unsubscribe?token=${token}`,
      headers: {
        'List-Unsubscribe': `<${this.app.appUrl}/api/notifications/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /**
   * Turns off the mail a link names, once (docs/product.md#unsubscribe-links): a forged or altered link, an expired one
   * and one already used are refused and change nothing. Answers the kind turned off.
   */
  async unsubscribe(token: string, ip: string): Promise<NotificationKind> {
    await this.limiter.enforce(perAddress(ip), NOTIFICATIONS_ERRORS.THROTTLED);
    const check = checkUnsubscribeToken(this.config.unsubscribeSecrets, token);
    if (!check.ok) throw appError(check.reason === 'expired' ? NOTIFICATIONS_ERRORS.EXPIRED_UNSUBSCRIBE_LINK : NOTIFICATIONS_ERRORS.INVALID_UNSUBSCRIBE_LINK);
    const { userId, kind, nonce } = check.claim;
    return this.em.fork().transactional(async (tx) => {
      // A signed link of an account deleted since is as good as none.
      if (!(await tx.count(User, { id: userId }))) throw appError(NOTIFICATIONS_ERRORS.INVALID_UNSUBSCRIBE_LINK);
      const [first] = await tx
        .getConnection()
        .execute<{ nonce: string }[]>(
          'insert into used_unsubscribe_tokens (nonce, user_id, kind) values (?, ?, ?) on conflict do nothing returning nonce',
          [nonce, userId, kind],
          'all',
          tx.getTransactionContext(),
        );
      if (!first) throw appError(NOTIFICATIONS_ERRORS.USED_UNSUBSCRIBE_LINK);
      await this.save(tx, userId, { [kind]: false });
      if (kind === 'call_summaries') await tx.nativeDelete(ReceptionistCallSummary, { user: userId });
      return kind;
    });
  }

  /** Writes these choices over the account's row (a kind is its column), creating it with the defaults for the rest. */
  private async save(tx: EntityManager, userId: number, choices: Partial<Record<NotificationKind, boolean>>): Promise<void> {
    const row = { ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, DEFAULTS[FIELD_OF[kind]]])), ...choices };
    const set = Object.keys(choices).map((kind) => `${kind} = excluded.${kind}`);
    await tx.getConnection().execute(
      `insert into notification_preferences (user_id, ${NOTIFICATION_KINDS.join(', ')}) values (?, ?, ?, ?)
        on conflict (user_id) do update set ${[...set, 'updated_at = now()'].join(', ')}`,
      [userId, ...NOTIFICATION_KINDS.map((kind) => row[kind])],
      'run',
      tx.getTransactionContext(),
    );
  }
}
