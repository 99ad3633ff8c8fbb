import { MapMarkerIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ADDRESS_KIND_LABELS, RESIDENTIAL_STATUS_LABELS } from '../../../src-domain/profile/profile-options';
import { CheckboxField } from '../../shared/checkbox-field';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { SelectField, optionsOf } from '../../shared/select-field';
import { addressHistory, needsPreviousAddresses } from '../../../src-domain/profile/address-history';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { DateField } from '../../shared/date-field';
import { ADDRESS_REQUIRED, addressDtoOf, addressValuesOf, isDatedKind, validateAddress, type AddressValues } from '../forms/address.form';
import type { ProfileStore } from '../profile.store';
import { COUNTRY_OPTIONS } from './countries';
import { FormDialog } from './form-dialog';

/** Props of {@link AddressDialog}. */
export interface AddressDialogProps {
  store: ProfileStore;
  /** The address to edit; null adds one. */
  id: number | null;
}

const FIELDS = ['kind', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'lived_from', 'lived_until', 'residential_status', 'is_primary'] as const;

/** Adds or edits an address. */
export const AddressDialog = observer(function AddressDialog({ store, id }: AddressDialogProps) {
  const addresses = store.profile.addresses;
  const address = addresses.find((a) => a.id === id) ?? null;
  const history = addressHistory(addresses);
  // A new address starts as a previous home while the history is short of three years.
  const historyShort = needsPreviousAddresses(addresses) && !history.complete;
  const submission = store.submission;
  const [form] = useState(
    () => new FormState<AddressValues>(addressValuesOf(address, addresses.length === 0, historyShort ? 'previous' : 'home'), validateAddress, (field) => submission.clearField(field), ADDRESS_REQUIRED),
  );
  const kind = form.values.kind;
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  return (
    <FormDialog
      title={address ? 'Edit address' : 'Add an address'}
      icon={<MapMarkerIcon />}
      intro={
        historyShort && kind === 'previous'
          ? `Credit reference agencies check three years of addresses: add each home you lived in since ${formatCalendarDate(history.requiredFrom)}.`
          : 'We check your home address with credit reference agencies and send your loan agreement there.'
      }
      form={form}
      submission={submission}
      fields={FIELDS}
      onClose={() => store.close()}
      onValid={(values) => void store.saveAddress(id, addressDtoOf(values))}
    >
      <SelectField form={form} name="kind" label="Type of address" options={optionsOf(ADDRESS_KIND_LABELS)} serverErrors={errors} disabled={pending} />
      <FormField form={form} name="line1" label="Address line 1" autoComplete="address-line1" serverErrors={errors} disabled={pending} />
      <FormField form={form} name="line2" label="Address line 2 (optional)" autoComplete="address-line2" serverErrors={errors} disabled={pending} />
      <div className="form-row">
        <FormField form={form} name="city" label="Town or city" autoComplete="address-level2" serverErrors={errors} disabled={pending} />
        <FormField form={form} name="region" label="County (optional)" autoComplete="address-level1" serverErrors={errors} disabled={pending} />
      </div>
      <div className="form-row">
        <FormField form={form} name="postal_code" label="Postcode" autoComplete="postal-code" serverErrors={errors} disabled={pending} />
        <SelectField form={form} name="country" label="Country" options={COUNTRY_OPTIONS} serverErrors={errors} disabled={pending} />
      </div>
      {isDatedKind(kind) && (
        <div className="form-row">
          <DateField
            form={form}
            name="lived_from"
            label={kind === 'previous' ? 'Moved in' : 'Lived here since'}
            helperText={kind === 'previous' ? undefined : 'If you are not sure of the day, use the 1st of the month.'}
            serverErrors={errors}
            disabled={pending}
          />
          {kind === 'previous' && <DateField form={form} name="lived_until" label="Moved out" serverErrors={errors} disabled={pending} />}
        </div>
      )}
      <SelectField form={form} name="residential_status" label="Living arrangement" options={optionsOf(RESIDENTIAL_STATUS_LABELS)} serverErrors={errors} disabled={pending} />
      {kind !== 'previous' && (
        <CheckboxField
          form={form}
          name="is_primary"
          label="This is my main address"
          serverErrors={errors}
          disabled={pending || address?.isPrimary === true}
        />
      )}
    </FormDialog>
  );
});
AddressDialog.displayName = 'AddressDialog';
