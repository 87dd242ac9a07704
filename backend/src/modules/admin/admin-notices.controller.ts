import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { AdminNoticesDto } from './dto/admin-notices.dto';
import { AdminOnly } from '../users/access.decorators';

@ApiTags('admin')
@Controller('admin/notices')
@AdminOnly()
export class AdminNoticesController {
  constructor(@Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig) {}

  /** How this deployment runs, for the back office's banners (test payments in production). */
  @Get()
  @ApiOkResponse({ type: AdminNoticesDto })
  @ApiOperation({
    summary: 'Get the deployment notices',
    description: 'How this deployment runs, for the back office’s banners (test payments in production).',
  })
  getAdminNotices(): AdminNoticesDto {
    return { paymentsProvider: this.payments.provider, sandboxInProduction: this.payments.sandboxInProduction };
  }
}
