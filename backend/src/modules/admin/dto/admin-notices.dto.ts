import { ApiProperty } from '@nestjs/swagger';

/** What the back office shows across every page about how this deployment runs. */
export class AdminNoticesDto {
  @ApiProperty({ enum: ['stripe', 'sandbox'] }) paymentsProvider: 'stripe' | 'sandbox';

  @ApiProperty({ description: 'Production runs the sandbox payment provider (PAYMENTS_PROVIDER=sandbox): no card is charged' })
  sandboxInProduction: boolean;
}
