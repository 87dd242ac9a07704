import { ApiProperty } from '@nestjs/swagger';
import type { UserFields } from '../authenticated-request';
import { USER_ROLES, UserRole } from '../user.entity';
import type { AccountPlan } from '../../billing/customer-plans';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../billing/subscription-statuses';
import { PLAN_IDS } from '../../plans/plan-catalogue';
import { COMPANY_SIZES } from '../company-sizes';

/** A user as the API shows it: never the password hash, reset tokens or provider secrets. */
export class UserDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ description: 'The address was proven by a link sent to it; until then no other mail goes to it' }) emailVerified: boolean;
  @ApiProperty({ type: String, format: 'email', nullable: true, description: 'A requested new address, waiting for its verification link' }) pendingEmail:
    string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) companyName: string | null;
  @ApiProperty({ enum: COMPANY_SIZES, enumName: 'CompanySize', nullable: true }) companySize: string | null;
  @ApiProperty({ example: 'America/Los_Angeles', description: 'IANA time zone of the owner: mails, the digest and the overview use it' }) timeZone: string;
  @ApiProperty({ enum: PLAN_IDS, enumName: 'PlanId', nullable: true, description: 'null when no plan' }) subscriptionPlan: string | null;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' }) subscriptionStatus: SubscriptionStatus;
  @ApiProperty({ type: 'integer', nullable: true }) receptionistLimit: number | null;
  @ApiProperty() receptionistLimitActive: boolean;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' }) role: UserRole;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;

  /** The plan is billing's (CustomerPlans, or the signed-in request's `plan`). */
  static from(user: UserFields, plan: AccountPlan): UserDto {
    return {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      pendingEmail: user.pendingEmail,
      phoneNumber: user.phoneNumber,
      companyName: user.companyName,
      companySize: user.companySize,
      timeZone: user.timeZone,
      subscriptionPlan: plan.subscriptionPlan,
      subscriptionStatus: plan.subscriptionStatus,
      receptionistLimit: user.receptionistLimit,
      receptionistLimitActive: user.receptionistLimitActive,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
  }
}
