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

/** To the owner, when the day's wrong one-time codes for their account are spent (issue 12). */
export function codeCeilingMail(email: string, until: Date): OutboxMessage {
  const time = until.toLocaleString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return {
    channel: 'mail',
    to: email,
    subject: `We have paused code checks on your ${BRAND} account`,
    text: [
      'Someone has entered too many wrong codes for your account today (security codes sent by text or e-mail, or from your authenticator app).',
      `To keep your account safe, we will not accept codes until ${time} (UK time). Nobody got in, and your loans and details are untouched.`,
      'If this was you, please try again after that time.',
      'If it was not you and these were codes from your authenticator app, someone knows your password: reset it with "Forgot password" and call us, so we can help you secure your account.',
    ].join('\n\n'),
    purpose: 'code-ceiling-reached',
  };
}

/** To a new address after POST /api/register: the link that opens the account (with the password chosen). */
export function confirmSignUpMail(email: string, link: string, hours: number): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Finish opening your ${BRAND} account`,
    text: [
      `Thank you for choosing ${BRAND}. To finish opening your account, open this link and enter the password you chose:`,
      link,
      `The link works for ${hours} hours. If you did not ask to open an account, ignore this e-mail: nothing is opened without it.`,
    ].join('\n\n'),
    purpose: 'sign-up-confirmation',
  };
}

/** To a new address after POST /api/v2/register: the link that carries on with the three steps. */
export function continueRegistrationMail(email: string, link: string, hours: number): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Carry on opening your ${BRAND} account`,
    text: [
      'Please confirm your e-mail address and carry on opening your account by opening this link:',
      link,
      `The link works for ${hours} hours. If you did not ask to open an account, ignore this e-mail: nothing is opened without it.`,
    ].join('\n\n'),
    purpose: 'registration-email',
  };
}

/**
 * To the owner of an address someone tried to sign up with (v1 or v2). The sign-up's answer was the
 * same as for a new address, so only the owner learns that the account exists (OWASP Authentication
 * Cheat Sheet, "Account creation").
 */
export function signUpAttemptMail(email: string, links: { signIn: string; forgotPassword: string }): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Someone tried to open a ${BRAND} account with your e-mail address`,
    text: [
      `Someone, perhaps you, tried to open a ${BRAND} account with this e-mail address. You already have an account with us, so we have not opened another one.`,
      `If it was you, sign in here:\n${links.signIn}`,
      `Forgotten your password? Reset it here:\n${links.forgotPassword}`,
      'If it was not you, you need not do anything: your account and your details are unchanged.',
    ].join('\n\n'),
    purpose: 'sign-up-attempt',
  };
}
