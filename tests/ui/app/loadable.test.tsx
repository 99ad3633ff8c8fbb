import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadable } from '../../../src-ui/app/loadable';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('a loadable component', () => {
  it('shows the fallback while its code loads, then the component with its props', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const page = loadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Component name="Dana" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello, Dana')).toBeTruthy();
  });

  it('once preloaded, renders in the first commit without suspending, and loads its code once', async () => {
    const load = vi.fn(async () => Greeting);
    const page = loadable(load);
    await page.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <page.Component name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('Hello, Sam')).toBeTruthy(); // synchronously, no fallback first
    expect(screen.queryByText('Loading…')).toBeNull();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next attempt downloads again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(Greeting);
    const page = loadable(load);
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
