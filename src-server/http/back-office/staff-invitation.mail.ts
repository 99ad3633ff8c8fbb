import { staffRoleLabel, type StaffRole } from '../../../src-domain/back-office/staff-role';
import type { OutboxMessage } from '../../services/outbox/outbox.port';

const BRAND = 'Kestrel Credit';

/** To a new staff member: the link to choose a password, then what comes next (ADR 0040). */
export function staffInvitationMail(email: string, firstName: string, role: StaffRole, link: string, hours: number): OutboxMessage {
  return {
    channel: 'mail',
    to: email,
    subject: `Your ${BRAND} back-office account`,
    text: [
      `Hello ${firstName},`,
      `You have a ${BRAND} back-office account (${staffRoleLabel(role)}). To choose your password, open this link:`,
      link,
      `The link works once, for ${hours} hours. After choosing your password, sign in and turn on two-step sign-in: the back office opens only then.`,
      'If you did not expect this e-mail, do not open the link, and tell the person who looks after staff accounts.',
    ].join('\n\n'),
    purpose: 'staff-invitation',
  };
}
