import { Body, Controller, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedInUser } from './current-user.decorator';
import type { SignedInFields } from './authenticated-request';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { UpdateUserDto } from './dto/update-user.dto';
import { UserDto } from './dto/user.dto';
import type { User } from './user.entity';
import { UsersService } from './users.service';
import { EMAIL_CHANGE_LIMITS_TEXT } from '../auth/auth-throttles';
import { AUTH_ERRORS } from '../auth/auth.errors';
import { USERS_ERRORS } from './users.errors';
import { SignedIn } from './access.decorators';

@ApiTags('account')
@Controller('user')
@SignedIn()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /**
   * Updates the signed-in user's profile (names, phone, company). A new e-mail needs `currentPassword` (5 attempts an
   * hour) and takes effect only once the new address opens its verification link: until then it is `pendingEmail`.
   */
  @Patch()
  @ApiOkResponse({ type: UserDto })
  @ApiOperation({ summary: 'Update your profile' })
  @ApiErrors(
    { ...AUTH_ERRORS.CURRENT_PASSWORD_REQUIRED, when: 'The e-mail changes without `currentPassword`' },
    { ...AUTH_ERRORS.WRONG_CURRENT_PASSWORD, when: 'The e-mail changes and `currentPassword` is wrong' },
    USERS_ERRORS.EMAIL_TAKEN,
    { ...AUTH_ERRORS.EMAIL_CHANGE_THROTTLED, when: EMAIL_CHANGE_LIMITS_TEXT },
  )
  async updateCurrentUser(@CurrentUser() user: User, @SignedInUser() signedIn: SignedInFields, @Body() dto: UpdateUserDto): Promise<UserDto> {
    return UserDto.from(await this.users.updateProfile(user, dto), signedIn.plan); // a profile change leaves the plan as it was
  }
}
