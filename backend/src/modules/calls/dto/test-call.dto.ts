import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TEST_CALL_OUTCOMES, type TestCallOutcome } from '../platforms/sandbox/sandbox-call-generator';

/** What the test call's caller does; by default the sandbox picks, as for any call. */
export class PlaceTestCallDto {
  @ApiPropertyOptional({
    enum: TEST_CALL_OUTCOMES,
    enumName: 'TestCallOutcome',
    example: 'appointment_booked',
    description:
      'The caller asks a question, books an appointment (through the receptionist’s tools when its settings book), leaves a message, or asks for a person; the receptionist’s rules still apply (closed hours, a blocked number)',
  })
  @IsOptional()
  @IsIn(TEST_CALL_OUTCOMES, { message: `outcome must be one of: ${TEST_CALL_OUTCOMES.join(', ')}` })
  outcome?: TestCallOutcome;
}

/** A test call was placed: it appears in the receptionist's calls, marked as a test, once the worker has processed it. */
export class TestCallDto {
  @ApiProperty({
    description: "The platform's id of the call (the sandbox's), as the call's row will show it",
    example: 'sandbox-test-4f1c2a9e-0b7d-4c35-8e61-2d9a7f3b5c10',
  })
  platformCallId: string;
}
