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
import { AdminSecondFactorService } from './admin-second-factor.service';
import { SuccessDto } from './dto/auth-results.dto';
import { AdminCodeDto, AdminEnrolledDto, AdminLoginStepDto, AdminVerifyDto, RecoveryCodesDto } from './dto/admin-second-factor.dto';
import { LoginDto } from './dto/login.dto';
import { SessionsService } from './sessions.service';

@ApiTags('admin')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly secondFactor: AdminSecondFactorService,
    @Inject(sessionConfig.KEY) private readonly sessionSettings: SessionConfig,
  ) {}

  /**
   * Administrators only; any other account fails exactly like a wrong password. The right password signs nobody in: it
   * starts a 5-minute pending sign-in (new session id) that the second factor completes, by enrolment or verification.
   */
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminLoginStepDto })
  @ApiErrors(400, 401, 429)
  async adminLogin(@Body() dto: LoginDto, @Req() request: Request): Promise<AdminLoginStepDto> {
    const admin = await this.auth.authenticate(dto, request.ip ?? 'unknown', 'admin');
    return this.secondFactor.begin(request, admin);
  }

  /** The first code from the newly set-up authenticator: signs in (sessions: 30 min idle, 12 h at most); the recovery codes are shown once. */
  @Post('login/enroll')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminEnrolledDto })
  @ApiErrors(400, 401, 409, 429)
  async adminEnroll(@Body() dto: AdminCodeDto, @Req() request: Request): Promise<AdminEnrolledDto> {
    const { admin, recoveryCodes } = await this.secondFactor.enroll(request, dto.code, request.ip ?? 'unknown');
    await this.sessions.signIn(request, admin, 'admin');
    return { user: UserDto.from(admin), recoveryCodes };
  }

  /** A code from the authenticator or an unused recovery code: signs in. A few wrong ones end the pending sign-in. */
  @Post('login/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 409, 429)
  async adminVerify(@Body() dto: AdminVerifyDto, @Req() request: Request): Promise<UserDto> {
    const admin = await this.secondFactor.verify(request, dto, request.ip ?? 'unknown');
    await this.sessions.signIn(request, admin, 'admin');
    return UserDto.from(admin);
  }

  /** Ten new recovery codes for the signed-in administrator (a current authenticator code is required); the old ones stop working. */
  @Post('second-factor/recovery-codes')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors(400, 401, 403, 429)
  async regenerateRecoveryCodes(@Body() dto: AdminCodeDto, @CurrentUser() admin: User, @Req() request: Request): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.secondFactor.regenerateRecoveryCodes(admin, dto.code, request.ip ?? 'unknown') };
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
