import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { paymentsConfig, PaymentsConfig } from '../../config';
import { PlanDto } from './dto/plan.dto';
import { PLANS } from './plan-catalogue';

/** The catalogue is the same for everyone and changes only with a deploy: a browser, CDN or ingress may keep it 5 minutes. */
export const PLANS_CACHE_CONTROL = 'public, max-age=300';

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
  @Header('Cache-Control', PLANS_CACHE_CONTROL)
  @ApiOperation({
    summary: 'List the plans',
    description:
      'The plans on sale, with prices, the annual discount and free trial, what each includes and its enforced limits. The same for everyone: unlike the rest of the API it may be cached, for 5 minutes (`Cache-Control: public, max-age=300`), by the browser or a shared cache.',
  })
  @ApiOkResponse({
    type: [PlanDto],
    headers: { 'Cache-Control': { description: PLANS_CACHE_CONTROL, schema: { type: 'string', example: PLANS_CACHE_CONTROL } } },
  })
  listPlans(): PlanDto[] {
    return this.plans;
  }
}
