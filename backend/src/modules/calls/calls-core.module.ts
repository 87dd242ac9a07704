import { Module } from '@nestjs/common';

/** Calls' services for both processes: the voice platform (Vapi or the sandbox) and the inbox of its messages. */
@Module({
  providers: [],
  exports: [],
})
export class CallsCoreModule {}
