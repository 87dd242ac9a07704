import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_LABEL_LENGTH, MAX_OVERRIDES, MAX_RANGES_A_DAY } from '../../../common/opening-hours';
import {
  AFTER_HOURS_ACTIONS,
  type AfterHoursAction,
  E164,
  SETTINGS_LIMITS,
  SETTINGS_SECTIONS,
  type SettingsSection,
  TRANSFER_FALLBACKS,
  TRANSFER_WHEN,
  type TransferFallback,
  type TransferWhen,
} from '../receptionist-settings';

/*
 * The settings document as the API carries it, in and out. These classes check its shape (types, lengths, E.164);
 * what it means (overlapping hours, duplicates, the plan's allowance) is checked by receptionist-settings.ts. A field's
 * checks run bottom-up, stopping at the first failure.
 */

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const E164_MESSAGE = 'Enter the number in E.164 form: + and the country code, then the number, such as +14155550123';
const HH_MM = /^\d{2}:\d{2}$/;

export class TimeRangeDto {
  @ApiProperty({ example: '09:00', description: 'HH:MM, the business’s wall-clock time' })
  @Matches(HH_MM, { message: 'Enter a time like 09:00' })
  @IsString({ message: 'Enter a time like 09:00' })
  start: string;

  @ApiProperty({ example: '17:30', description: 'HH:MM after start; 24:00 is midnight at the day’s end' })
  @Matches(HH_MM, { message: 'Enter a time like 17:30' })
  @IsString({ message: 'Enter a time like 17:30' })
  end: string;
}

/** Decorators of one weekday's ranges: at most MAX_RANGES_A_DAY + 1, so the rules can name how many there were. */
function dayRanges(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({
      type: [TimeRangeDto],
      description: 'No ranges: closed',
      example: [
        { start: '09:00', end: '12:30' },
        { start: '13:30', end: '17:00' },
      ],
    })(target, key);
    Type(() => TimeRangeDto)(target, key);
    ValidateNested({ each: true })(target, key);
    ArrayMaxSize(MAX_RANGES_A_DAY * 4, { message: `Keep it to ${MAX_RANGES_A_DAY} ranges a day at most` })(target, key);
    IsArray({ message: 'Give the day’s hours as a list of ranges' })(target, key);
  };
}

export class WeeklyHoursDto {
  @dayRanges() monday: TimeRangeDto[];
  @dayRanges() tuesday: TimeRangeDto[];
  @dayRanges() wednesday: TimeRangeDto[];
  @dayRanges() thursday: TimeRangeDto[];
  @dayRanges() friday: TimeRangeDto[];
  @dayRanges() saturday: TimeRangeDto[];
  @dayRanges() sunday: TimeRangeDto[];
}

export class DateOverrideDto {
  @ApiProperty({ example: '2026-12-24', description: 'First date, the business’s calendar' })
  @IsString({ message: 'Enter a date like 2026-12-24' })
  from: string;

  @ApiProperty({ example: '2026-12-26', description: 'Last date (inclusive); the same as from for one day' })
  @IsString({ message: 'Enter a date like 2026-12-26' })
  to: string;

  @ApiProperty({ type: [TimeRangeDto], description: 'No ranges: closed on these dates' })
  @Type(() => TimeRangeDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_RANGES_A_DAY * 4, { message: `Keep it to ${MAX_RANGES_A_DAY} ranges a day at most` })
  @IsArray({ message: 'Give the hours as a list of ranges' })
  ranges: TimeRangeDto[];

  @ApiProperty({ example: 'Christmas', maxLength: MAX_LABEL_LENGTH, description: 'May be empty' })
  @Transform(trimmed)
  @IsString({ message: 'Give the name as text, or leave it empty' })
  label: string;
}

export class OpeningHoursDto {
  @ApiProperty({ example: 'America/New_York', description: 'IANA time zone of the business' })
  @IsString({ message: 'Choose the time zone your business is in' })
  timeZone: string;

  @ApiProperty({ type: WeeklyHoursDto })
  @Type(() => WeeklyHoursDto)
  @ValidateNested()
  @IsObject({ message: 'Set the hours for each day of the week' })
  weekly: WeeklyHoursDto;

  @ApiProperty({
    type: [DateOverrideDto],
    description: 'Dates with their own hours (holidays); they win over the weekday',
    example: [{ from: '2026-12-24', to: '2026-12-26', ranges: [], label: 'Christmas' }],
  })
  @Type(() => DateOverrideDto)
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_OVERRIDES * 2, { message: `Keep dates with their own hours to ${MAX_OVERRIDES} at most` })
  @IsArray({ message: 'The dates with their own hours are missing' })
  overrides: DateOverrideDto[];
}

export class AnswerDto {
  @ApiProperty({ example: 'Do you take walk-ins?', maxLength: SETTINGS_LIMITS.question })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.question, { message: `Keep the question to ${SETTINGS_LIMITS.question} characters` })
  @IsNotEmpty({ message: 'Write the question' })
  @IsString({ message: 'Write the question' })
  question: string;

  @ApiProperty({ example: 'Yes, until 4 PM on weekdays; appointments go first.', maxLength: SETTINGS_LIMITS.answer })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.answer, { message: `Keep the answer to a paragraph: ${SETTINGS_LIMITS.answer} characters at most` })
  @IsNotEmpty({ message: 'Write the answer' })
  @IsString({ message: 'Write the answer' })
  answer: string;
}

export class TransferPersonDto {
  @ApiProperty({ example: 'Dr. Patel', maxLength: SETTINGS_LIMITS.name })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.name, { message: `Keep the name to ${SETTINGS_LIMITS.name} characters` })
  @IsNotEmpty({ message: 'Name the person' })
  @IsString({ message: 'Name the person' })
  name: string;

  @ApiProperty({ example: '+14155550123', description: 'E.164' })
  @Transform(trimmed)
  @Matches(E164, { message: E164_MESSAGE })
  @IsString({ message: E164_MESSAGE })
  number: string;

  @ApiProperty({ enum: TRANSFER_WHEN, enumName: 'TransferWhen', description: 'open: during opening hours; always: at any hour; never: not now' })
  @IsIn(TRANSFER_WHEN, { message: 'Choose when calls may be put through: during opening hours, at any hour, or not now' })
  when: TransferWhen;

  @ApiProperty({ example: 'billing questions, Dr. Patel by name', maxLength: SETTINGS_LIMITS.askFor, description: 'What callers ask for that leads to them' })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.askFor, { message: `Keep this to ${SETTINGS_LIMITS.askFor} characters` })
  @IsString({ message: 'Say what callers ask for, or leave it empty' })
  askFor: string;
}

export class KnownCallerDto {
  @ApiProperty({ example: '+14155550188', description: 'E.164' })
  @Transform(trimmed)
  @Matches(E164, { message: E164_MESSAGE })
  @IsString({ message: E164_MESSAGE })
  number: string;

  @ApiProperty({ example: 'Our landlord', maxLength: SETTINGS_LIMITS.label })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.label, { message: `Keep the note to ${SETTINGS_LIMITS.label} characters` })
  @IsString({ message: 'Write a note, or leave it empty' })
  label: string;
}

export class AfterHoursDto {
  @ApiProperty({
    enum: AFTER_HOURS_ACTIONS,
    enumName: 'AfterHoursAction',
    description: 'message: take a message; transfer: to transferTo; announce: say the hours, end',
    example: 'message',
  })
  @IsIn(AFTER_HOURS_ACTIONS, { message: 'Choose what happens after hours' })
  action: AfterHoursAction;

  @ApiProperty({ example: '', description: 'The on-call number (E.164) when action is transfer; otherwise empty' })
  @Transform(trimmed)
  @IsString({ message: 'Enter the on-call number, or leave it empty' })
  transferTo: string;
}

export class AppointmentTypeDto {
  @ApiProperty({ example: 'Cleaning', maxLength: SETTINGS_LIMITS.appointmentTypeName })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.appointmentTypeName, { message: `Keep the name to ${SETTINGS_LIMITS.appointmentTypeName} characters` })
  @IsNotEmpty({ message: 'Name the kind of appointment' })
  @IsString({ message: 'Name the kind of appointment' })
  name: string;

  @ApiProperty({ type: 'integer', example: 45, minimum: SETTINGS_LIMITS.appointmentMinutes.min, maximum: SETTINGS_LIMITS.appointmentMinutes.max })
  @Max(SETTINGS_LIMITS.appointmentMinutes.max, { message: `An appointment can last ${SETTINGS_LIMITS.appointmentMinutes.max / 60} hours at most` })
  @Min(SETTINGS_LIMITS.appointmentMinutes.min, { message: `An appointment lasts at least ${SETTINGS_LIMITS.appointmentMinutes.min} minutes` })
  @IsInt({ message: 'Give the length in whole minutes' })
  minutes: number;
}

/** Decorators of a whole number of minutes or days from 0 (or `min`) to `max`. */
function wholeNumber(max: number, message: string, min = 0, example = min): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: 'integer', minimum: min, maximum: max, example })(target, key);
    Max(max, { message })(target, key);
    Min(min, { message })(target, key);
    IsInt({ message })(target, key);
  };
}

export class BookingRulesDto {
  @ApiProperty({ example: true, description: 'The receptionist books, moves and cancels appointments during calls' })
  @IsBoolean({ message: 'Choose whether the receptionist books appointments' })
  enabled: boolean;

  @ApiProperty({ type: [AppointmentTypeDto], example: [{ name: 'Cleaning', minutes: 45 }] })
  @listOf(() => AppointmentTypeDto, SETTINGS_LIMITS.appointmentTypes, `Keep it to ${SETTINGS_LIMITS.appointmentTypes} kinds of appointment`)
  types: AppointmentTypeDto[];

  @wholeNumber(SETTINGS_LIMITS.bufferMinutes, `Keep between 0 and ${SETTINGS_LIMITS.bufferMinutes} minutes free between appointments`, 0, 10)
  bufferMinutes: number;

  @wholeNumber(SETTINGS_LIMITS.minNoticeMinutes, `The notice is between 0 minutes and ${SETTINGS_LIMITS.minNoticeMinutes / 1440} days`, 0, 120)
  minNoticeMinutes: number;

  @wholeNumber(SETTINGS_LIMITS.maxDaysAhead, `Book between 1 and ${SETTINGS_LIMITS.maxDaysAhead} days ahead`, 1, 60)
  maxDaysAhead: number;
}

export class NamedLinkDto {
  @ApiProperty({ example: 'Directions', maxLength: SETTINGS_LIMITS.linkName, description: 'What the caller asks for' })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.linkName, { message: `Keep the name to ${SETTINGS_LIMITS.linkName} characters` })
  @IsNotEmpty({ message: 'Name the link' })
  @IsString({ message: 'Name the link' })
  name: string;

  @ApiProperty({ example: 'https://maps.example.com/lovelace-dental', maxLength: SETTINGS_LIMITS.linkUrl })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.linkUrl, { message: `Keep the link to ${SETTINGS_LIMITS.linkUrl} characters` })
  @IsString({ message: 'Enter a full https:// link' })
  url: string;
}

/** Decorators of a list of nested entries, at most `max`. */
function listOf(type: () => new () => object, max: number, message: string): PropertyDecorator {
  return (target, key) => {
    Type(type)(target, key);
    ValidateNested({ each: true })(target, key);
    ArrayMaxSize(max, { message })(target, key);
    IsArray({ message: 'Give a list' })(target, key);
  };
}

export class ReceptionistSettingsDocDto {
  @ApiProperty({ type: OpeningHoursDto })
  @Type(() => OpeningHoursDto)
  @ValidateNested()
  @IsObject({ message: 'Set the opening hours' })
  hours: OpeningHoursDto;

  @ApiProperty({ example: 'Thank you for calling Lovelace Dental. How can I help you today?', maxLength: SETTINGS_LIMITS.greeting })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.greeting, { message: `Keep the greeting to ${SETTINGS_LIMITS.greeting} characters` })
  @IsNotEmpty({ message: 'Write the greeting callers hear first' })
  @IsString({ message: 'Write the greeting callers hear first' })
  greeting: string;

  @ApiProperty({ example: 'Lovelace Dental, 12 Main Street. Check-ups, cleanings and fillings.', maxLength: SETTINGS_LIMITS.companyInfo })
  @Transform(trimmed)
  @MaxLength(SETTINGS_LIMITS.companyInfo, { message: `Keep company information to ${SETTINGS_LIMITS.companyInfo} characters` })
  @IsString({ message: 'Company information must be text' })
  companyInfo: string;

  @ApiProperty({
    type: [AnswerDto],
    description: 'In the order the owner keeps them; how many is the plan’s (answersPerReceptionist)',
    example: [{ question: 'Do you take walk-ins?', answer: 'Yes, until 4 PM on weekdays; appointments go first.' }],
  })
  @listOf(() => AnswerDto, 1000, 'Too many answers')
  answers: AnswerDto[];

  @ApiProperty({
    type: [TransferPersonDto],
    description: 'In order; how many is the plan’s (transferPeoplePerReceptionist)',
    example: [{ name: 'Dr. Patel', number: '+14155550123', when: 'open', askFor: 'billing questions, Dr. Patel by name' }],
  })
  @listOf(() => TransferPersonDto, 1000, 'Too many people')
  transfers: TransferPersonDto[];

  @ApiProperty({
    enum: TRANSFER_FALLBACKS,
    enumName: 'TransferFallback',
    description: 'When the person does not answer: take a message, or end the call',
    example: 'message',
  })
  @IsIn(TRANSFER_FALLBACKS, { message: 'Choose what happens when nobody answers' })
  transferFallback: TransferFallback;

  @ApiProperty({
    type: [KnownCallerDto],
    description: 'Put through at any hour to the first person on the transfer list who is not set to never',
    example: [{ number: '+14155550188', label: 'Our landlord' }],
  })
  @listOf(() => KnownCallerDto, SETTINGS_LIMITS.knownCallers, `Keep VIP callers to ${SETTINGS_LIMITS.knownCallers}`)
  vipCallers: KnownCallerDto[];

  @ApiProperty({ type: [KnownCallerDto], description: 'Never answered by the AI', example: [{ number: '+14155550666', label: 'Sales calls' }] })
  @listOf(() => KnownCallerDto, SETTINGS_LIMITS.knownCallers, `Keep blocked callers to ${SETTINGS_LIMITS.knownCallers}`)
  blockedCallers: KnownCallerDto[];

  @ApiProperty({ type: AfterHoursDto })
  @Type(() => AfterHoursDto)
  @ValidateNested()
  @IsObject({ message: 'Choose what happens after hours' })
  afterHours: AfterHoursDto;

  @ApiProperty({ type: BookingRulesDto, required: false, description: 'Left out of a save: kept as they were' })
  @Type(() => BookingRulesDto)
  @ValidateNested()
  @IsObject({ message: 'Set how appointments are booked' })
  @IsOptional()
  booking?: BookingRulesDto;

  @ApiProperty({
    type: [NamedLinkDto],
    required: false,
    description: 'Links the receptionist may text callers; left out of a save: kept as they were',
    example: [{ name: 'Directions', url: 'https://maps.example.com/lovelace-dental' }],
  })
  @listOf(() => NamedLinkDto, SETTINGS_LIMITS.links, `Keep it to ${SETTINGS_LIMITS.links} links`)
  @IsOptional()
  links?: NamedLinkDto[];
}

export class SaveReceptionistSettingsDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 3,
    description: 'The version these settings were edited from (0 before the first save): a save from an older one is refused with 409',
  })
  @Min(0, { message: 'baseVersion must be a whole number from 0' })
  @IsInt({ message: 'baseVersion must be a whole number from 0' })
  baseVersion: number;

  @ApiProperty({ type: ReceptionistSettingsDocDto })
  @Type(() => ReceptionistSettingsDocDto)
  @ValidateNested()
  @IsObject({ message: 'Send the settings' })
  settings: ReceptionistSettingsDocDto;
}

export class RestoreReceptionistSettingsDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    example: 5,
    description: 'The version the customer was looking at: a restore over a newer one is refused with 409',
  })
  @Min(0, { message: 'baseVersion must be a whole number from 0' })
  @IsInt({ message: 'baseVersion must be a whole number from 0' })
  baseVersion: number;
}

export const SETTINGS_DELIVERIES = ['setup', 'applying', 'live', 'failed', 'paused'] as const;
/**
 * Where the newest version stands (docs/product.md#receptionist-settings): `setup` our team builds the receptionist
 * with it; `applying` on its way to the voice platform's assistant; `live` the assistant has it; `failed` the platform
 * did not take it and our team has been told; `paused` the receptionist is paused.
 */
export type SettingsDelivery = (typeof SETTINGS_DELIVERIES)[number];

export class SettingsAllowanceDto {
  @ApiProperty({ example: 'Professional' }) planName: string;
  @ApiProperty({ type: 'integer', example: 25 }) answers: number;
  @ApiProperty({ type: 'integer', example: 3 }) transferPeople: number;
}

export class SettingsAuthorDto {
  @ApiProperty({ example: 'Ada Lovelace', description: 'Who saved it; “Our team” for an administrator, “Deleted account” once gone' }) name: string;
  @ApiProperty() byTeam: boolean;
}

export class ReceptionistSettingsVersionSummaryDto {
  @ApiProperty({ type: 'integer', example: 3 }) version: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: SettingsAuthorDto }) author: SettingsAuthorDto;
  @ApiProperty({ type: [String], enum: Object.keys(SETTINGS_SECTIONS), enumName: 'SettingsSection', description: 'What changed from the version before' })
  changed: SettingsSection[];
  @ApiProperty({ type: [String], example: ['Opening hours', 'Answers'], description: 'The same, as the page names them' }) changedLabels: string[];
  @ApiProperty({ type: 'integer', nullable: true, example: null, description: 'The version whose settings this one restored' }) restoredFrom: number | null;
}

export class ReceptionistSettingsDto {
  @ApiProperty({ example: 'Front desk', description: 'The receptionist’s name, for the page’s title' }) receptionistName: string;
  @ApiProperty({ example: 'Harbor Dental', description: 'The business it answers for: its owner’s company, else its own name' }) businessName: string;
  @ApiProperty({ type: 'integer', example: 3, description: '0: never saved (the settings shown are the defaults)' }) version: number;
  @ApiProperty({ type: ReceptionistSettingsVersionSummaryDto, nullable: true }) saved: ReceptionistSettingsVersionSummaryDto | null;
  @ApiProperty({ type: ReceptionistSettingsDocDto }) settings: ReceptionistSettingsDocDto;
  @ApiProperty({ example: 'Open now · closes at 5:00 PM', description: 'As the receptionist sees it now, in the business’s time zone' }) openStatus: string;
  @ApiProperty({ enum: SETTINGS_DELIVERIES, enumName: 'SettingsDelivery' }) delivery: SettingsDelivery;
  @ApiProperty({ example: 'Your receptionist answers with version 3.', description: 'The delivery, in a sentence' })
  deliveryText: string;
  @ApiProperty({ type: SettingsAllowanceDto }) allowance: SettingsAllowanceDto;
  @ApiProperty({ example: 'Mon-Fri 8am-6pm, Sat 9am-1pm', description: 'The hours as the customer wrote them when requesting the receptionist (may be empty)' })
  requestedHours: string;
}

/** Where one receptionist's settings stand, for its card. */
export class SettingsDeliverySummaryDto {
  @ApiProperty({ type: 'integer', example: 12 }) receptionistId: number;
  @ApiProperty({ type: 'integer', example: 3, description: 'The newest version (0: never saved)' }) version: number;
  @ApiProperty({ enum: SETTINGS_DELIVERIES, enumName: 'SettingsDelivery' }) delivery: SettingsDelivery;
  @ApiProperty({ example: 'Your receptionist answers with version 3.', description: 'The delivery, in a sentence' }) deliveryText: string;
}

export class ReceptionistSettingsVersionDto extends ReceptionistSettingsVersionSummaryDto {
  @ApiProperty({ type: ReceptionistSettingsDocDto }) settings: ReceptionistSettingsDocDto;
}

export class TransferDestinationDto {
  @ApiProperty({ example: '+14155550101' }) number: string;
  @ApiProperty({ example: 'Dr. Patel, only while the business is open, for: billing' }) description: string;
  @ApiProperty({ example: "One moment, I'm putting you through to Dr. Patel." }) message: string;
}

export class AssistantInstructionsDto {
  @ApiProperty({ type: 'integer', example: 3, description: 'The settings version they come from (0: the defaults)' }) version: number;
  @ApiProperty({ description: 'The assistant’s first message, as the platform takes it (the business’s words in a Liquid raw block)' }) firstMessage: string;
  @ApiProperty({ description: 'The system prompt built from the settings' }) systemPrompt: string;
  @ApiProperty({ type: [TransferDestinationDto] }) transferDestinations: TransferDestinationDto[];
  @ApiProperty({ type: [String], example: ['book_appointment', 'check_availability'], description: 'The tools it calls on our server during calls' })
  tools: string[];
}
