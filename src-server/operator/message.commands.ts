import { formatMessageTime } from '../../src-domain/messages/message-time';
import { previewOf } from '../../src-domain/messages/message.entity';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { UsersRepository } from '../db/users.repository';
import { actingAs, decisionsOn } from './acting-staff';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand } from './lender-command';
import { messageService } from './operator-services';

// The lender commands' services live in operator-services.ts; this name stays for those who import it here.
export { messageService } from './operator-services';

/** A rule of the message service broken by what the operator typed: said in its own words. */
function asInputError(error: unknown): unknown {
  return error instanceof ValidationFailed ? new OperatorInputError(Object.values(error.fields).flat().join(' ') || error.message) : error;
}

/** The back office's secure messages: what waits for an answer, a conversation, a reply, closing (issue 14). */
export const MESSAGE_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'messages',
    summary: 'List the conversations waiting for our answer (--all for every one)',
    usage: 'messages [--all]',
    async run(args, context) {
      const { options } = parseOptions(args);
      const all = options.all === 'true';
      const threads = await messageService(context).forLender(all);
      const users = new UsersRepository(context.database.db);
      const names = new Map<number, string>();
      for (const thread of threads) {
        if (names.has(thread.userId)) continue;
        const user = await users.findById(thread.userId);
        names.set(thread.userId, user ? `${user.firstName} ${user.lastName}` : String(thread.userId));
      }
      context.out.table(
        threads.map((t) => ({
          id: t.id,
          borrower: names.get(t.userId) ?? t.userId,
          subject: t.subject,
          status: t.status,
          messages: t.messageCount,
          last_from: t.lastAuthor === 'borrower' ? 'borrower' : 'us',
          last: formatMessageTime(t.lastMessageAt),
        })),
        all ? 'No conversations yet.' : 'No conversations are waiting for an answer.',
      );
    },
  },
  {
    name: 'thread',
    summary: 'Print a conversation (its borrower’s messages count as read by us)',
    usage: 'thread <thread-id>',
    async run(args, context) {
      const { thread, messages } = await messageService(context).readAsLender(positiveId(parseOptions(args).positional[0], 'thread id'));
      const user = await new UsersRepository(context.database.db).findById(thread.userId);
      const borrower = user ? `${user.firstName} ${user.lastName}` : `Borrower ${thread.userId}`;
      context.out.print(`Conversation ${thread.id}: ${thread.subject} (${thread.status})`);
      context.out.print(`With ${borrower}${user ? ` <${user.email}>` : ''}, borrower ${thread.userId}`);
      for (const message of messages) {
        const who = message.author === 'borrower' ? borrower : `${message.authorName ?? 'Kestrel Credit'} (us)`;
        context.out.print('');
        const state = message.author === 'borrower' ? (message.readAt ? '' : ' (new)') : message.readAt ? ` (read ${formatMessageTime(message.readAt)})` : ' (not read yet)';
        context.out.print(`— ${who}, ${formatMessageTime(message.createdAt)}${state}`);
        for (const line of message.body.split('\n')) context.out.print(`  ${line}`);
        for (const attachment of message.attachments) context.out.print(`  [attached: document ${attachment.documentId}, ${attachment.typeName}, ${attachment.fileName}]`);
      }
      if (thread.status === 'open') context.out.print(`\nAnswer with: reply ${thread.id} --message "…" [--from "Name, Team"]`);
    },
  },
  {
    name: 'reply',
    summary: 'Answer a conversation; the borrower is told live and by e-mail (without the words)',
    usage: 'reply <thread-id> --message "…" [--from "Priya, Customer care" | --as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const id = positiveId(positional[0], 'thread id');
      if (!options.message || options.message === 'true') throw new OperatorInputError('Write the answer with --message "…": the borrower reads it.');
      const from = options.from === undefined || options.from === 'true' ? null : options.from;
      const decisions = decisionsOn(context);
      // A named staff member signs with their own name and team.
      const actor = await actingAs(decisions, options, 'conversations.answer');
      try {
        const message = await decisions.reply(actor, id, options.message, from);
        context.out.print(`Replied in conversation ${id} (message ${message.id}): “${previewOf(message.body)}”. The borrower has been told.`);
      } catch (error) {
        throw asInputError(error);
      }
    },
  },
  {
    name: 'close-thread',
    summary: 'Close a conversation: kept to read, no more replies',
    usage: 'close-thread <thread-id> [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const decisions = decisionsOn(context);
      const thread = await decisions.closeConversation(await actingAs(decisions, options, 'conversations.answer'), positiveId(positional[0], 'thread id'));
      context.out.print(`Conversation ${thread.id} (${thread.subject}) closed.`);
    },
  },
];
