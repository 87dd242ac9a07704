import { rowFields } from '../../database/row-fields';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { EmailVerificationService } from '../auth/email-verification.service';
import { PasswordResetService } from '../auth/password-reset.service';
import { holdsPlan, SubscriptionSync } from '../billing/subscription-sync.service';
import { User } from '../users/user.entity';
import { ADMIN_ERRORS } from './admin.errors';
import { listPage, ListPage } from '../../common/http/list-page';
import { AuditLog } from '../audit/audit-log.service';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto';
import type { SortColumns } from '../../common/http/page-query.dto';
import { ADMIN_USERS_SORT, AdminUserDto, AdminUsersQueryDto } from './dto/admin-lists.dto';
import { UserDto } from '../users/dto/user.dto';
import { Receptionist } from '../receptionists/receptionist.entity';
import { ReceptionistsService } from '../receptionists/receptionists.service';

const EDITABLE = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'companyName',
  'companySize',
  'subscriptionPlan',
  'subscriptionStatus',
  'receptionistLimit',
  'receptionistLimitActive',
] as const;

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly sync: SubscriptionSync,
    private readonly resets: PasswordResetService,
    private readonly receptionists: ReceptionistsService,
    private readonly verification: EmailVerificationService,
  ) {}

  /** Users with their receptionist count, which the user row keeps (so the list also sorts by it). */
  list(query: AdminUsersQueryDto): Promise<ListPage<AdminUserDto>> {
    return listPage(
      this.em,
      {
        select: 'u.*',
        table: 'users u',
        searchColumns: ['u.email', 'u.first_name', 'u.last_name', 'u.username', 'u.company_name'],
        sortColumns: {
          createdAt: 'u.created_at',
          email: 'u.email',
          name: 'u.last_name',
          plan: 'u.subscription_plan',
          status: 'u.subscription_status',
          receptionistCount: 'u.receptionist_count',
        } satisfies SortColumns<typeof ADMIN_USERS_SORT>,
        nullable: ['name', 'plan'],
        defaultSort: ADMIN_USERS_SORT.defaultSort,
      },
      query,
      async (rows: object[]) => {
        const users = rows.map((row) => rowFields(this.em, User, row));
        const overLimit = await this.receptionists.overLimitCounts(users.map((user) => user.id));
        return users.map((user) => toAdminUser(user, user.receptionistCount, overLimit.get(user.id) ?? 0));
      },
    );
  }

  async get(id: number): Promise<User> {
    const user = await this.em.findOne(User, { id });
    if (!user) throw appError(ADMIN_ERRORS.USER_NOT_FOUND);
    return user;
  }

  /**
   * Applies the Edit User dialog. The override (docs/product.md#limits): on, the limit (required) with active true;
   * off, limit null. A change of plan or status is a subscription activity like any other, and every change is audited.
   */
  async update(admin: User, id: number, dto: AdminUpdateUserDto): Promise<AdminUserDto> {
    try {
      return await this.em
        .fork()
        .transactional(async (tx) => {
          const user = await tx.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!user) throw appError(ADMIN_ERRORS.USER_NOT_FOUND);
          if (dto.email !== undefined && dto.email !== user.email && (await tx.count(User, { email: dto.email, id: { $ne: id } })))
            throw appError(ADMIN_ERRORS.EMAIL_TAKEN);
          const emailChanged = dto.email !== undefined && dto.email !== user.email;
          const before = snapshot(user);
          const changes = { ...dto, ...overrideOf(dto, user) };
          if (changes.subscriptionPlan !== undefined)
            changes.subscriptionPlan = (changes.subscriptionPlan === 'none' ? null : changes.subscriptionPlan) as never;
          for (const field of EDITABLE) if (changes[field] !== undefined) (user as unknown as Record<string, unknown>)[field] = changes[field];
          if (user.subscriptionPlan === null && before.subscriptionPlan !== null && changes.subscriptionStatus === undefined) user.subscriptionStatus = 'none';
          await this.keepProviderPlan(tx, user, before);
          if (emailChanged) await this.verification.addressSetByAdministrator(tx, user);
          this.sync.record(tx, user, before as never, null);
          this.audit.record(tx, admin, 'user.update', { type: 'user', id }, before, snapshot(user));
          await tx.flush();
          const receptionistCount = await tx.count(Receptionist, { user: id });
          return { user, receptionistCount };
        })
        .then(async ({ user, receptionistCount }) => toAdminUser(user, receptionistCount, (await this.receptionists.overLimitCounts([id])).get(id) ?? 0));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw appError(ADMIN_ERRORS.EMAIL_TAKEN);
      throw error;
    }
  }

  /**
   * A plan the provider bills follows the provider (docs/billing.md): removing it ends that subscription there, so none
   * of its events can bring it back; any other change of its plan or status is refused, as the next event would undo it.
   */
  private async keepProviderPlan(tx: EntityManager, user: User, before: Record<string, unknown>): Promise<void> {
    const field =
      user.subscriptionPlan !== before.subscriptionPlan
        ? 'subscriptionPlan'
        : user.subscriptionStatus !== before.subscriptionStatus
          ? 'subscriptionStatus'
          : null;
    if (!field || !user.stripeSubscriptionId) return;
    if (holdsPlan(user)) throw appError(ADMIN_ERRORS.PLAN_BILLED_BY_PROVIDER, { [field]: ADMIN_ERRORS.PLAN_BILLED_BY_PROVIDER.message });
    await this.sync.detach(tx, user);
  }

  /** "Reset Password": the user gets the same single-use link as from the forgot-password page. */
  async sendPasswordReset(admin: User, id: number): Promise<void> {
    const user = await this.get(id);
    await this.resets.issueLink(user);
    await this.em.fork().transactional(async (tx) => this.audit.record(tx, admin, 'user.password_reset_sent', { type: 'user', id }, {}, {}));
  }
}

/** The override as the dialog sends it; a limit without the switch is kept only while the switch is on. */
function overrideOf(dto: AdminUpdateUserDto, user: User): Partial<Pick<User, 'receptionistLimit' | 'receptionistLimitActive'>> {
  const active = dto.receptionistLimitActive ?? user.receptionistLimitActive;
  if (!active) return { receptionistLimitActive: false, receptionistLimit: null };
  const limit = dto.receptionistLimit !== undefined ? dto.receptionistLimit : user.receptionistLimit;
  if (limit === null || limit === undefined) throw appError(ADMIN_ERRORS.LIMIT_REQUIRED, { receptionistLimit: ADMIN_ERRORS.LIMIT_REQUIRED.message });
  return { receptionistLimitActive: true, receptionistLimit: limit };
}

function snapshot(user: User): Record<string, unknown> {
  return Object.fromEntries(
    [...EDITABLE, 'billingPeriod', 'cancelAtPeriodEnd', 'currentPeriodEnd', 'trialEndsAt', 'stripeSubscriptionId'].map((field) => [
      field,
      (user as unknown as Record<string, unknown>)[field],
    ]),
  );
}

export function toAdminUser(user: User, receptionistCount: number, receptionistsOverLimit: number): AdminUserDto {
  return {
    ...UserDto.from(user),
    emailVerifiedAt: user.emailVerifiedAt,
    receptionistCount,
    receptionistsOverLimit,
    billingPeriod: user.billingPeriod,
    currentPeriodEnd: user.currentPeriodEnd,
    managedByProvider: user.stripeSubscriptionId !== null,
  };
}
