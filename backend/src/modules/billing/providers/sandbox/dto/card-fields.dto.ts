import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * The sandbox card form's fields, as typed. Only their type and size are checked here: the card checks themselves
 * (Luhn, expiry, CVC) answer with Stripe's own messages, as a 402.
 */
export class CardFieldsDto {
  @ApiProperty({ example: '4242 4242 4242 4242', maxLength: 30, description: 'Spaces are ignored' })
  @MaxLength(30, { message: 'Card number is too long' })
  @IsString({ message: 'Card number must be text' })
  cardNumber: string;

  @ApiProperty({ example: '12 / 34', maxLength: 10, description: 'MM / YY or MM/YY' })
  @MaxLength(10, { message: 'Expiry is too long' })
  @IsString({ message: 'Expiry must be text' })
  expiry: string;

  @ApiProperty({ example: '123', maxLength: 10, description: '3 digits, 4 for American Express' })
  @MaxLength(10, { message: 'CVC is too long' })
  @IsString({ message: 'CVC must be text' })
  cvc: string;
}

/** Confirms the payment or setup intent whose client secret the checkout handed to the browser. */
export class ConfirmIntentDto extends CardFieldsDto {
  @ApiProperty({ example: 'pi_3Q…_secret_…', maxLength: 200 })
  @MaxLength(200, { message: 'Client secret is too long' })
  @IsNotEmpty({ message: 'Client secret is required' })
  @IsString({ message: 'Client secret is required' })
  clientSecret: string;
}

/** Pays a hosted checkout session. */
export class CompleteCheckoutDto extends CardFieldsDto {}
