import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiListErrors } from '../../common/http/list-page';
import { TextMessagesPageDto, TextMessagesQueryDto } from '../messaging/dto/text-message.dto';
import { TextsService } from '../messaging/texts.service';
import { AdminOnly } from '../users/access.decorators';

/** Every customer's texts, for our team: what their receptionists texted callers, and whether it arrived. */
@ApiTags('admin')
@Controller('admin/texts')
@AdminOnly()
export class AdminTextsController {
  constructor(private readonly texts: TextsService) {}

  @Get()
  @ApiOperation({
    summary: 'List customers’ texts',
    description: 'The texts receptionists sent callers, newest first, with `userId` for one customer’s and `status` for those in one status.',
  })
  @ApiOkResponse({ type: TextMessagesPageDto })
  @ApiListErrors()
  listAdminTexts(@Query() query: TextMessagesQueryDto): Promise<TextMessagesPageDto> {
    return this.texts.list(query, query.userId);
  }
}
