import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import {
  AssistantInstructionsDto,
  ReceptionistSettingsDto,
  ReceptionistSettingsVersionDto,
  ReceptionistSettingsVersionSummaryDto,
  RestoreReceptionistSettingsDto,
  SaveReceptionistSettingsDto,
} from '../receptionist-settings/dto/receptionist-settings.dto';
import { RECEPTIONIST_SETTINGS_ERRORS } from '../receptionist-settings/receptionist-settings.errors';
import { ReceptionistSettingsService } from '../receptionist-settings/receptionist-settings.service';
import { AdminOnly } from '../users/access.decorators';
import { CurrentUser } from '../users/current-user.decorator';
import { User } from '../users/user.entity';
import { AdminReceptionistSettingsService } from './admin-receptionist-settings.service';

const SAVE_ERRORS = [
  RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND,
  { ...RECEPTIONIST_SETTINGS_ERRORS.INVALID, when: 'The settings break a rule; `errors` names each field' },
  { ...RECEPTIONIST_SETTINGS_ERRORS.LIMIT_REACHED, when: 'More answers or transfer people than the owner’s plan allows' },
  { ...RECEPTIONIST_SETTINGS_ERRORS.STALE, when: 'Another version was saved since `baseVersion`: nothing is saved' },
];

/** Any receptionist's settings, for our team: the same document and versions the customer sees, every change audited. */
@ApiTags('admin')
@Controller('admin/receptionists/:id/settings')
@AdminOnly()
export class AdminReceptionistSettingsController {
  constructor(
    private readonly settings: ReceptionistSettingsService,
    private readonly adminSettings: AdminReceptionistSettingsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({ summary: 'Get a receptionist’s settings' })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND)
  getAdminReceptionistSettings(@IdParam() id: number): Promise<ReceptionistSettingsDto> {
    return this.settings.current(id, {});
  }

  @Put()
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({ summary: 'Save a receptionist’s settings', description: 'A new version by our team, audited with the changed sections before and after.' })
  @ApiErrors(...SAVE_ERRORS)
  async saveAdminReceptionistSettings(
    @CurrentUser() admin: User,
    @IdParam() id: number,
    @Body() dto: SaveReceptionistSettingsDto,
  ): Promise<ReceptionistSettingsDto> {
    await this.adminSettings.save(admin, id, dto.baseVersion, dto.settings);
    return this.settings.current(id, {});
  }

  @Get('instructions')
  @ApiOkResponse({ type: AssistantInstructionsDto })
  @ApiOperation({
    summary: 'Get the assistant instructions of a receptionist’s settings',
    description: 'The first message, system prompt and transfer destinations its newest version gives the voice platform’s assistant.',
  })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND)
  getAdminReceptionistAssistantInstructions(@IdParam() id: number): Promise<AssistantInstructionsDto> {
    return this.settings.instructions(id);
  }

  @Post('apply')
  @HttpCode(200)
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({
    summary: 'Re-apply a receptionist’s settings',
    description: 'Sends the newest version to its voice assistant again, through the outbox; audited.',
  })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND, RECEPTIONIST_SETTINGS_ERRORS.NOT_LINKED, RECEPTIONIST_SETTINGS_ERRORS.NOTHING_SAVED)
  async reapplyAdminReceptionistSettings(@CurrentUser() admin: User, @IdParam() id: number): Promise<ReceptionistSettingsDto> {
    await this.adminSettings.reapply(admin, id);
    return this.settings.current(id, {});
  }

  @Get('versions')
  @ApiOkResponse({ type: [ReceptionistSettingsVersionSummaryDto] })
  @ApiOperation({ summary: 'List a receptionist’s settings versions', description: 'Newest first, at most 100.' })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND)
  listAdminReceptionistSettingsVersions(@IdParam() id: number): Promise<ReceptionistSettingsVersionSummaryDto[]> {
    return this.settings.history(id, {});
  }

  @Get('versions/:version')
  @ApiOkResponse({ type: ReceptionistSettingsVersionDto })
  @ApiOperation({ summary: 'Get one of a receptionist’s settings versions' })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND, RECEPTIONIST_SETTINGS_ERRORS.VERSION_NOT_FOUND)
  getAdminReceptionistSettingsVersion(@IdParam() id: number, @IdParam('version') version: number): Promise<ReceptionistSettingsVersionDto> {
    return this.settings.version(id, version, {});
  }

  @Post('versions/:version/restore')
  @HttpCode(200)
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({ summary: 'Restore a receptionist’s settings version', description: 'Saves that version’s document as the newest, audited.' })
  @ApiErrors(...SAVE_ERRORS, RECEPTIONIST_SETTINGS_ERRORS.VERSION_NOT_FOUND)
  async restoreAdminReceptionistSettingsVersion(
    @CurrentUser() admin: User,
    @IdParam() id: number,
    @IdParam('version') version: number,
    @Body() dto: RestoreReceptionistSettingsDto,
  ): Promise<ReceptionistSettingsDto> {
    await this.adminSettings.restore(admin, id, version, dto.baseVersion);
    return this.settings.current(id, {});
  }
}
