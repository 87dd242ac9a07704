import { Injectable } from '@nestjs/common';
import { CalendarConnectionsService } from '../appointments/calendar-connections.service';
import { CustomerPlans } from '../billing/customer-plans';
import { CallUsageService } from '../calls/call-usage.service';
import { SubscriptionsService } from '../billing/subscriptions.service';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import { SupportRequestDto } from '../support/dto/support-request.dto';
import { SupportService } from '../support/support.service';
import { AdminRecordsService } from './admin-records.service';
import { AdminUsersService, toAdminUser } from './admin-users.service';
import { AuditLog } from '../audit/audit-log.service';
import { AdminUserDetailsDto } from './dto/admin-user-details.dto';

/** View Details composes what each module already answers for its customer. */
@Injectable()
export class AdminUserDetailsService {
  constructor(
    private readonly users: AdminUsersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: CustomerPlans,
    private readonly receptionists: ReceptionistsService,
    private readonly support: SupportService,
    private readonly records: AdminRecordsService,
    private readonly audit: AuditLog,
    private readonly usage: CallUsageService,
    private readonly calendars: CalendarConnectionsService,
  ) {}

  async of(id: number): Promise<AdminUserDetailsDto> {
    const user = await this.users.get(id);
    const [plan, usage, billing, receptionists, supportRequests, activities, audit] = await Promise.all([
      this.plans.forUser(id),
      this.usage.usage(id),
      this.subscriptions.summary(user),
      this.receptionists.list(user),
      this.support.list(user),
      this.records.activities({ page: 1, pageSize: 50, userId: id }),
      this.audit.history('user', id),
    ]);
    const calendars = await this.calendars.viewEach(receptionists.map((receptionist) => receptionist.id));
    return {
      user: toAdminUser(user, plan, usage, receptionists.length, receptionists.filter((receptionist) => receptionist.overLimit).length),
      billing,
      usage,
      receptionists,
      calendars,
      supportRequests: supportRequests.map(SupportRequestDto.from),
      activities: activities.items,
      audit,
    };
  }
}
