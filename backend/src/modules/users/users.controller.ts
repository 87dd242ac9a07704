import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserDto } from './dto/user.dto';
import type { User } from './user.entity';
import { UsersService } from './users.service';

@ApiTags('account')
@Controller('user')
@UseGuards(SessionGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /**
   * Updates the signed-in user's profile (names, phone, company). A new e-mail needs `currentPassword` (5 attempts an
   * hour) and takes effect only once the new address opens its verification link: until then it is `pendingEmail`.
   */
  @Patch()
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 409, 429)
  async updateCurrentUser(@CurrentUser() user: User, @Body() dto: UpdateUserDto): Promise<UserDto> {
    return UserDto.from(await this.users.updateProfile(user, dto));
  }
}
