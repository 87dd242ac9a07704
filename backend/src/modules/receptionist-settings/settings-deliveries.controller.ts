import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../users/access.decorators';
import { CurrentUser } from '../users/current-user.decorator';
import { User } from '../users/user.entity';
import { SettingsDeliverySummaryDto } from './dto/receptionist-settings.dto';
import { ReceptionistSettingsService } from './receptionist-settings.service';

/** Where every receptionist's settings stand, in one read for the receptionists page's cards (docs/product.md#receptionist-settings). */
@ApiTags('receptionist settings')
@Controller('receptionist-settings')
@SignedIn()
export class SettingsDeliveriesController {
  constructor(private readonly settings: ReceptionistSettingsService) {}

  @Get('deliveries')
  @ApiOkResponse({ type: [SettingsDeliverySummaryDto] })
  @ApiOperation({
    summary: 'List where your receptionists’ settings stand',
    description: 'For each of your receptionists, oldest first: its newest settings version and whether it is applied, applying, failed or used at set-up.',
  })
  listSettingsDeliveries(@CurrentUser() user: User): Promise<SettingsDeliverySummaryDto[]> {
    return this.settings.deliveries(user.id);
  }
}
