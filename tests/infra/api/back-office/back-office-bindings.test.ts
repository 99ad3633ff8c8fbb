import { describe, expect, it } from 'vitest';
import { BackOfficeGateway, QueueFeed } from '../../../../src-domain/back-office/back-office-gateway.port';
import { ApproveRequest, FollowQueues, LoadQueue, LoadQueueCounts } from '../../../../src-domain/back-office/back-office.use-cases';
import { AcceptStaffInvitation } from '../../../../src-domain/back-office/staff-invitation';
import { LoadBorrowerFile } from '../../../../src-domain/back-office/borrower-file.use-cases';
import { EchoQueueFeed } from '../../../../src-infra/api/back-office/echo-queue.feed';
import { LaravelBackOfficeGateway } from '../../../../src-infra/api/back-office/laravel-back-office.gateway';
import { FetchTransport } from '../../../../src-infra/http/fetch.transport';
import { MemoryCookies } from '../../../../src-infra/session/memory-cookies';
import { loadBackOfficeBindings } from '../../../../src/bindings/back-office.bindings';
import { buildContainer } from '../../../../src/container';

const platform = { baseUrl: 'http://portal.test', transport: new FetchTransport(), cookies: new MemoryCookies() };

describe('the back office bindings, loaded into the app’s container with the back office’s chunk', () => {
  it('are absent until loaded, then resolve the gateway, the use-cases and the live feed on the page’s realtime server', async () => {
    const container = buildContainer({ ...platform, realtime: { key: 'app-key', wsHost: 'portal.test' } });
    expect(container.isBound(BackOfficeGateway)).toBe(false);
    await loadBackOfficeBindings(container);
    expect(container.get(BackOfficeGateway)).toBeInstanceOf(LaravelBackOfficeGateway);
    // Use-cases over different ports: only their being built matters here.
    const useCases: (new (...args: any[]) => object)[] = [LoadQueueCounts, LoadQueue, ApproveRequest, FollowQueues, AcceptStaffInvitation, LoadBorrowerFile];
    for (const UseCase of useCases) expect(container.get(UseCase)).toBeInstanceOf(UseCase);
    expect(container.get(QueueFeed)).toBeInstanceOf(EchoQueueFeed);
    // A second load (another page of the back office) finds them there.
    await loadBackOfficeBindings(container);
  });

  it('follow nothing live without a realtime server, the counts still load', async () => {
    const container = buildContainer(platform);
    await loadBackOfficeBindings(container);
    expect(container.get(QueueFeed)).not.toBeInstanceOf(EchoQueueFeed);
    expect(container.get(FollowQueues).execute(() => undefined)).toHaveProperty('unsubscribe');
  });
});
