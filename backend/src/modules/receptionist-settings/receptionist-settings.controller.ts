import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { SignedIn } from '../users/access.decorators';
import { CurrentUser } from '../users/current-user.decorator';
import { User } from '../users/user.entity';
import {
  ReceptionistSettingsDto,
  ReceptionistSettingsVersionDto,
  ReceptionistSettingsVersionSummaryDto,
  RestoreReceptionistSettingsDto,
  SaveReceptionistSettingsDto,
} from './dto/receptionist-settings.dto';
import { RECEPTIONIST_SETTINGS_ERRORS } from './receptionist-settings.errors';
import { ReceptionistSettingsService } from './receptionist-settings.service';

export const SAVE_ERRORS = [
  RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND,
  {
    ...RECEPTIONIST_SETTINGS_ERRORS.INVALID,
    when: 'The settings break a rule (overlapping hours, an unknown time zone, a duplicate number); `errors` names each field',
  },
  { ...RECEPTIONIST_SETTINGS_ERRORS.LIMIT_REACHED, when: 'More answers or transfer people than the plan allows; `message` names the plan and its number' },
  { ...RECEPTIONIST_SETTINGS_ERRORS.STALE, when: 'Another version was saved since `baseVersion`: nothing is saved' },
];

/** A customer's receptionist's settings: hours, greeting, answers, transfers, callers (docs/product.md#receptionist-settings). */
@ApiTags('receptionist settings')
@Controller('receptionists/:id/settings')
@SignedIn()
export class ReceptionistSettingsController {
  constructor(private readonly settings: ReceptionistSettingsService) {}

  @Get()
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({
    summary: 'Get your receptionist’s settings',
    description:
      'The newest version (version 0 with the defaults before the first save), whether it is open now, where the version stands, and the plan’s allowance.',
  })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND)
  getReceptionistSettings(@CurrentUser() user: User, @IdParam() id: number): Promise<ReceptionistSettingsDto> {
    return this.settings.current(id, { customerId: user.id });
  }

  @Put()
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({
    summary: 'Save your receptionist’s settings',
    description:
      'Saves the whole document as a new version (none when nothing changed). A live receptionist’s change goes to our team, who bring its assistant in line.',
  })
  @ApiErrors(...SAVE_ERRORS)
  async saveReceptionistSettings(@CurrentUser() user: User, @IdParam() id: number, @Body() dto: SaveReceptionistSettingsDto): Promise<ReceptionistSettingsDto> {
    await this.settings.save(user, id, dto.baseVersion, dto.settings, { customerId: user.id });
    return this.settings.current(id, { customerId: user.id });
  }

  @Get('versions')
  @ApiOkResponse({ type: [ReceptionistSettingsVersionSummaryDto] })
  @ApiOperation({ summary: 'List your receptionist’s settings versions', description: 'Newest first, at most 100: who saved each, when, and what changed.' })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND)
  listReceptionistSettingsVersions(@CurrentUser() user: User, @IdParam() id: number): Promise<ReceptionistSettingsVersionSummaryDto[]> {
    return this.settings.history(id, { customerId: user.id });
  }

  @Get('versions/:version')
  @ApiOkResponse({ type: ReceptionistSettingsVersionDto })
  @ApiOperation({ summary: 'Get one settings version', description: 'The whole document as that version saved it.' })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND, RECEPTIONIST_SETTINGS_ERRORS.VERSION_NOT_FOUND)
  getReceptionistSettingsVersion(
    @CurrentUser() user: User,
    @IdParam() id: number,
    @IdParam('version') version: number,
  ): Promise<ReceptionistSettingsVersionDto> {
    return this.settings.version(id, version, { customerId: user.id });
  }

  @Post('versions/:version/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({ summary: 'Restore a settings version', description: 'Saves that version’s document as the newest version, checked like any save.' })
  @ApiErrors(...SAVE_ERRORS, RECEPTIONIST_SETTINGS_ERRORS.VERSION_NOT_FOUND)
  async restoreReceptionistSettingsVersion(
    @CurrentUser() user: User,
    @IdParam() id: number,
    @IdParam('version') version: number,
    @Body() dto: RestoreReceptionistSettingsDto,
  ): Promise<ReceptionistSettingsDto> {
    await this.settings.restore(user, id, version, dto.baseVersion, { customerId: user.id });
    return this.settings.current(id, { customerId: user.id });
  }
}
