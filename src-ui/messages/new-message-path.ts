/** A link that opens a new secure message already started, for the borrower to check and send. */
export function newMessagePath(subject: string, body = ''): string {
  return `/dashboard/messages?${new URLSearchParams({ new: '1', subject, ...(body ? { body } : {}) })}`;
}
