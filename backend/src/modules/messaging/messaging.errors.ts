import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const MESSAGING_ERRORS = defineErrors({
  UNSIGNED: {
    status: HttpStatus.UNAUTHORIZED,
    code: 'MESSAGING.UNSIGNED',
    message: 'The SMS provider request has no X-Twilio-Signature header',
  },
  INVALID_SIGNATURE: {
    status: HttpStatus.FORBIDDEN,
    code: 'MESSAGING.INVALID_SIGNATURE',
    message: 'The SMS provider request’s signature is not Twilio’s for this address and these parameters',
  },
  MALFORMED_REQUEST: {
    status: HttpStatus.BAD_REQUEST,
    code: 'MESSAGING.MALFORMED_REQUEST',
    message: 'The SMS provider request could not be read: it needs a form body with the fields Twilio sends',
  },
});

/**
 * What the assistant says when it cannot text a link (docs/voice-platforms.md#texts), word for word to the caller;
 * the ones built from values name the links it has.
 */
export const TEXT_REFUSALS = {
  noLinks: "I don't have any links I can text on this line. I can take a message and someone will get back to you.",
  whichLink: (names: string) => `Which link would you like? I can text you ${names}.`,
  unknownLink: (asked: string, names: string) => `I don't have a link called ${asked}. I can text you ${names}.`,
  noNumber: "I can't see the number you're calling from, so I can't text you the link. I can take a message and someone will get back to you.",
  malformedNumber: "That number doesn't look right, so I can't text it.",
  notTheCaller: 'I can only text the number you are calling from.',
  optedOut: "This number has asked us not to text it, so I can't send the link. Text START to our number to get texts again.",
  allowanceUsed: "I can't send texts on this line right now. I can take a message and someone will get back to you.",
} as const;
