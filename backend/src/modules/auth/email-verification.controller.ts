import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import type { User } from '../users/user.entity';
import { SuccessDto } from './dto/auth-results.dto';
import { VerifyEmailDto } from './dto/verify-email.dto';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('auth')
@Controller()
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** Opens a verification link: proves the account's address, or completes a change of e-mail. Needs no session. */
  @Post('verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 409)
  async verifyEmail(@Body() dto: VerifyEmailDto): Promise<SuccessDto> {
    return { success: true, message: await this.verification.confirm(dto.token) };
  }

  /** Sends a new link to the address waiting for proof; 3 an hour. */
  @Post('user/resend-verification')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  @ApiOkResponse({ type: SuccessDto })
  @ApiErrors(400, 401, 429)
  async resendVerification(@CurrentUser() user: User): Promise<SuccessDto> {
    const email = await this.verification.resend(user);
    return { success: true, message: `We sent a new verification link to ${email}.` };
  }
}
