import { Button, Intent, Tag } from '@blueprintjs/core';
import { TitledCallout } from '../../shared/titled-callout';
import { addressHistory } from '../../../src-domain/profile/address-history';
import type { Address } from '../../../src-domain/profile/address.entity';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
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

/** "Since 3 March 2024", "3 March 2021 to 2 March 2024", or whole years for an address saved before dates were asked. */
function stayText(address: Address): string {
  if (address.livedFrom && address.livedUntil) return `${formatCalendarDate(address.livedFrom, 'short')} to ${formatCalendarDate(address.livedUntil, 'short')}`;
  if (address.livedFrom) return `Since ${formatCalendarDate(address.livedFrom, 'short')}`;
  return address.yearsAtAddress === 1 ? '1 year here' : `${address.yearsAtAddress} years here`;
}

/** The borrower's addresses, primary first; asks for previous homes while three years are not covered. */
export const AddressesSection = observer(function AddressesSection({ store }: AddressesSectionProps) {
  const addresses = store.profile.addresses;
  const history = addressHistory(addresses);
  const historyShort = history.coveredFrom !== null && !history.complete;
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
                {RESIDENTIAL_STATUS_LABELS[address.residentialStatus]} · {stayText(address)}
              </span>
            </RecordRow>
          ))}
        </ul>
      )}
      {historyShort && (
        <TitledCallout intent={Intent.WARNING} className="addresses__history" title="We need your previous addresses">
          <p>Credit reference agencies check where you have lived for the last three years. Add each home you lived in from {formatCalendarDate(history.requiredFrom)} to {formatCalendarDate(history.coveredFrom!)}.</p>
          <Button intent={Intent.PRIMARY} variant="outlined" onClick={() => store.open('address')}>
            Add a previous address
          </Button>
        </TitledCallout>
      )}
    </ProfileSection>
  );
});
AddressesSection.displayName = 'AddressesSection';
