import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../../common/auth/admin.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { AdminNoticesDto } from './dto/admin-notices.dto';

@ApiTags('admin')
@Controller('admin/notices')
@UseGuards(AdminGuard)
export class AdminNoticesController {
  constructor(@Inject(paymentsConfig.KEY) private readonly payments: PaymentsConfig) {}

  /** How this deployment runs, for the back office's banners (test payments in production). */
  @Get()
  @ApiOkResponse({ type: AdminNoticesDto })
  @ApiErrors(401, 403)
  getAdminNotices(): AdminNoticesDto {
    return { paymentsProvider: this.payments.provider, sandboxInProduction: this.payments.sandboxInProduction };
  }
}
