import { ApiProperty } from '@nestjs/swagger';
import { PAYMENTS_PROVIDERS, type PaymentsProvider } from '../../../config/payments.config';

/** What the back office shows across every page about how this deployment runs. */
export class AdminNoticesDto {
  @ApiProperty({ enum: PAYMENTS_PROVIDERS, enumName: 'PaymentsProvider' }) paymentsProvider: PaymentsProvider;

  @ApiProperty({ description: 'Production runs the sandbox payment provider (PAYMENTS_PROVIDER=sandbox): no card is charged' })
  sandboxInProduction: boolean;
}
