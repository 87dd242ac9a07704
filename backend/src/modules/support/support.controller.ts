import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserFields } from '../users/authenticated-request';
import { CurrentUser, SignedInUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { User } from '../users/user.entity';
import { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { SupportRequestDto } from './dto/support-request.dto';
import { SupportService, SUPPORT_LIMITS_TEXT } from './support.service';
import { SUPPORT_ERRORS } from './support.errors';
import { SignedIn } from '../users/access.decorators';

@ApiTags('support')
@Controller()
@SignedIn()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  /** Opens a support ticket; the customer gets its number at once and by e-mail. */
  @Post('support-request')
  @ApiCreatedResponse({ type: SupportRequestDto })
  @ApiOperation({ summary: 'Open a support ticket' })
  @ApiErrors({ ...SUPPORT_ERRORS.THROTTLED, when: SUPPORT_LIMITS_TEXT })
  async createSupportRequest(@CurrentUser() user: User, @Body() dto: CreateSupportRequestDto): Promise<SupportRequestDto> {
    return SupportRequestDto.from(await this.support.submit(user, dto));
  }

  /** The signed-in customer's tickets, newest first. */
  @Get('support-requests')
  @ApiOkResponse({ type: [SupportRequestDto] })
  @ApiOperation({ summary: 'List your support tickets', description: 'The signed-in customer’s tickets, newest first (the latest 100), with their status.' })
  async listSupportRequests(@SignedInUser() user: UserFields): Promise<SupportRequestDto[]> {
    return (await this.support.list(user)).map(SupportRequestDto.from);
  }
}
