import { dec } from './decimal';

/** A nominal rate as people read it: "12.9" from "0.129", "292" from "2.92". */
export function formatRate(rate: string): string {
  return dec(rate).times(100).toDecimalPlaces(2).toString();
}
