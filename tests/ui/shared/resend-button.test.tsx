import { act, fireEvent, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import { Cooldown } from '../../../src-ui/shared/cooldown';
import { ResendButton, formatCountdown } from '../../../src-ui/shared/resend-button';

const Harness = observer(function Harness({ cooldown, onResend }: { cooldown: Cooldown; onResend: () => void }) {
  return <ResendButton availableAt={cooldown.availableAt} onResend={onResend} />;
});

const button = () => screen.getByRole('button', { name: /Send a new code/ }) as HTMLButtonElement;

describe('<ResendButton> and Cooldown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('formats the wait as minutes and seconds', () => {
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(125)).toBe('2:05');
  });

  it('given a code was just sent, then the button waits 60 s with a visible countdown, then offers a new code', async () => {
    const cooldown = new Cooldown();
    const onResend = vi.fn();
    cooldown.start();
    render(<Harness cooldown={cooldown} onResend={onResend} />);
    expect(button().disabled).toBe(true);
    expect(screen.getByText('1:00')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(15_000));
    expect(screen.getByText('0:45')).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(45_000));
    expect(button().disabled).toBe(false);
    expect(screen.queryByText(/available in/)).toBeNull();
    expect(screen.getByText('You can ask for a new code now.')).toBeTruthy();
    fireEvent.click(button());
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('given the server answers 429 with Retry-After, then its wait wins over the default', async () => {
    const cooldown = new Cooldown();
    cooldown.start(60);
    expect(cooldown.fromError(new TooManyRequests(135))).toBe(true);
    render(<Harness cooldown={cooldown} onResend={() => undefined} />);
    expect(screen.getByText('2:15')).toBeTruthy();
    expect(button().disabled).toBe(true);
  });

  it('given the server announced a shorter cooldown with the code, then that one is used', () => {
    const cooldown = new Cooldown();
    cooldown.start(30);
    render(<Harness cooldown={cooldown} onResend={() => undefined} />);
    expect(screen.getByText('0:30')).toBeTruthy();
  });

  it('given no code was sent in this visit, then a new one can be asked for at once, without an announcement', () => {
    render(<Harness cooldown={new Cooldown()} onResend={() => undefined} />);
    expect(button().disabled).toBe(false);
    expect(screen.queryByText('You can ask for a new code now.')).toBeNull();
  });

  it('ignores errors other than 429', () => {
    const cooldown = new Cooldown();
    expect(cooldown.fromError(new Error('boom'))).toBe(false);
    expect(cooldown.availableAt).toBeNull();
  });
});
