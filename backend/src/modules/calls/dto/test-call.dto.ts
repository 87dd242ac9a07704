import { ApiProperty } from '@nestjs/swagger';

/** A test call was placed: it appears in the receptionist's calls, marked as a test, once the worker has processed it. */
export class TestCallDto {
  @ApiProperty({
    description: "The platform's id of the call (the sandbox's), as the call's row will show it",
    example: 'sandbox-test-4f1c2a9e-0b7d-4c35-8e61-2d9a7f3b5c10',
  })
  platformCallId: string;
}
