import { Global, Module } from '@nestjs/common';
import { SessionsService } from './sessions.service';

/** The sessions table's service, for the session guard of every module's controllers and for auth's own services. */
@Global()
@Module({ providers: [SessionsService], exports: [SessionsService] })
export class SessionsModule {}
