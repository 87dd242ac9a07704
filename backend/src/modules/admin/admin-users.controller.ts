import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../common/auth/admin.guard';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { User } from '../users/user.entity';
import { AdminUserDetailsService } from './admin-user-details.service';
import { AdminUsersService } from './admin-users.service';
import { AdminUpdateUserDto } from './dto/admin-update-user.dto';
import { AdminUserDto, AdminUsersPageDto, AdminUsersQueryDto } from './dto/admin-lists.dto';
import { AdminActionResultDto, AdminUserDetailsDto } from './dto/admin-user-details.dto';

@ApiTags('admin')
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly details: AdminUserDetailsService,
  ) {}

  /** Users, newest first by default; each with its receptionist count. */
  @Get()
  @ApiOkResponse({ type: AdminUsersPageDto })
  @ApiErrors(400, 401, 403)
  listUsers(@Query() query: AdminUsersQueryDto): Promise<AdminUsersPageDto> {
    return this.users.list(query);
  }

  /** View Details: profile, subscription, receptionists, tickets, activities and the audit trail. */
  @Get(':id')
  @ApiOkResponse({ type: AdminUserDetailsDto })
  @ApiErrors(400, 401, 403, 404)
  getUserDetails(@Param('id', IdParamPipe) id: number): Promise<AdminUserDetailsDto> {
    return this.details.of(id);
  }

  /** The Edit User dialog: profile, plan, status and the receptionist limit override. */
  @Patch(':id')
  @ApiOkResponse({ type: AdminUserDto })
  @ApiErrors(400, 401, 403, 404, 409)
  updateUser(@CurrentUser() admin: User, @Param('id', IdParamPipe) id: number, @Body() dto: AdminUpdateUserDto): Promise<AdminUserDto> {
    return this.users.update(admin, id, dto);
  }

  /** Reset Password: e-mails the user a single-use reset link. */
  @Post(':id/reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminActionResultDto })
  @ApiErrors(400, 401, 403, 404)
  async sendPasswordReset(@CurrentUser() admin: User, @Param('id', IdParamPipe) id: number): Promise<AdminActionResultDto> {
    await this.users.sendPasswordReset(admin, id);
    return { success: true, message: 'A password reset link has been e-mailed to the user' };
  }
}
