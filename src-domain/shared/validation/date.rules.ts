import { ValidateBy, type ValidationOptions } from 'class-validator';
import { dateVerdict, type DateWindow } from './date.predicates';

/** What the person is told, by what is wrong. `notADate` left out: the field's own words (field-messages.ts) or `<field> is not valid.` */
export interface DateMessages {
  notADate?: string;
  tooEarly: string;
  tooLate: string;
}

/**
 * A real `YYYY-MM-DD` date inside `window` (date.predicates.ts), checked the same way by a form and by
 * the server. One rule for the shape and the range, so a field shows one message, the one that says
 * what to change.
 */
export function DateWithin(window: DateWindow, messages: DateMessages, options?: Omit<ValidationOptions, 'message'>): PropertyDecorator {
  return ValidateBy(
    {
      name: 'date_within',
      constraints: [window],
      validator: { validate: (value) => dateVerdict(value, window) === 'ok' },
    },
    {
      ...options,
      // validateInput dismisses class-validator's default messages, so the words travel as the rule's message.
      message: (args) => {
        const verdict = dateVerdict(args.value, window);
        if (verdict === 'too_early') return messages.tooEarly;
        if (verdict === 'too_late') return messages.tooLate;
        return messages.notADate ?? '';
      },
    },
  );
}
