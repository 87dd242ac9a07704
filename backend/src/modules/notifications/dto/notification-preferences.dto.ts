import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsInt, Min } from 'class-validator';

/** A customer's notification mail: what GET answers and PUT replaces, whole (docs/product.md#notifications). */
export class NotificationPreferencesDto {
  @ApiProperty({ description: 'A mail each morning (UTC) about the day before’s calls, when there were any', default: true, example: true })
  @IsBoolean({ message: 'dailyDigest must be true or false' })
  dailyDigest: boolean;

  @ApiProperty({ description: 'A mail at 80% and at 100% of the plan’s calls this billing period', default: true, example: true })
  @IsBoolean({ message: 'usageAlerts must be true or false' })
  usageAlerts: boolean;

  @ApiProperty({ description: 'A mail after every call of every receptionist', default: false, example: false })
  @IsBoolean({ message: 'callSummaries must be true or false' })
  callSummaries: boolean;

  @ApiProperty({
    type: 'integer',
    isArray: true,
    description: 'Receptionists whose calls are each mailed (all of them while callSummaries is on)',
    example: [12],
  })
  @IsInt({ each: true, message: 'callSummaryReceptionistIds must be receptionist ids' })
  @Min(1, { each: true, message: 'callSummaryReceptionistIds must be receptionist ids' })
  @ArrayUnique({ message: 'Each receptionist can be chosen once' })
  @ArrayMaxSize(1000, { message: 'Too many receptionists' })
  @IsArray({ message: 'callSummaryReceptionistIds must be a list of receptionist ids' })
  callSummaryReceptionistIds: number[];
}
