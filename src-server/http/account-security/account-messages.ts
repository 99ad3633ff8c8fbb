import type { OutboxMessage } from '../../services/outbox/outbox.port';

/*
 * The texts of the codes and links the lender sends. Plain and short; they never contain a
 * password, and say what to do when the person did not ask.
 */

const BRAND = 'Kestrel Credit';

export function phoneCodeSms(phone: string, code: string, minutes: number): OutboxMessage {
  return {
    channel: 'sms',
    to: phone,
    subject: 'Phone verification code',
    text: `${code} is your ${BRAND} verification code. It expires in ${minutes} minutes. Never share it with anyone.`,
    purpose: 'phone-verification',
  };
}

export function registrationCodeSms(phone: string, code: string, minutes: number): OutboxMessage {
  return { ...phoneCodeSms(phone, code, minutes), purpose: 'registration-phone' };
}

export function forgotPasswordMail(email: string, code: string, minutes: number): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Your ${BRAND} password reset code`,
    text: [
      `Your code to reset your ${BRAND} password is ${code}.`,
      `It expires in ${minutes} minutes and works once.`,
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    ].join('\n\n'),
    purpose: 'password-forgot',
  };
}

export function verifyEmailMail(email: string, link: string, minutes: number): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Confirm your e-mail address for ${BRAND}`,
    text: [
      `Please confirm your e-mail address by opening this link:`,
      link,
      `The link expires in ${minutes} minutes. If you did not open an account with ${BRAND}, ignore this e-mail.`,
    ].join('\n\n'),
    purpose: 'email-verification',
  };
}
