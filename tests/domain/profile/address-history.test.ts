import { describe, expect, it } from 'vitest';
import { addressHistory, needsPreviousAddresses } from '../../../src-domain/profile/address-history';
import { profileCompleteness } from '../../../src-domain/profile/profile-completeness';
import { aBank, aDetails, anAddress, anEmployment } from './profile-fixtures';

const TODAY = '2026-11-26';
const home = (livedFrom: string | null, yearsAtAddress = 0) => anAddress({ kind: 'home', livedFrom, livedUntil: null, yearsAtAddress });
const previous = (livedFrom: string, livedUntil: string, id = 2) => anAddress({ id, kind: 'previous', livedFrom, livedUntil, isPrimary: false });

describe('addressHistory', () => {
  it('is complete when the home goes back three years or more, and asks for nothing before', () => {
    expect(addressHistory([home('2023-11-26')], TODAY)).toEqual({ complete: true, requiredFrom: '2023-11-26', coveredFrom: '2023-11-26' });
    expect(needsPreviousAddresses([home('2023-11-26')], TODAY)).toBe(false);
  });

  it('is short when the home is newer than three years and there is no previous address', () => {
    expect(addressHistory([home('2025-01-10')], TODAY)).toEqual({ complete: false, requiredFrom: '2023-11-26', coveredFrom: '2025-01-10' });
    expect(needsPreviousAddresses([home('2025-01-10')], TODAY)).toBe(true);
  });

  it('joins previous homes back to three years, allowing a move of up to a month', () => {
    expect(addressHistory([home('2025-01-10'), previous('2022-03-01', '2024-12-20')], TODAY).complete).toBe(true);
    // Two steps back, out of order.
    expect(addressHistory([home('2025-01-10'), previous('2021-01-01', '2024-02-01', 3), previous('2024-02-15', '2025-01-09')], TODAY).complete).toBe(true);
  });

  it('is short when a gap between addresses is longer than a month', () => {
    const result = addressHistory([home('2025-01-10'), previous('2022-03-01', '2024-11-30')], TODAY);
    expect(result).toMatchObject({ complete: false, coveredFrom: '2025-01-10' });
  });

  it('is short when the previous homes stop before three years', () => {
    expect(addressHistory([home('2025-01-10'), previous('2024-06-01', '2025-01-09')], TODAY)).toMatchObject({ complete: false, coveredFrom: '2024-06-01' });
  });

  it('ignores mailing and work addresses and a previous home without dates', () => {
    const mailing = anAddress({ id: 5, kind: 'mailing', livedFrom: '2010-01-01', livedUntil: null });
    expect(addressHistory([home('2025-01-10'), mailing, previous('2020-01-01', 'not a date')], TODAY).complete).toBe(false);
  });

  it('counts the whole years of an address saved before dates were asked', () => {
    expect(addressHistory([home(null, 6)], TODAY).complete).toBe(true);
    expect(addressHistory([home(null, 1)], TODAY)).toMatchObject({ complete: false, coveredFrom: '2025-11-26' });
  });

  it('has nothing to say without a home address', () => {
    expect(addressHistory([], TODAY)).toEqual({ complete: false, requiredFrom: '2023-11-26', coveredFrom: null });
  });
});

describe('profileCompleteness with the address history', () => {
  const rest = { details: aDetails(), banks: [aBank()], employments: [anEmployment({ nextPayDate: '2026-12-05' })] };

  it('lists the missing years with their dates, and is complete once covered', () => {
    const short = profileCompleteness({ ...rest, addresses: [home('2025-01-10')] }, TODAY);
    expect(short.complete).toBe(false);
    expect(short.percent).toBe(80);
    expect(short.missing).toEqual([expect.objectContaining({ key: 'address-history', label: 'Your previous addresses from 26 November 2023 to 10 January 2025' })]);
    expect(profileCompleteness({ ...rest, addresses: [home('2025-01-10'), previous('2022-03-01', '2025-01-01')] }, TODAY).complete).toBe(true);
  });
});
