import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { PlanDto } from './dto/plan.dto';
import { PLANS } from './plan-catalogue';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  // The same answer every time: built once.
  private readonly plans: PlanDto[];

  constructor(@Inject(paymentsConfig.KEY) payments: PaymentsConfig) {
    this.plans = PLANS.map((plan) => PlanDto.from(plan, payments.trialDays));
  }

  /** The plans on sale, with prices, the annual discount and free trial, what each includes and its enforced limits. Public. */
  @Get()
  @ApiOperation({
    summary: 'List the plans',
    description: 'The plans on sale, with prices, the annual discount and free trial, what each includes and its enforced limits.',
  })
  @ApiOkResponse({ type: [PlanDto] })
  listPlans(): PlanDto[] {
    return this.plans;
  }
}
