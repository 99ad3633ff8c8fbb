import type { FastifyInstance } from 'fastify';
import type { BackOfficeQueues } from './queues.queries';
import { staffRoute } from './staff-guard';

/** The back office's queues and their counts (docs/design/back-office.md §4): every staff role reads them. */
export function registerQueueRoutes(app: FastifyInstance, queues: BackOfficeQueues): void {
  const readable = staffRoute(app, 'queues.read');
  app.get('/api/v1/back-office/queues', readable, async () => ({ data: await queues.counts() }));
  app.get('/api/v1/back-office/requests', readable, async () => ({ data: await queues.requests() }));
  app.get('/api/v1/back-office/documents', readable, async () => ({ data: await queues.pendingDocuments() }));
  app.get('/api/v1/back-office/conversations', readable, async () => ({ data: await queues.conversations() }));
  app.get('/api/v1/back-office/complaints', readable, async () => ({ data: await queues.complaints() }));
  app.get('/api/v1/back-office/arrears', readable, async () => ({ data: await queues.arrears() }));
}
