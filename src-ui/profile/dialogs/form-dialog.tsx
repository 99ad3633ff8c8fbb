import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactElement, ReactNode } from 'react';
import { useStores } from '../../app/stores.context';
import type { SubmissionState } from '../../auth/auth.store';
import type { FormState, FormValues } from '../../shared/form-state';
import { submitHandler } from '../../shared/submit-handler';

/** Props of {@link FormDialog}. */
export interface FormDialogProps<T extends FormValues> {
  /** Dialog title, also the form's accessible name. */
  title: string;
  icon: ReactElement;
  form: FormState<T>;
  submission: SubmissionState;
  /** Called with the values once the client-side rules pass. */
  onValid: (values: T) => void;
  onClose: () => void;
  /** Fields the form shows; a server error on any other key is shown above the fields. */
  fields: readonly (keyof T & string)[];
  /** @default "Save" */
  submitLabel?: string;
  /** A line under the title saying why the lender asks. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A Blueprint dialog around a form: validates everything on submit, moves focus to the first field
 * with an error, shows the server's verdict, and keeps what was typed whatever happens.
 */
export const FormDialog = observer(function FormDialog<T extends FormValues>(props: FormDialogProps<T>) {
  const { form, submission, fields } = props;
  const { ui } = useStores();
  const onSubmit = submitHandler(form, submission, props.onValid);
  const serverFieldShown = fields.some((field) => submission.fieldErrors[field]?.length);
  const otherErrors = Object.entries(submission.fieldErrors).filter(([field]) => !(fields as readonly string[]).includes(field));
  return (
    <Dialog
      isOpen
      title={props.title}
      icon={props.icon}
      onClose={props.onClose}
      canOutsideClickClose={false}
      className={`profile-dialog ${ui.isDark ? 'bp6-dark' : ''}`}
    >
      <form aria-label={props.title} noValidate onSubmit={onSubmit}>
        <DialogBody>
          {props.intro && <p className="profile-dialog__intro muted">{props.intro}</p>}
          {submission.error && (!serverFieldShown || otherErrors.length > 0) && (
            <Callout intent={Intent.DANGER} role="alert" className="profile-dialog__error">
              {otherErrors.length > 0 ? otherErrors.map(([, messages]) => messages[0]).join(' ') : submission.error}
            </Callout>
          )}
          {props.children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" onClick={props.onClose} disabled={submission.pending}>
                Cancel
              </Button>
              <Button type="submit" intent={Intent.PRIMARY} loading={submission.pending}>
                {props.submitLabel ?? 'Save'}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
});
FormDialog.displayName = 'FormDialog';
