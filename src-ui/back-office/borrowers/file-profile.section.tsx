import { HTMLTable, Tag } from '@blueprintjs/core';
import type { BorrowerFile } from '../../../src-domain/back-office/borrower-file.entity';
import { dec } from '../../../src-domain/loans/decimal';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { formatPercent } from '../../../src-domain/loans/percent-format';
import { addressLine } from '../../../src-domain/profile/address.entity';
import { countryName } from '../../../src-domain/profile/countries';
import { ADDRESS_KIND_LABELS, EMPLOYMENT_TYPE_LABELS, MARITAL_STATUS_LABELS, RESIDENTIAL_STATUS_LABELS } from '../../../src-domain/profile/profile-options';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { Facts, FileSection, NOT_GIVEN } from './file-section';

/** A stored code in words, or the code itself when this client has no words for it yet. */
function labelOf(labels: Readonly<Record<string, string>>, code: string | null): string {
  return code === null ? NOT_GIVEN : (labels[code] ?? code);
}

const money = (minor: number) => formatMoney(minor, 'GBP', 'always');

/** The borrower's details, addresses and bank accounts. */
export function FileProfileSection({ file }: { file: BorrowerFile }) {
  const { profile } = file;
  return (
    <>
      <FileSection id="profile" title="Profile">
        {profile ? (
          <Facts
            facts={[
              ['Middle name', profile.middleName || 'None'],
              ['National Insurance number', profile.nationalIdMasked ?? NOT_GIVEN],
              ['Marital status', labelOf(MARITAL_STATUS_LABELS, profile.maritalStatus)],
              ['Dependants', profile.dependants === null ? NOT_GIVEN : String(profile.dependants)],
              ['Nationality', profile.nationality ? countryName(profile.nationality) : NOT_GIVEN],
            ]}
          />
        ) : (
          <p className="muted">The borrower has not given their personal details yet.</p>
        )}
      </FileSection>

      <FileSection id="addresses" title="Addresses">
        {file.addresses.length === 0 ? (
          <p className="muted">No address given yet.</p>
        ) : (
          <div className="back-office-table__scroll">
            <HTMLTable className="back-office-table" compact striped>
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Lives there as</th>
                  <th scope="col">From</th>
                  <th scope="col">Until</th>
                </tr>
              </thead>
              <tbody>
                {file.addresses.map((address) => (
                  <tr key={address.id}>
                    <td>
                      {addressLine({ ...address, country: countryName(address.country) })}{' '}
                      {address.isPrimary && (
                        <Tag minimal intent="primary">
                          Primary
                        </Tag>
                      )}
                    </td>
                    <td>{labelOf(ADDRESS_KIND_LABELS, address.kind)}</td>
                    <td>{labelOf(RESIDENTIAL_STATUS_LABELS, address.residentialStatus)}</td>
                    <td>{address.livedFrom ? formatCalendarDate(address.livedFrom, 'short') : NOT_GIVEN}</td>
                    <td>{address.livedUntil ? formatCalendarDate(address.livedUntil, 'short') : 'Now'}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </FileSection>

      <FileSection id="banks" title="Bank accounts">
        {file.banks.length === 0 ? (
          <p className="muted">No bank account given yet.</p>
        ) : (
          <div className="back-office-table__scroll">
            <HTMLTable className="back-office-table" compact striped>
              <thead>
                <tr>
                  <th scope="col">Bank</th>
                  <th scope="col">Account holder</th>
                  <th scope="col">Account</th>
                  <th scope="col">Sort code or routing</th>
                </tr>
              </thead>
              <tbody>
                {file.banks.map((bank) => (
                  <tr key={bank.id}>
                    <td>
                      {bank.bankName}{' '}
                      {bank.isPrimary && (
                        <Tag minimal intent="primary">
                          Primary
                        </Tag>
                      )}
                    </td>
                    <td>{bank.accountHolder}</td>
                    <td>{bank.accountNumberMasked}</td>
                    <td>{bank.routingCode ?? NOT_GIVEN}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </FileSection>
    </>
  );
}
FileProfileSection.displayName = 'FileProfileSection';

/** Work, income and declared outgoings, and the affordability figures the lender's rule computed from them. */
export function FileAffordabilitySection({ file }: { file: BorrowerFile }) {
  const { employment, affordability } = file;
  const outgoingsTotal = employment?.outgoings.reduce((sum, outgoing) => sum + outgoing.amountMinor, 0) ?? 0;
  return (
    <>
      <FileSection id="employment" title="Employment and declared outgoings">
        {employment ? (
          <Facts
            facts={[
              ['Employer', employment.employer ?? 'None'],
              ['Employment', labelOf(EMPLOYMENT_TYPE_LABELS, employment.status)],
              ['Take-home pay a month', money(employment.netMonthlyIncomeMinor)],
              ...employment.outgoings.map((outgoing) => [`${outgoing.label} a month`, money(outgoing.amountMinor)] as const),
              ...(employment.outgoings.length === 0 ? [['Declared outgoings a month', 'None declared'] as const] : []),
              ...(employment.outgoings.length > 1 ? [['Declared outgoings in all', money(outgoingsTotal)] as const] : []),
            ]}
          />
        ) : (
          <p className="muted">The borrower has not declared their work and income yet.</p>
        )}
      </FileSection>

      <FileSection id="affordability" title="Affordability">
        {affordability ? (
          <>
            <Facts
              facts={[
                ['Take-home pay a month', money(affordability.netMonthlyIncomeMinor)],
                ['Declared outgoings a month', money(affordability.declaredOutgoingsMinor)],
                ['Left after outgoings', money(affordability.disposableMinor)],
                ['Share a repayment may take', `${formatPercent(dec(affordability.limitRatio).times(100).toDecimalPlaces(1).toString())}%`],
                ['Already repaid each month', money(affordability.existingCommitmentsMinor)],
                ...(affordability.affordableInstalmentMinor !== null ? [['Largest new repayment a month', money(affordability.affordableInstalmentMinor)] as const] : []),
              ]}
            />
            <p className="muted">As the lender’s affordability rule computes them today, counting every open request and loan.</p>
          </>
        ) : (
          <p className="muted">Nothing to compute until the borrower declares an income.</p>
        )}
      </FileSection>
    </>
  );
}
FileAffordabilitySection.displayName = 'FileAffordabilitySection';
