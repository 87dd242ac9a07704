import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserFields } from '../../common/auth/authenticated-request';
import { CurrentUser, SignedInUser } from '../../common/auth/current-user.decorator';
import { SessionGuard } from '../../common/auth/session.guard';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { User } from '../users/user.entity';
import { CreateReceptionistDto, UpdateReceptionistDto } from './dto/receptionist-fields.dto';
import { ReceptionistDto, ReceptionistUsageDto } from './dto/receptionist.dto';
import { ReceptionistsService } from './receptionists.service';

@ApiTags('receptionists')
@Controller('receptionists')
@UseGuards(SessionGuard)
export class ReceptionistsController {
  constructor(private readonly receptionists: ReceptionistsService) {}

  /** The signed-in customer's receptionists, oldest first, each with its status timeline. */
  @Get()
  @ApiOkResponse({ type: [ReceptionistDto] })
  @ApiErrors(401)
  listReceptionists(@SignedInUser() user: UserFields): Promise<ReceptionistDto[]> {
    return this.receptionists.list(user);
  }

  /** How many receptionists and languages the customer's plan allows, and how many they have. */
  @Get('usage')
  @ApiOkResponse({ type: ReceptionistUsageDto })
  @ApiErrors(401)
  getReceptionistUsage(@CurrentUser() user: User): Promise<ReceptionistUsageDto> {
    return this.receptionists.usage(user);
  }

  /** Requests a new receptionist (pending until our team sets it up), within the plan's limits. */
  @Post()
  @ApiCreatedResponse({ type: ReceptionistDto })
  @ApiErrors(400, 401, 403)
  async createReceptionist(@CurrentUser() user: User, @Body() dto: CreateReceptionistDto): Promise<ReceptionistDto> {
    return this.receptionists.view((await this.receptionists.create(user, dto)).id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ReceptionistDto })
  @ApiErrors(400, 401, 403, 404)
  async updateReceptionist(@CurrentUser() user: User, @Param('id', IdParamPipe) id: number, @Body() dto: UpdateReceptionistDto): Promise<ReceptionistDto> {
    return this.receptionists.view((await this.receptionists.update(user, id, dto)).id);
  }

  /**
   * Chooses this receptionist to stay active when the plan allows fewer than the customer has: it is within the plan
   * from now on, and when the plan's count is full the last one within it moves over the limit. Answers the whole list.
   */
  @Post(':id/keep-active')
  @HttpCode(200)
  @ApiOkResponse({ type: [ReceptionistDto] })
  @ApiErrors(401, 404)
  keepReceptionistActive(@SignedInUser() user: UserFields, @Param('id', IdParamPipe) id: number): Promise<ReceptionistDto[]> {
    return this.receptionists.keepActive(user, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiErrors(401, 404)
  deleteReceptionist(@CurrentUser() user: User, @Param('id', IdParamPipe) id: number): Promise<void> {
    return this.receptionists.remove(user, id);
  }
}
