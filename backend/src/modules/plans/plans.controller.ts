import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlanDto } from './dto/plan.dto';
import { PLANS } from './plan-catalogue';

@ApiTags('plans')
@Controller('plans')
export class PlansController {
  /** The plans on sale, with prices, what each includes and its enforced limits. Public. */
  @Get()
  @ApiOperation({ summary: 'List the plans', description: 'The plans on sale, with prices, what each includes and its enforced limits.' })
  @ApiOkResponse({ type: [PlanDto] })
  listPlans(): PlanDto[] {
    return PLANS.map(PlanDto.from);
  }
}
