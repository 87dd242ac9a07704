import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, ValidateIf } from 'class-validator';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../../../common/time-zones';

const TIME_ZONE_MESSAGE = 'Choose a time zone from the list, such as America/Los_Angeles';
const description = 'IANA time zone of the account owner: mails, the daily digest and the overview use it (docs/product.md#time-zones)';

/** An account's time zone as sent: any IANA name the server's Intl knows, stored in its spelling; anything else is refused. */
export function IsAccountTimeZone() {
  return applyDecorators(
    ApiProperty({ required: false, example: 'America/Los_Angeles', description }),
    Transform(({ value }: { value: unknown }) => canonicalTimeZone(value) ?? value),
    // Absent leaves it as it is; null is refused like any other non-zone (an account always has one).
    ValidateIf((_, value) => value !== undefined),
    ValidateBy({ name: 'isAccountTimeZone', validator: { validate: (value) => canonicalTimeZone(value) !== null } }, { message: TIME_ZONE_MESSAGE }),
  );
}

/** The browser's guess at sign-up: a zone the server does not know (or none) is not an error, the account gets the default. */
export function GuessedTimeZone() {
  return applyDecorators(
    ApiProperty({ required: false, example: 'America/Los_Angeles', description: `${description}. Missing or unknown: ${DEFAULT_TIME_ZONE}` }),
    Transform(({ value }: { value: unknown }) => canonicalTimeZone(value) ?? undefined),
    IsOptional(),
  );
}
