import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { User } from '../users/user.entity';
import { AdminUserDetailsService } from './admin-user-details.service';
import { AdminUsersService } from './admin-users.service';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto';
import { AdminUserDto, AdminUsersPageDto, AdminUsersQueryDto } from './dto/admin-lists.dto';
import { AdminActionResultDto, AdminUserDetailsDto } from './dto/admin-user-details.dto';
import { ApiListErrors } from '../../common/http/list-page';
import { ADMIN_ERRORS } from './admin.errors';
import { AdminOnly } from '../users/access.decorators';

@ApiTags('admin')
@Controller('admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly details: AdminUserDetailsService,
  ) {}

  /** Users, newest first by default; each with its receptionist count. */
  @Get()
  @ApiOkResponse({ type: AdminUsersPageDto })
  @ApiOperation({ summary: 'List users' })
  @ApiListErrors()
  listUsers(@Query() query: AdminUsersQueryDto): Promise<AdminUsersPageDto> {
    return this.users.list(query);
  }

  /** View Details: profile, subscription, receptionists, tickets, activities and the audit trail. */
  @Get(':id')
  @ApiOkResponse({ type: AdminUserDetailsDto })
  @ApiOperation({ summary: 'Get a user’s details', description: 'Profile, subscription, receptionists, tickets, subscription activities and the audit trail.' })
  @ApiErrors(ADMIN_ERRORS.USER_NOT_FOUND)
  getUserDetails(@IdParam() id: number): Promise<AdminUserDetailsDto> {
    return this.details.of(id);
  }

  /** The Edit User dialog: profile, plan, status and the receptionist limit override. */
  @Patch(':id')
  @ApiOkResponse({ type: AdminUserDto })
  @ApiOperation({
    summary: 'Edit a user',
    description:
      'Profile, plan, subscription status and the receptionist limit override; every change is in the audit trail. Removing the plan of a customer the payment provider bills cancels that subscription at the provider (no refund).',
  })
  @ApiErrors(
    ADMIN_ERRORS.USER_NOT_FOUND,
    ADMIN_ERRORS.EMAIL_TAKEN,
    {
      ...ADMIN_ERRORS.PLAN_BILLED_BY_PROVIDER,
      when: 'The plan or status of a customer the payment provider bills changes to anything but no plan (which cancels the subscription there)',
    },
    { ...ADMIN_ERRORS.LIMIT_REQUIRED, when: 'The limit override is switched on without a number' },
  )
  updateUser(@CurrentUser() admin: User, @IdParam() id: number, @Body() dto: AdminUpdateUserDto): Promise<AdminUserDto> {
    return this.users.update(admin, id, dto);
  }

  /** Reset Password: e-mails the user a single-use reset link. */
  @Post(':id/reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminActionResultDto })
  @ApiOperation({ summary: 'E-mail a user a password reset link' })
  @ApiErrors(ADMIN_ERRORS.USER_NOT_FOUND)
  async sendPasswordReset(@CurrentUser() admin: User, @IdParam() id: number): Promise<AdminActionResultDto> {
    await this.users.sendPasswordReset(admin, id);
    return { success: true, message: 'A password reset link has been e-mailed to the user' };
  }
}
