import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getUserDetailsQueryKey, listSubscriptionActivitiesQueryKey, updateUserMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminUpdateUserDto, SubscriptionStatus } from '../../../api/generated/types.gen';
import { COMPANY_SIZES } from '../../../lib/api-enums';
import { toProfileValues } from '../../../lib/profile-values';
import { PLAN_CHOICES, SUBSCRIPTION_STATUSES, type PlanChoice } from '../labels';
import { refreshAuditEntries } from './list-audit-entries';
import { refreshAdminUsers, type AdminUser } from './list-users';
import { refreshQueries } from '../../../api/query-client';

export const LIMIT_REQUIRED_MESSAGE = 'Enter the receptionist limit to turn the override on';

/**
 * The Edit User dialog (docs/product.md#the-back-office). The limit is a whole number from 0, or null while its input
 * is empty; with the override on it must be set (the server refuses the override without it, in the same words).
 */
export const editUserSchema = z
  .object({
    firstName: z.string().trim().max(100, 'First name is too long'),
    lastName: z.string().trim().max(100, 'Last name is too long'),
    email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
    phoneNumber: z.string().trim().max(40, 'Phone number is too long'),
    companyName: z.string().trim().max(200, 'Company name is too long'),
    companySize: z.union([z.enum(COMPANY_SIZES), z.literal('')]),
    subscriptionPlan: z.enum(PLAN_CHOICES),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES as [SubscriptionStatus, ...SubscriptionStatus[]]),
    limitOverride: z.boolean(),
    receptionistLimit: z.number().int('Receptionist limit must be a whole number').min(0, 'Receptionist limit cannot be negative').nullable(),
  })
  .superRefine((values, context) => {
    if (values.limitOverride && values.receptionistLimit === null) {
      context.addIssue({ code: 'custom', path: ['receptionistLimit'], message: LIMIT_REQUIRED_MESSAGE });
    }
  });

export type EditUserValues = z.infer<typeof editUserSchema>;

const PLAN_HOLDING: readonly SubscriptionStatus[] = ['trial', 'active', 'past_due', 'cancelled'];

/** The plan and status leave the customer holding a plan (as the server decides; 'pending' and 'none' hold none). */
export function holdsPlan(plan: PlanChoice, status: SubscriptionStatus): boolean {
  return plan !== 'none' && PLAN_HOLDING.includes(status);
}

export function toEditUserValues(user: AdminUser): EditUserValues {
  const plan = (PLAN_CHOICES as readonly string[]).includes(user.subscriptionPlan ?? '') ? (user.subscriptionPlan as PlanChoice) : 'none';
  return {
    ...toProfileValues(user),
    subscriptionPlan: plan,
    subscriptionStatus: user.subscriptionStatus,
    limitOverride: user.receptionistLimitActive,
    receptionistLimit: user.receptionistLimit,
  };
}

/**
 * PATCH body: every field of the dialog. Emptied text clears its field (null). The override (docs/product.md#limits):
 * on sends the limit with receptionistLimitActive true, off sends null and false.
 */
export function toUpdateUserBody(values: EditUserValues): AdminUpdateUserDto {
  return {
    firstName: values.firstName || null,
    lastName: values.lastName || null,
    email: values.email,
    phoneNumber: values.phoneNumber || null,
    companyName: values.companyName || null,
    ...(values.companySize ? { companySize: values.companySize } : {}),
    subscriptionPlan: values.subscriptionPlan,
    subscriptionStatus: values.subscriptionStatus,
    receptionistLimit: values.limitOverride ? values.receptionistLimit : null,
    receptionistLimitActive: values.limitOverride,
  };
}

/** PATCH /api/admin/users/{id}; then the list, the user's details, the audit trail and the activities catch up. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateUserMutation(),
    onSuccess: (user) =>
      Promise.all([
        refreshAdminUsers(queryClient),
        refreshAuditEntries(queryClient),
        refreshQueries(queryClient, { queryKey: getUserDetailsQueryKey({ path: { id: user.id } }) }),
        refreshQueries(queryClient, { queryKey: listSubscriptionActivitiesQueryKey() }),
      ]),
  });
}
