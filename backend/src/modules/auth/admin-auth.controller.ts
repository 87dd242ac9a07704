import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, SignedInUser } from '../users/current-user.decorator';
import { ApiErrors, DocumentedError } from '../../common/http/api-errors.decorator';
import { UserDto } from '../users/dto/user.dto';
import type { User } from '../users/user.entity';
import type { SignedInFields } from '../users/authenticated-request';
import { CustomerPlans } from '../billing/customer-plans';
import { AdminSecondFactorService } from './admin-second-factor.service';
import { SuccessDto } from './dto/auth-results.dto';
import { AdminCodeDto, AdminEnrolledDto, AdminLoginStepDto, AdminVerifyDto, RecoveryCodesDto } from './dto/admin-second-factor.dto';
import { LoginDto } from './dto/login.dto';
import { SessionsService } from './sessions.service';
import { AdminPasswordSignIn, type PasswordSignInRequest } from './password-sign-in';
import { LOGIN_LIMITS_TEXT, SECOND_FACTOR_LIMITS_TEXT, WRONG_CODES_PER_SIGN_IN } from './auth-throttles';
import { ADMIN_SECOND_FACTOR_ERRORS } from './admin-second-factor.errors';
import { AUTH_ERRORS } from './auth.errors';
import { AdminOnly } from '../users/access.decorators';

/** The per-administrator limit's refusals: 429 when reached, 503 while Redis cannot count (it fails closed). */
const SECOND_FACTOR_LIMIT_ERRORS: DocumentedError[] = [
  { ...ADMIN_SECOND_FACTOR_ERRORS.THROTTLED, when: SECOND_FACTOR_LIMITS_TEXT },
  {
    ...ADMIN_SECOND_FACTOR_ERRORS.UNAVAILABLE,
    when: 'While the wrong-code counters (Redis) cannot be reached: no code is checked; Retry-After says when to try again',
    retryAfter: true,
  },
];

/** What a pending administrator sign-in's second step may refuse, besides its own conflict. */
function ApiSecondFactorErrors(conflict: DocumentedError) {
  return ApiErrors(
    conflict,
    { ...ADMIN_SECOND_FACTOR_ERRORS.SIGN_IN_EXPIRED, when: 'No password step in this session, or it is over 5 minutes old' },
    ADMIN_SECOND_FACTOR_ERRORS.INVALID_CODE,
    { ...ADMIN_SECOND_FACTOR_ERRORS.TOO_MANY_WRONG_CODES, when: `The ${WRONG_CODES_PER_SIGN_IN}th wrong code ends the pending sign-in` },
    ...SECOND_FACTOR_LIMIT_ERRORS,
  );
}

@ApiTags('admin sign-in')
@Controller('admin')
export class AdminAuthController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly secondFactor: AdminSecondFactorService,
    private readonly plans: CustomerPlans,
  ) {}

  /**
   * Administrators only; any other account fails exactly like a wrong password. The right password signs nobody in: it
   * starts a 5-minute pending sign-in (new session id) that the second factor completes, by enrolment or verification.
   */
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminLoginStepDto })
  @ApiOperation({ summary: 'Sign in at the admin door (password step)' })
  @ApiErrors(
    { ...AUTH_ERRORS.INVALID_CREDENTIALS, when: 'Wrong password, or the account is not an administrator (the same answer)' },
    { ...AUTH_ERRORS.LOGIN_THROTTLED, when: LOGIN_LIMITS_TEXT },
  )
  @UseGuards(AdminPasswordSignIn)
  async adminLogin(
    @Body() _credentials: LoginDto,
    @Req() request: PasswordSignInRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminLoginStepDto> {
    return this.secondFactor.begin(request, response, request.user);
  }

  /** The first code from the newly set-up authenticator: signs in (sessions: 30 min idle, 12 h at most); the recovery codes are shown once. */
  @Post('login/enroll')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminEnrolledDto })
  @ApiOperation({ summary: 'Enrol the authenticator (second step, first sign-in)' })
  @ApiSecondFactorErrors(ADMIN_SECOND_FACTOR_ERRORS.ALREADY_ENROLLED)
  async adminEnroll(@Body() dto: AdminCodeDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminEnrolledDto> {
    const { admin, recoveryCodes } = await this.secondFactor.enroll(request, dto.code, request.ip ?? 'unknown');
    await this.sessions.signIn(request, response, admin.id, 'admin'); // a new token: the pending one signs nobody in
    return { user: UserDto.from(admin, await this.plans.forUser(admin.id)), recoveryCodes };
  }

  /** A code from the authenticator or an unused recovery code: signs in. A few wrong ones end the pending sign-in. */
  @Post('login/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto })
  @ApiOperation({ summary: 'Enter a second-factor code (second step)' })
  @ApiSecondFactorErrors(ADMIN_SECOND_FACTOR_ERRORS.NOT_ENROLLED)
  async adminVerify(@Body() dto: AdminVerifyDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserDto> {
    const admin = await this.secondFactor.verify(request, dto, request.ip ?? 'unknown');
    await this.sessions.signIn(request, response, admin.id, 'admin'); // a new token: the pending one signs nobody in
    return UserDto.from(admin, await this.plans.forUser(admin.id));
  }

  /** Ten new recovery codes for the signed-in administrator (a current authenticator code is required); the old ones stop working. */
  @Post('second-factor/recovery-codes')
  @HttpCode(200)
  @AdminOnly()
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiOperation({ summary: 'Replace your recovery codes' })
  @ApiErrors(ADMIN_SECOND_FACTOR_ERRORS.WRONG_CURRENT_CODE, ...SECOND_FACTOR_LIMIT_ERRORS)
  async regenerateRecoveryCodes(@Body() dto: AdminCodeDto, @CurrentUser() admin: User, @Req() request: Request): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.secondFactor.regenerateRecoveryCodes(admin, dto.code, request.ip ?? 'unknown') };
  }

  /** The signed-in administrator. */
  @Get('me')
  @AdminOnly()
  @ApiOkResponse({ type: UserDto })
  @ApiOperation({ summary: 'Get the signed-in administrator' })
  getAdminMe(@SignedInUser() user: SignedInFields): UserDto {
    return UserDto.from(user, user.plan);
  }

  @Post('logout')
  @ApiOperation({ summary: 'Sign out at the admin door', description: 'Ends the session server-side; answers the same when already signed out.' })
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  async adminLogout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<SuccessDto> {
    await this.sessions.signOut(request, response);
    return { success: true, message: 'Logged out' };
  }
}
