import { displayPhone } from '../../../../src-domain/shared/phone-display';
import type { OutboxMessage } from '../../../services/outbox/outbox.port';

/*
 * The texts of a contact change that are not security notices: the link to a new address, the code
 * to a new number, and the short texts to the number being replaced. Security notices (to the old
 * address, and to both once done) come from the notification presenter through SecurityAlerts.
 */

const BRAND = 'Kestrel Credit';

export const EMAIL_CHANGE_SENT = (email: string) => `We have sent a link to ${email}. Open it to finish changing your e-mail address.`;
export const PHONE_CHANGE_SENT = (phone: string) => `We have texted a 6-digit code to ${displayPhone(phone)}.`;
export const EMAIL_CHANGED = 'Your e-mail address has been changed. Other devices have been signed out.';
export const PHONE_CHANGED = 'Your mobile number has been changed.';
export const SAME_EMAIL = 'This is already your e-mail address.';
export const SAME_PHONE = 'This is already your mobile number.';
export const LINK_DEAD = 'This link has expired, has been used, or is for another account. Please ask for a new one.';
export const CODE_NOT_FOR_NUMBER = 'This code was sent to another number. Please ask for a new code.';
export const EMAIL_TAKEN_NOW = 'This e-mail address is not available. Please choose another one.';

/** To the new address: the link that proves it is theirs. */
export function confirmNewEmailMail(email: string, link: string, minutes: number): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Confirm your new e-mail address for ${BRAND}`,
    text: [
      `You asked to use this address for your ${BRAND} account. To confirm it, open this link in the browser where you are signed in:`,
      link,
      `The link works for ${minutes} minutes. If you did not ask for this, ignore this e-mail: nothing changes without it.`,
    ].join('\n\n'),
    purpose: 'email-change',
  };
}

/** To a new address that already has an account: nothing is sent that could take it over. */
export function addressInUseMail(email: string): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Someone tried to use your e-mail address with ${BRAND}`,
    text: [
      `Someone asked to move another ${BRAND} account to this e-mail address. This address already has an account with us, so nothing has changed.`,
      'If it was you, you need not do anything. If it was not you, you need not do anything either: your account and your details are unchanged.',
    ].join('\n\n'),
    purpose: 'email-change-address-in-use',
  };
}

/** To the new number: the code that proves it is theirs. */
export function confirmNewPhoneSms(phone: string, code: string, minutes: number): OutboxMessage {
  return {
    channel: 'sms',
    to: phone,
    subject: 'Mobile number change code',
    text: `${code} is your ${BRAND} code to use this number for your account. It expires in ${minutes} minutes. Never share it with anyone.`,
    purpose: 'phone-change',
  };
}

/** To the number being replaced, when someone asks to replace it. */
export function phoneChangeRequestedSms(phone: string): OutboxMessage {
  return {
    channel: 'sms',
    to: phone,
    subject: 'Mobile number change requested',
    text: `${BRAND}: someone asked to change the mobile number on your account. If this was not you, reset your password now (that stops it) and call us.`,
    purpose: 'phone-change-requested',
  };
}

/** To the number replaced, once the change is done. */
export function phoneChangedSms(phone: string): OutboxMessage {
  return {
    channel: 'sms',
    to: phone,
    subject: 'Mobile number changed',
    text: `${BRAND}: the mobile number on your account was changed, so we will no longer text this number. If this was not you, call us straight away.`,
    purpose: 'phone-changed',
  };
}
