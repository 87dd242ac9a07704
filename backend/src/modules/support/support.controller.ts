import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserFields } from '../../common/auth/authenticated-request';
import { CurrentUser, SignedInUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { User } from '../users/user.entity';
import { CreateSupportRequestDto } from './dto/create-support-request.dto';
import { SupportRequestDto } from './dto/support-request.dto';
import { SupportService } from './support.service';

@ApiTags('support')
@Controller()
@UseGuards(SessionGuard)
export class SupportController {
  constructor(private readonly support: SupportService) {}

  /** Opens a support ticket; the customer gets its number at once and by e-mail. */
  @Post('support-request')
  @ApiCreatedResponse({ type: SupportRequestDto })
  @ApiErrors(400, 401, 429)
  async createSupportRequest(@CurrentUser() user: User, @Body() dto: CreateSupportRequestDto): Promise<SupportRequestDto> {
    return SupportRequestDto.from(await this.support.submit(user, dto));
  }

  /** The signed-in customer's tickets, newest first. */
  @Get('support-requests')
  @ApiOkResponse({ type: [SupportRequestDto] })
  @ApiErrors(401)
  async listSupportRequests(@SignedInUser() user: UserFields): Promise<SupportRequestDto[]> {
    return (await this.support.list(user)).map(SupportRequestDto.from);
  }
}
