import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthenticatedRequest, SignedInFields } from '../users/authenticated-request';
import { CustomerPlans, NO_PLAN } from '../billing/customer-plans';
import { SignedInUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { UserDto } from '../users/dto/user.dto';
import { AuthService } from './auth.service';
import { SuccessDto, TokenValidityDto } from './dto/auth-results.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto, ValidateResetTokenQueryDto } from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';
import { ThrottleRegistrations } from './registration-throttle.guard';
import { SessionsService } from './sessions.service';
import { CustomerPasswordSignIn, type PasswordSignInRequest } from './password-sign-in';
import { CHANGE_PASSWORD_LIMITS_TEXT, LOGIN_LIMITS_TEXT, RESET_ATTEMPT_LIMITS_TEXT, RESET_REQUEST_LIMITS_TEXT } from './auth-throttles';
import { AUTH_ERRORS, FORGOT_PASSWORD_ANSWER } from './auth.errors';
import { SignedIn } from '../users/access.decorators';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionsService,
    private readonly plans: CustomerPlans,
  ) {}

  /** The signed-in user; 401 means signed out. */
  @Get('user')
  @ApiOperation({
    summary: 'Get the signed-in user',
    description:
      'The profile, plan and subscription status of whoever the session cookie belongs to; the web app asks on every load to learn whether anyone is signed in.',
  })
  @SignedIn()
  @ApiOkResponse({ type: UserDto })
  getCurrentUser(@SignedInUser() user: SignedInFields): UserDto {
    return UserDto.from(user, user.plan);
  }

  /** Creates a customer account and signs it in; sign-ups are limited per address. */
  @Post('register')
  @ThrottleRegistrations()
  @ApiCreatedResponse({ type: UserDto })
  @ApiOperation({ summary: 'Sign up', description: 'Creates a customer account and signs it in (the session cookie is set); a verification link is e-mailed.' })
  @ApiErrors(AUTH_ERRORS.EMAIL_TAKEN)
  async register(@Body() dto: RegisterDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserDto> {
    const user = await this.auth.register(dto);
    await this.sessions.signIn(request, response, user.id, 'customer');
    return UserDto.from(user, NO_PLAN); // a new account holds no plan
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  @ApiOperation({ summary: 'Sign in', description: 'Signs a customer in (the session cookie is set).' })
  @ApiErrors(
    { ...AUTH_ERRORS.INVALID_CREDENTIALS, when: 'No account has this e-mail and password' },
    { ...AUTH_ERRORS.LOGIN_THROTTLED, when: LOGIN_LIMITS_TEXT },
  )
  @UseGuards(CustomerPasswordSignIn)
  async login(@Body() _credentials: LoginDto, @Req() request: PasswordSignInRequest, @Res({ passthrough: true }) response: Response): Promise<UserDto> {
    const user = request.user;
    await this.sessions.signIn(request, response, user.id, 'customer');
    return UserDto.from(user, await this.plans.forUser(user.id));
  }

  /** Ends the session server-side; answers the same when already signed out. */
  @Post('logout')
  @ApiOperation({ summary: 'Sign out', description: 'Ends the session server-side; answers the same when already signed out.' })
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SuccessDto> {
    await this.sessions.signOut(request, response);
    return { success: true, message: 'Logged out successfully' };
  }

  /** Needs the current password; signs out every other session of the account. */
  @Post('user/change-password')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Change your password' })
  @ApiErrors(AUTH_ERRORS.WRONG_CURRENT_PASSWORD, { ...AUTH_ERRORS.CHANGE_PASSWORD_THROTTLED, when: CHANGE_PASSWORD_LIMITS_TEXT })
  async changePassword(@Req() request: AuthenticatedRequest, @Body() dto: ChangePasswordDto): Promise<SuccessDto> {
    await this.auth.changePassword(request.managedUser(), dto, request.signedInSession.id);
    return { success: true, message: 'Password updated successfully' };
  }

  /** Mails a reset link when the account exists; the answer is the same either way. */
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Ask for a password reset link' })
  @ApiErrors({ ...AUTH_ERRORS.RESET_THROTTLED, when: RESET_REQUEST_LIMITS_TEXT })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() request: Request): Promise<SuccessDto> {
    await this.passwordReset.requestReset(dto.email, request.ip ?? 'unknown');
    return { success: true, message: FORGOT_PASSWORD_ANSWER };
  }

  @Get('validate-reset-token')
  @ApiOperation({ summary: 'Check a password reset link', description: '`success` says whether the link can still be used.' })
  @ApiOkResponse({ type: TokenValidityDto })
  async validateResetToken(@Query() query: ValidateResetTokenQueryDto): Promise<TokenValidityDto> {
    return { success: await this.passwordReset.isValid(query.token) };
  }

  /** Sets a new password from a reset link; every session of the account ends and nobody is signed in. */
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Reset your password with a link' })
  @ApiErrors(
    { ...AUTH_ERRORS.RESET_LINK_INVALID, when: 'The token is unknown, used or past its hour' },
    { ...AUTH_ERRORS.RESET_ATTEMPTS_THROTTLED, when: RESET_ATTEMPT_LIMITS_TEXT },
  )
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() request: Request): Promise<SuccessDto> {
    await this.passwordReset.reset(dto.token, dto.newPassword, request.ip ?? 'unknown');
    return { success: true, message: 'Your password has been reset. You can now log in with your new password.' };
  }
}
