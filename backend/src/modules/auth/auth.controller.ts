import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../common/auth/admin.guard';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { UserDto } from '../users/dto/user.dto';
import type { User } from '../users/user.entity';

@ApiTags('auth')
@Controller()
export class AuthController {
  /** The signed-in user; 401 means signed out. */
  @Get('user')
  @UseGuards(SessionGuard)
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(401)
  getCurrentUser(@CurrentUser() user: User): UserDto {
    return UserDto.from(user);
  }

  /** The signed-in administrator. */
  @Get('admin/me')
  @UseGuards(AdminGuard)
  @ApiTags('admin')
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(401, 403)
  getAdminMe(@CurrentUser() user: User): UserDto {
    return UserDto.from(user);
  }
}
