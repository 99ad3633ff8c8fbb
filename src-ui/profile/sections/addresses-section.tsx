import { Intent, Tag } from '@blueprintjs/core';
import { MapMarkerIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { ADDRESS_KIND_LABELS, RESIDENTIAL_STATUS_LABELS } from '../../../src-domain/profile/profile-options';
import { countryName } from '../dialogs/countries';
import type { ProfileStore } from '../profile.store';
import { EmptyState, ProfileSection } from './profile-section';
import { RecordRow } from './record-row';

/** Props of {@link AddressesSection}. */
export interface AddressesSectionProps {
  store: ProfileStore;
}

/** The borrower's addresses, primary first. */
export const AddressesSection = observer(function AddressesSection({ store }: AddressesSectionProps) {
  const addresses = store.profile.addresses;
  return (
    <ProfileSection
      id="addresses-title"
      title="Addresses"
      icon={<MapMarkerIcon size={20} />}
      description="Where you live and where we send your post."
      addLabel={addresses.length > 0 ? 'Add address' : undefined}
      onAdd={() => store.open('address')}
    >
      {addresses.length === 0 ? (
        <EmptyState
          title="Add your home address"
          body="We check it with credit reference agencies and send your loan agreement there."
          actionLabel="Add address"
          onAction={() => store.open('address')}
        />
      ) : (
        <ul className="record-list">
          {addresses.map((address) => (
            <RecordRow
              key={address.id}
              title={address.line1}
              editLabel={`Edit ${address.line1}`}
              onEdit={() => store.open('address', address.id)}
              tags={
                <>
                  <Tag minimal round>{ADDRESS_KIND_LABELS[address.kind]}</Tag>
                  {address.isPrimary && <Tag minimal round intent={Intent.PRIMARY}>Main address</Tag>}
                </>
              }
            >
              <span className="muted">{[address.line2, address.city, address.region, address.postalCode, countryName(address.country)].filter(Boolean).join(', ')}</span>
              <span className="muted record-row__meta">
                {RESIDENTIAL_STATUS_LABELS[address.residentialStatus]} · {address.yearsAtAddress === 1 ? '1 year' : `${address.yearsAtAddress} years`} here
              </span>
            </RecordRow>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
});
AddressesSection.displayName = 'AddressesSection';
