import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserFields } from '../users/authenticated-request';
import { CurrentUser, SignedInUser } from '../users/current-user.decorator';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { User } from '../users/user.entity';
import { CreateReceptionistDto, UpdateReceptionistDto } from './dto/receptionist-fields.dto';
import { ReceptionistDto, ReceptionistUsageDto } from './dto/receptionist.dto';
import { ReceptionistsService } from './receptionists.service';
import { RECEPTIONISTS_ERRORS } from './receptionists.errors';
import { SignedIn } from '../users/access.decorators';

@ApiTags('receptionists')
@Controller('receptionists')
@SignedIn()
export class ReceptionistsController {
  constructor(private readonly receptionists: ReceptionistsService) {}

  /** The signed-in customer's receptionists, oldest first, each with its status timeline. */
  @Get()
  @ApiOkResponse({ type: [ReceptionistDto] })
  @ApiOperation({
    summary: 'List your receptionists',
    description: 'The signed-in customer’s receptionists, oldest first, each with its status timeline and whether it is past the plan’s limits.',
  })
  listReceptionists(@SignedInUser() user: UserFields): Promise<ReceptionistDto[]> {
    return this.receptionists.list(user);
  }

  /** How many receptionists and languages the customer's plan allows, and how many they have. */
  @Get('usage')
  @ApiOkResponse({ type: ReceptionistUsageDto })
  @ApiOperation({
    summary: 'Get your plan’s receptionist allowance',
    description: 'How many receptionists and languages the plan (or our team’s override) allows, how many are in use, and how many are past the limits.',
  })
  getReceptionistUsage(@CurrentUser() user: User): Promise<ReceptionistUsageDto> {
    return this.receptionists.usage(user);
  }

  /** Requests a new receptionist (pending until our team sets it up), within the plan's limits. */
  @Post()
  @ApiCreatedResponse({ type: ReceptionistDto })
  @ApiOperation({
    summary: 'Request a receptionist',
    description:
      'Asks our team to build a receptionist: it starts pending, and the customer hears as it moves to training and goes live. Needs a plan; counts against the plan’s receptionists and languages.',
  })
  @ApiErrors(
    { ...RECEPTIONISTS_ERRORS.PLAN_REQUIRED, when: 'The customer holds no plan (and has no override from our team): a plan comes first' },
    { ...RECEPTIONISTS_ERRORS.LIMIT_REACHED, when: 'The plan’s receptionists are all in use; `message` names the plan and its number' },
    { ...RECEPTIONISTS_ERRORS.LANGUAGE_LIMIT_REACHED, when: 'More languages than the plan allows a receptionist; `message` names the number' },
  )
  async createReceptionist(@CurrentUser() user: User, @Body() dto: CreateReceptionistDto): Promise<ReceptionistDto> {
    return this.receptionists.view((await this.receptionists.create(user, dto)).id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ReceptionistDto })
  @ApiOperation({
    summary: 'Edit your receptionist',
    description: 'Changes the fields sent (the others stay); languages may shrink past the plan’s cap but never grow past it.',
  })
  @ApiErrors(RECEPTIONISTS_ERRORS.NOT_FOUND, {
    ...RECEPTIONISTS_ERRORS.LANGUAGE_LIMIT_REACHED,
    when: 'More languages than the plan allows a receptionist; `message` names the number',
  })
  async updateReceptionist(@CurrentUser() user: User, @IdParam() id: number, @Body() dto: UpdateReceptionistDto): Promise<ReceptionistDto> {
    return this.receptionists.view((await this.receptionists.update(user, id, dto)).id);
  }

  /**
   * Chooses this receptionist to stay active when the plan allows fewer than the customer has: it is within the plan
   * from now on, and when the plan's count is full the last one within it moves over the limit. Answers the whole list.
   */
  @Post(':id/keep-active')
  @HttpCode(200)
  @ApiOkResponse({ type: [ReceptionistDto] })
  @ApiOperation({
    summary: 'Keep a receptionist active past a smaller plan',
    description:
      'Puts this receptionist first among those that stay active when the plan allows fewer than the customer has; answers the whole list, since another one may have moved over the limit.',
  })
  @ApiErrors(RECEPTIONISTS_ERRORS.NOT_FOUND)
  keepReceptionistActive(@SignedInUser() user: UserFields, @IdParam() id: number): Promise<ReceptionistDto[]> {
    return this.receptionists.keepActive(user, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete your receptionist', description: 'Deletes the receptionist for good; its calls stay in the call log under its name.' })
  @ApiErrors(RECEPTIONISTS_ERRORS.NOT_FOUND)
  deleteReceptionist(@CurrentUser() user: User, @IdParam() id: number): Promise<void> {
    return this.receptionists.remove(user, id);
  }
}
