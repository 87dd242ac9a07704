import { Controller, Delete, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { appError } from '../../common/errors/app.exception';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { SignedIn } from '../users/access.decorators';
import type { AuthenticatedRequest } from '../users/authenticated-request';
import { AUTH_ERRORS } from './auth.errors';
import { SuccessDto } from './dto/auth-results.dto';
import { SessionDto } from './dto/session.dto';
import { SessionsService } from './sessions.service';

/** Where the signed-in user is signed in, and signing out there (docs/architecture.md#how-a-signed-in-request-is-served). */
@ApiTags('sessions')
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @SignedIn()
  @ApiOkResponse({ type: [SessionDto] })
  @ApiOperation({ summary: 'List where you are signed in', description: 'Your own signed-in sessions, the most recently active first.' })
  async listSessions(@Req() request: AuthenticatedRequest): Promise<SessionDto[]> {
    const sessions = await this.sessions.listOf(request.signedInUser.id);
    return sessions.map((session) => SessionDto.from(session, request.signedInSession.id));
  }

  /** Another user's session id answers exactly like an unknown one: its existence is never revealed. */
  @Delete(':id')
  @HttpCode(204)
  @SignedIn()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Sign out one of your sessions', description: 'Ends it at once; ending the current one signs you out here.' })
  @ApiErrors({ ...AUTH_ERRORS.SESSION_NOT_FOUND, when: 'None of your sessions has this id' })
  async endSession(@Req() request: AuthenticatedRequest, @Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<void> {
    if (!(await this.sessions.endOneOf(request.signedInUser.id, id))) throw appError(AUTH_ERRORS.SESSION_NOT_FOUND);
    if (id === request.signedInSession.id) await this.sessions.signOut(request, response);
  }

  @Post('sign-out-others')
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Sign out everywhere else', description: 'Ends every one of your sessions but this one.' })
  async signOutOthers(@Req() request: AuthenticatedRequest): Promise<SuccessDto> {
    await this.sessions.endSessionsOf(request.signedInUser.id, request.signedInSession.id);
    return { success: true, message: 'Signed out everywhere else' };
  }
}
