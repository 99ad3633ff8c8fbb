/**
 * A stored phone number (E.164) as people at home write it, without the number library and its
 * metadata (about 30 KB), for text that every signed-in page may load (the notifications): a UK
 * mobile as `07700 900456`, any other UK number with its leading 0, a number abroad as stored
 * (`+33612345678`, which is how it is dialled). `formatPhone` in phone-number.ts groups every
 * country's numbers, for pages that load the library anyway.
 */
export function displayPhone(e164: string): string {
  const uk = /^\+44(\d{9,10})$/.exec(e164);
  if (!uk) return e164;
  const national = `0${uk[1]}`;
  return /^07\d{9}$/.test(national) ? `${national.slice(0, 5)} ${national.slice(5)}` : national;
}
