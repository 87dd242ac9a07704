import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthenticatedRequest, UserFields } from '../../common/auth/authenticated-request';
import { SignedInUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { sessionConfig, SessionConfig } from '../../config';
import { UserDto } from '../users/dto/user.dto';
import { FORGOT_PASSWORD_ANSWER } from './auth.errors';
import { AuthService } from './auth.service';
import { SuccessDto, TokenValidityDto } from './dto/auth-results.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto, ValidateResetTokenQueryDto } from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';
import { RegistrationThrottleGuard } from './registration-throttle.guard';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionsService,
    @Inject(sessionConfig.KEY) private readonly sessionSettings: SessionConfig,
  ) {}

  /** The signed-in user; 401 means signed out. */
  @Get('user')
  @UseGuards(SessionGuard)
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(401)
  getCurrentUser(@SignedInUser() user: UserFields): UserDto {
    return UserDto.from(user);
  }

  /** Creates a customer account and signs it in; sign-ups are limited per address. */
  @Post('register')
  @UseGuards(RegistrationThrottleGuard)
  @ApiCreatedResponse({ type: UserDto })
  @ApiErrors(400, 409, 429)
  async register(@Body() dto: RegisterDto, @Req() request: Request): Promise<UserDto> {
    const user = await this.auth.register(dto);
    await this.sessions.signIn(request, user, 'customer');
    return UserDto.from(user);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(400, 401, 429)
  async login(@Body() dto: LoginDto, @Req() request: Request): Promise<UserDto> {
    const user = await this.auth.authenticate(dto, request.ip ?? 'unknown', 'customer');
    await this.sessions.signIn(request, user, 'customer');
    return UserDto.from(user);
  }

  /** Ends the session server-side; answers the same when already signed out. */
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SuccessDto> {
    await this.sessions.signOut(request, response, this.sessionSettings.cookieName);
    return { success: true, message: 'Logged out successfully' };
  }

  /** Needs the current password; signs out every other session of the account. */
  @Post('user/change-password')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 401, 429)
  async changePassword(@Req() request: AuthenticatedRequest, @Body() dto: ChangePasswordDto): Promise<SuccessDto> {
    await this.auth.changePassword(request.managedUser(), dto, request.sessionID);
    return { success: true, message: 'Password updated successfully' };
  }

  /** Mails a reset link when the account exists; the answer is the same either way. */
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 429)
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() request: Request): Promise<SuccessDto> {
    await this.passwordReset.requestReset(dto.email, request.ip ?? 'unknown');
    return { success: true, message: FORGOT_PASSWORD_ANSWER };
  }

  @Get('validate-reset-token')
  @ApiOkResponse({ type: TokenValidityDto })
  async validateResetToken(@Query() query: ValidateResetTokenQueryDto): Promise<TokenValidityDto> {
    return { success: await this.passwordReset.isValid(query.token) };
  }

  /** Sets a new password from a reset link; every session of the account ends and nobody is signed in. */
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 429)
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() request: Request): Promise<SuccessDto> {
    await this.passwordReset.reset(dto.token, dto.newPassword, request.ip ?? 'unknown');
    return { success: true, message: 'Your password has been reset. You can now log in with your new password.' };
  }
}
