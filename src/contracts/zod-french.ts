import { z } from 'zod';
import zodFrench from 'zod/v4/locales/fr.js';
import { textMessages } from './text-terms.ts';

/**
 * zod's default messages are English: this error map answers in French for every schema that
 * gives no message of its own (a schema's own message always wins). Installed once, globally,
 * when the first contract schema module loads (`text.ts` imports this module), so the server
 * and the web forms share it and pages without forms never load zod.
 */
const zodLocale = zodFrench().localeError;
const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

const frenchError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? textMessages.required : textMessages.invalidType;
    case 'too_big':
      if (issue.origin === 'string') return textMessages.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return textMessages.tooManyItems(issue.maximum);
      return textMessages.tooBig(issue.maximum);
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? textMessages.required : textMessages.tooShort(Number(issue.minimum));
      }
      if (issue.origin === 'array' || issue.origin === 'set') return textMessages.tooFewItems(issue.minimum);
      return textMessages.tooSmall(issue.minimum);
    case 'invalid_value':
      return textMessages.invalidChoice;
    case 'unrecognized_keys':
      return textMessages.unknownKey;
    case 'invalid_format': {
      const message = zodLocale(issue);
      return capitalise((typeof message === 'string' ? message : message?.message) ?? textMessages.invalid);
    }
    default:
      return textMessages.invalid;
  }
};

z.config({ localeError: frenchError });
