import { describe, expect, it } from 'vitest';
import { BackOfficeStore } from '../../../src-ui/back-office/back-office.store';
import { QueueView } from '../../../src-ui/back-office/queues/queue-view';
import { backOfficeContainer, FakeBackOfficeGateway, FakeQueueFeed, resolverOver, twoFactorRequired } from './fake-back-office';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('QueueView', () => {
  it('shows the newest answer when a live reload overtakes a slower one', async () => {
    const answers = [deferred<string[]>(), deferred<string[]>()];
    let call = 0;
    const view = new QueueView(() => answers[call++].promise);
    const first = view.load();
    const second = view.load();
    answers[1].resolve(['new']);
    await second;
    answers[0].resolve(['old']);
    await first;
    expect(view.items).toEqual(['new']);
  });

  it('keeps the rows shown when a reload fails, saying the list may be out of date', async () => {
    let fail = false;
    const view = new QueueView(async () => {
      if (fail) throw new Error('offline');
      return ['row'];
    });
    await view.load();
    fail = true;
    await view.load();
    expect(view.items).toEqual(['row']);
    expect(view.loaded).toBe(true);
    expect(view.error).not.toBeNull();
  });
});

describe('BackOfficeStore', () => {
  it('counts the queues, follows them live, and stops following', async () => {
    const gateway = new FakeBackOfficeGateway();
    const feed = new FakeQueueFeed();
    const container = backOfficeContainer(gateway, feed);
    const store = new BackOfficeStore(resolverOver(container));
    store.start();
    await expect.poll(() => store.counts?.requests).toBe(1);
    feed.emit({ requests: 5, documents: 0, conversations: 0, complaints: 0, arrears: 0, refunds: 0 });
    expect(store.counts?.requests).toBe(5);
    store.stop();
    expect(feed.listeners.size).toBe(0);
  });

  it('notices when the server asks for two-step sign-in first', async () => {
    const gateway = new FakeBackOfficeGateway();
    gateway.failNext = twoFactorRequired();
    const container = backOfficeContainer(gateway, new FakeQueueFeed());
    const store = new BackOfficeStore(resolverOver(container));
    await store.loadCounts();
    expect(store.needsTwoFactor).toBe(true);
  });
});
