import { Module } from '@nestjs/common';
import { SandboxCallsService } from './platforms/sandbox/sandbox-calls.service';

/** Calls' services for both processes: the voice platform (Vapi or the sandbox) and the inbox of its messages. */
@Module({
  providers: [SandboxCallsService],
  exports: [SandboxCallsService],
})
export class CallsCoreModule {}
