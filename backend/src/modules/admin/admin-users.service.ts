import { rowFields } from '../../database/row-fields';
import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { EmailVerificationService } from '../auth/email-verification.service';
import { PasswordResetService } from '../auth/password-reset.service';
import { User } from '../users/user.entity';
import { ADMIN_ERRORS } from './admin.errors';
import { listPage, ListPage } from '../../common/http/list-page';
import { AuditLog } from '../audit/audit-log.service';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto';
import type { SortColumns } from '../../common/http/page-query.dto';
import { ADMIN_USERS_SORT, AdminUserDto, AdminUsersQueryDto } from './dto/admin-lists.dto';
import { UserDto } from '../users/dto/user.dto';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { CustomerPlan, CustomerPlans, planJoin } from '../billing/customer-plans';
import { type AuditedSubscription, SubscriptionsService } from '../billing/subscriptions.service';
import { CallUsageService, nearAllowanceCondition } from '../calls/call-usage.service';
import { CallUsageDto } from '../calls/dto/call-usage.dto';

/** The user's own fields Edit User sets; its plan and status are billing's (SubscriptionsService.changeByAdministrator). */
const EDITABLE = ['firstName', 'lastName', 'email', 'phoneNumber', 'companyName', 'companySize', 'receptionistLimit', 'receptionistLimitActive'] as const;

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: CustomerPlans,
    private readonly resets: PasswordResetService,
    private readonly receptionists: ReceptionistsService,
    private readonly verification: EmailVerificationService,
    private readonly usage: CallUsageService,
  ) {}

  /** Users with their receptionist count, which the user row keeps (so the list also sorts by it), and their plan. */
  list(query: AdminUsersQueryDto): Promise<ListPage<AdminUserDto>> {
    const plan = planJoin('u');
    return listPage(
      this.em,
      {
        select: 'u.*',
        table: 'users u',
        joins: plan.join,
        searchColumns: ['u.email', 'u.first_name', 'u.last_name', 'u.username', 'u.company_name'],
        sortColumns: {
          createdAt: 'u.created_at',
          email: 'u.email',
          name: 'u.last_name',
          plan: plan.plan,
          status: plan.status,
          receptionistCount: 'u.receptionist_count',
        } satisfies SortColumns<typeof ADMIN_USERS_SORT>,
        nullable: ['name', 'plan'],
        defaultSort: ADMIN_USERS_SORT.defaultSort,
        filters: query.nearAllowance ? [{ sql: nearAllowanceCondition('u'), params: [] }] : [],
      },
      query,
      async (rows: object[]) => {
        const users = rows.map((row) => rowFields(this.em, User, row));
        const ids = users.map((user) => user.id);
        const [plans, usage, overLimit] = await Promise.all([this.plans.forUsers(ids), this.usage.usageOfUsers(ids), this.receptionists.overLimitCounts(ids)]);
        return users.map((user) => toAdminUser(user, plans.get(user.id)!, usage.get(user.id)!, user.receptionistCount, overLimit.get(user.id) ?? 0));
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
          // The plan is billing's: a plan the provider bills may only be removed there (docs/billing.md#an-administrators-change).
          // Its row is locked before the user's, the order every transaction locking both keeps (docs/architecture.md#row-locks).
          const plan = await this.subscriptions.changeByAdministrator(tx, id, {
            subscriptionPlan: dto.subscriptionPlan,
            subscriptionStatus: dto.subscriptionStatus,
          });
          const user = plan && (await tx.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }));
          if (!plan || !user) throw appError(ADMIN_ERRORS.USER_NOT_FOUND);
          if ('refused' in plan) throw appError(ADMIN_ERRORS.PLAN_BILLED_BY_PROVIDER, { [plan.refused]: ADMIN_ERRORS.PLAN_BILLED_BY_PROVIDER.message });
          if (dto.email !== undefined && dto.email !== user.email && (await tx.count(User, { email: dto.email, id: { $ne: id } })))
            throw appError(ADMIN_ERRORS.EMAIL_TAKEN);
          const emailChanged = dto.email !== undefined && dto.email !== user.email;
          const before = snapshot(user);
          const changes = { ...dto, ...overrideOf(dto, user) };
          for (const field of EDITABLE) if (changes[field] !== undefined) (user as unknown as Record<string, unknown>)[field] = changes[field];
          if (emailChanged) await this.verification.addressSetByAdministrator(tx, user);
          this.audit.record(tx, admin, 'user.update', { type: 'user', id }, audited(before, plan.before), audited(snapshot(user), plan.after));
          await tx.flush();
          return user;
        })
        // The user row keeps its receptionist count (triggers on receptionists), as read under its lock.
        .then(async (user) =>
          toAdminUser(
            user,
            await this.plans.forUser(id),
            await this.usage.usage(id),
            user.receptionistCount,
            (await this.receptionists.overLimitCounts([id])).get(id) ?? 0,
          ),
        );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw appError(ADMIN_ERRORS.EMAIL_TAKEN);
      throw error;
    }
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
  return Object.fromEntries(EDITABLE.map((field) => [field, (user as unknown as Record<string, unknown>)[field]]));
}

/** One audit entry of the user's fields and billing's, in the order the dialog shows them. */
function audited(user: Record<string, unknown>, plan: AuditedSubscription): Record<string, unknown> {
  const { receptionistLimit, receptionistLimitActive, ...profile } = user;
  const { subscriptionPlan, subscriptionStatus, ...billing } = plan;
  return { ...profile, subscriptionPlan, subscriptionStatus, receptionistLimit, receptionistLimitActive, ...billing };
}

export function toAdminUser(user: User, plan: CustomerPlan, usage: CallUsageDto, receptionistCount: number, receptionistsOverLimit: number): AdminUserDto {
  return {
    ...UserDto.from(user, plan),
    emailVerifiedAt: user.emailVerifiedAt,
    receptionistCount,
    receptionistsOverLimit,
    billingPeriod: plan.billingPeriod,
    currentPeriodEnd: plan.currentPeriodEnd,
    managedByProvider: plan.managedByProvider,
    callsThisPeriod: usage.callsCounted,
    callAllowance: usage.allowance,
  };
}
