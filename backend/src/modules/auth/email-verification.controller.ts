import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import type { User } from '../users/user.entity';
import { SuccessDto } from './dto/auth-results.dto';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { EmailVerificationService } from './email-verification.service';
import { VERIFICATION_RESEND_LIMITS_TEXT } from './auth-throttles';
import { AUTH_ERRORS } from './auth.errors';
import { SignedIn } from '../users/access.decorators';

@ApiTags('auth')
@Controller()
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** Opens a verification link: proves the account's address, or completes a change of e-mail. Needs no session. */
  @Post('verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({
    summary: 'Open an e-mail verification link',
    description:
      'The token from the link mailed to a new account’s address, or to the new address of an e-mail change: it proves the address, and an e-mail change takes effect (the old address gets a notice) and ends the account’s other sessions, the browser that opened the link keeping its own. Works signed in or not.',
  })
  @ApiErrors(
    { ...AUTH_ERRORS.VERIFICATION_LINK_INVALID, when: 'The token is unknown, used, expired, or for an address no longer pending' },
    { ...AUTH_ERRORS.EMAIL_CHANGE_TAKEN, when: 'The new address was taken by another account since the link was sent' },
  )
  async verifyEmail(@Body() dto: VerifyEmailDto, @Req() request: Request): Promise<SuccessDto> {
    return { success: true, message: await this.verification.confirm(dto.token, request) };
  }

  /** Sends a new link to the address waiting for proof; 3 an hour. */
  @Post('user/resend-verification')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Send a new verification link' })
  @ApiErrors(AUTH_ERRORS.EMAIL_ALREADY_VERIFIED, { ...AUTH_ERRORS.VERIFICATION_THROTTLED, when: VERIFICATION_RESEND_LIMITS_TEXT })
  async resendVerification(@CurrentUser() user: User): Promise<SuccessDto> {
    const email = await this.verification.resend(user);
    return { success: true, message: `We sent a new verification link to ${email}.` };
  }
}
