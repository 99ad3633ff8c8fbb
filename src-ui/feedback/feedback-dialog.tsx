import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { ChatIcon, TickCircleIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FEEDBACK_CATEGORY_LABELS, FEEDBACK_MESSAGE_MAX } from '../../src-domain/feedback/feedback.dto';
import { KESTREL_COMPLAINT_WORDING } from '../../src-domain/complaints/complaint-wording';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { useFeatureStore, useStores } from '../app/stores.context';
import { activeBrand } from '../brand/brand.config';
import { FormState } from '../shared/form-state';
import { SelectField, optionsOf } from '../shared/select-field';
import { TextAreaField } from '../shared/text-area-field';
import { FormDialog } from '../profile/dialogs/form-dialog';
import { EMPTY_FEEDBACK, feedbackDtoOf, validateFeedback, type FeedbackValues } from './feedback.form';
import { FeedbackStore } from './feedback.store';
import { RatingField } from './rating-field';

const FIELDS = ['category', 'message', 'rating'] as const;

/** The feedback form in a dialog; after sending, a confirmation with the reference to quote. */
export const FeedbackDialog = observer(function FeedbackDialog() {
  const store = useFeatureStore(FeedbackStore);
  const { ui } = useStores();
  if (!store.isOpen) return null;
  if (store.receipt) {
    return (
      <Dialog isOpen title="Thank you" icon={<TickCircleIcon />} onClose={() => store.close()} className={`profile-dialog ${ui.isDark ? 'bp6-dark' : ''}`}>
        <DialogBody>
          <div className="feedback-thanks" role="status">
            <TickCircleIcon size={40} className="feedback-thanks__icon" />
            {store.receipt.complaint ? (
              <>
                <h3>We have your complaint</h3>
                <p>
                  Your complaint reference is <strong>{store.receipt.complaint.reference}</strong>. We have sent you an acknowledgement by e-mail and in
                  your messages. We will send our final response by <strong>{formatCalendarDate(store.receipt.complaint.finalResponseBy)}</strong>, and you can
                  follow it under Your complaints in your messages.
                </p>
              </>
            ) : (
              <>
                <h3>We have your feedback</h3>
                <p>
                  Your reference is <strong>{store.receipt.reference}</strong>. We read every message; if you asked a question, we will reply by e-mail
                  within two working days.
                </p>
              </>
            )}
            {store.receipt.category === 'complaint' && (
              <p className="muted">You can also call us on {activeBrand.contact.phone} ({activeBrand.contact.hours}).</p>
            )}
          </div>
        </DialogBody>
        <DialogFooter actions={<Button intent={Intent.PRIMARY} onClick={() => store.close()}>Close</Button>} />
      </Dialog>
    );
  }
  return <FeedbackForm store={store} />;
});
FeedbackDialog.displayName = 'FeedbackDialog';

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  store: FeedbackStore;
}

/** The form itself: mounted while the dialog is open, so each opening starts empty and a failed send keeps the text. */
export const FeedbackForm = observer(function FeedbackForm({ store }: FeedbackFormProps) {
  const submission = store.submission;
  const [form] = useState(() => new FormState<FeedbackValues>({ ...EMPTY_FEEDBACK, category: store.startingCategory }, validateFeedback, (field) => submission.clearField(field)));
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  return (
    <FormDialog
      title="Send us feedback"
      icon={<ChatIcon />}
      intro="Tell us what works and what does not. We read every message."
      form={form}
      submission={submission}
      fields={FIELDS}
      submitLabel="Send feedback"
      onClose={() => store.close()}
      onValid={(values) => void store.send(feedbackDtoOf(values))}
    >
      <SelectField form={form} name="category" label="What is it about?" options={optionsOf(FEEDBACK_CATEGORY_LABELS)} serverErrors={errors} disabled={pending} />
      {form.values.category === 'complaint' && (
        <Callout intent="primary" title="What happens next" className="feedback-complaint-note">
          {KESTREL_COMPLAINT_WORDING.whatHappensNext}
        </Callout>
      )}
      <TextAreaField form={form} name="message" label="Your message" maxLength={FEEDBACK_MESSAGE_MAX} serverErrors={errors} disabled={pending} />
      <RatingField form={form} disabled={pending} />
    </FormDialog>
  );
});
FeedbackForm.displayName = 'FeedbackForm';
