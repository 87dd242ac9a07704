import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AdminGuard } from '../../common/auth/admin.guard';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { sessionConfig, SessionConfig } from '../../config';
import { UserDto } from '../users/dto/user.dto';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { SuccessDto } from './dto/auth-results.dto';
import { LoginDto } from './dto/login.dto';
import { SessionsService } from './sessions.service';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(sessionConfig.KEY) private readonly sessionSettings: SessionConfig,
  ) {}

  /** Administrators only; any other account fails exactly like a wrong password. Sessions: 30 min idle, 12 h at most. */
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 429)
  async adminLogin(@Body() dto: LoginDto, @Req() request: Request): Promise<UserDto> {
    const user = await this.auth.authenticate(dto, request.ip ?? 'unknown', 'admin');
    await this.sessions.signIn(request, user, 'admin');
    return UserDto.from(user);
  }

  /** The signed-in administrator. */
  @Get('me')
  @UseGuards(AdminGuard)
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(401, 403)
  getAdminMe(@CurrentUser() user: User): UserDto {
    return UserDto.from(user);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  async adminLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SuccessDto> {
    await this.sessions.signOut(request, response, this.sessionSettings.cookieName);
    return { success: true, message: 'Logged out' };
  }
}
