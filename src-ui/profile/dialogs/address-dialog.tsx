import { MapMarkerIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ADDRESS_KIND_LABELS, RESIDENTIAL_STATUS_LABELS } from '../../../src-domain/profile/profile-options';
import { CheckboxField } from '../../shared/checkbox-field';
import { FormField } from '../../shared/form-field';
import { FormState } from '../../shared/form-state';
import { SelectField, optionsOf } from '../../shared/select-field';
import { ADDRESS_REQUIRED, addressDtoOf, addressValuesOf, validateAddress, type AddressValues } from '../forms/address.form';
import type { ProfileStore } from '../profile.store';
import { COUNTRY_OPTIONS } from './countries';
import { FormDialog } from './form-dialog';

/** Props of {@link AddressDialog}. */
export interface AddressDialogProps {
  store: ProfileStore;
  /** The address to edit; null adds one. */
  id: number | null;
}

const FIELDS = ['kind', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'years_at_address', 'residential_status', 'is_primary'] as const;

/** Adds or edits an address. */
export const AddressDialog = observer(function AddressDialog({ store, id }: AddressDialogProps) {
  const address = store.profile.addresses.find((a) => a.id === id) ?? null;
  const submission = store.submission;
  const [form] = useState(
    () => new FormState<AddressValues>(addressValuesOf(address, store.profile.addresses.length === 0), validateAddress, (field) => submission.clearField(field), ADDRESS_REQUIRED),
  );
  const errors = submission.fieldErrors;
  const pending = submission.pending;
  return (
    <FormDialog
      title={address ? 'Edit address' : 'Add an address'}
      icon={<MapMarkerIcon />}
      intro="We check your home address with credit reference agencies and send your loan agreement there."
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
        <FormField form={form} name="region" label="County or state (optional)" autoComplete="address-level1" serverErrors={errors} disabled={pending} />
      </div>
      <div className="form-row">
        <FormField form={form} name="postal_code" label="Postcode" autoComplete="postal-code" serverErrors={errors} disabled={pending} />
        <SelectField form={form} name="country" label="Country" options={COUNTRY_OPTIONS} serverErrors={errors} disabled={pending} />
      </div>
      <div className="form-row">
        <FormField
          form={form}
          name="years_at_address"
          label="Years at this address"
          inputMode="numeric"
          autoComplete="off"
          helperText="Whole years; 0 if less than one."
          serverErrors={errors}
          disabled={pending}
        />
        <SelectField form={form} name="residential_status" label="Living arrangement" options={optionsOf(RESIDENTIAL_STATUS_LABELS)} serverErrors={errors} disabled={pending} />
      </div>
      <CheckboxField
        form={form}
        name="is_primary"
        label="This is my main address"
        serverErrors={errors}
        disabled={pending || address?.isPrimary === true}
      />
    </FormDialog>
  );
});
AddressDialog.displayName = 'AddressDialog';
