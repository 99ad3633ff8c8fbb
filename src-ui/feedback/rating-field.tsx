import { Button, FormGroup } from '@blueprintjs/core';
import { StarEmptyIcon, StarIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FormState } from '../shared/form-state';
import type { FeedbackValues } from './feedback.form';

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Props of {@link RatingField}. */
export interface RatingFieldProps {
  form: FormState<FeedbackValues>;
  /** @default false */
  disabled?: boolean;
}

/** An optional 1–5 star rating; choosing the same star again clears it. */
export const RatingField = observer(function RatingField({ form, disabled = false }: RatingFieldProps) {
  const id = useId();
  const chosen = Number(form.values.rating || 0);
  return (
    <FormGroup label="How would you rate us? (optional)" labelFor={`${id}-1`}>
      <div className="rating-field" role="group" aria-label="Rating">
        {WORDS.map((word, index) => {
          const stars = index + 1;
          return (
            <Button
              key={stars}
              id={`${id}-${stars}`}
              variant="minimal"
              disabled={disabled}
              aria-pressed={chosen === stars}
              aria-label={`${stars} star${stars === 1 ? '' : 's'}: ${word}`}
              icon={stars <= chosen ? <StarIcon size={20} className="rating-field__star--on" /> : <StarEmptyIcon size={20} />}
              onClick={() => form.change('rating', chosen === stars ? '' : String(stars))}
            />
          );
        })}
        <span className="muted rating-field__word">{chosen ? WORDS[chosen - 1] : ''}</span>
      </div>
    </FormGroup>
  );
});
RatingField.displayName = 'RatingField';
