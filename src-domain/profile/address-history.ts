import { addDays, addMonths } from '../shared/calendar-date';
import type { Address } from './address.entity';
import { isCalendarDate, todayIso } from './profile-dates';

/** Credit reference agencies match three years of addresses. */
export const ADDRESS_HISTORY_YEARS = 3;
/** A break shorter than this between two addresses is a move, not a missing address. */
export const ALLOWED_GAP_DAYS = 31;

export interface AddressHistory {
  /** True when the addresses given cover every day of the last three years, bar short moves. */
  complete: boolean;
  /** The earliest day the history must reach: three years before today. */
  requiredFrom: string;
  /** The earliest day covered without a long gap, counting back from today; null without a current home address. */
  coveredFrom: string | null;
}

type HistoryAddress = Pick<Address, 'kind' | 'livedFrom' | 'livedUntil' | 'yearsAtAddress'>;

interface Stay {
  from: string;
  until: string;
}

/** When the current home began: its date, or (for an address saved before dates were asked) its whole years. */
function currentStay(address: HistoryAddress, today: string): Stay {
  const from = address.livedFrom && isCalendarDate(address.livedFrom) ? address.livedFrom : addMonths(today, -12 * address.yearsAtAddress);
  return { from, until: today };
}

function previousStay(address: HistoryAddress): Stay | null {
  const { livedFrom, livedUntil } = address;
  return livedFrom && livedUntil && isCalendarDate(livedFrom) && isCalendarDate(livedUntil) && livedFrom <= livedUntil ? { from: livedFrom, until: livedUntil } : null;
}

/** The date a borrower's history must reach back to, given today. */
export function addressHistoryStart(today: string = todayIso()): string {
  return addMonths(today, -12 * ADDRESS_HISTORY_YEARS);
}

/**
 * Whether the home address and the previous ones cover the last three years. Counting back from
 * today, each step takes the stay that ends within a month of the covered start and began earliest.
 * Pure: the same addresses and day give the same answer on every client and on the server.
 */
export function addressHistory(addresses: readonly HistoryAddress[], today: string = todayIso()): AddressHistory {
  const requiredFrom = addressHistoryStart(today);
  const homes = addresses.filter((a) => a.kind === 'home').map((a) => currentStay(a, today));
  if (homes.length === 0) return { complete: false, requiredFrom, coveredFrom: null };
  const stays = [...homes, ...addresses.filter((a) => a.kind === 'previous').map(previousStay).filter((s): s is Stay => s !== null)];
  let coveredFrom = homes.reduce((earliest, s) => (s.from < earliest ? s.from : earliest), today);
  for (;;) {
    const reach = addDays(coveredFrom, -ALLOWED_GAP_DAYS);
    const joining = stays.filter((s) => s.until >= reach && s.from < coveredFrom);
    if (joining.length === 0) break;
    coveredFrom = joining.reduce((earliest, s) => (s.from < earliest ? s.from : earliest), coveredFrom);
  }
  return { complete: coveredFrom <= requiredFrom, requiredFrom, coveredFrom };
}

/** True when the current home began less than three years ago, so previous addresses are asked for. */
export function needsPreviousAddresses(addresses: readonly HistoryAddress[], today: string = todayIso()): boolean {
  const home = addresses.find((a) => a.kind === 'home');
  return home !== undefined && currentStay(home, today).from > addressHistoryStart(today);
}
