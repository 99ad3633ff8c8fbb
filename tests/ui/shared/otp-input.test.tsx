import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from '../../../src-ui/shared/otp-input';

function Harness({ onComplete = () => undefined, initial = '' }: { onComplete?: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput label="Code from the text message" value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const value = () => screen.getByTestId('value').textContent;

describe('<OtpInput>', () => {
  it('is one labelled group of six numeric boxes, the first offered the one-time code by the phone', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Code from the text message' });
    expect(group).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0].getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes()[1].getAttribute('autocomplete')).toBe('off');
    for (const box of boxes()) expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Digit 3 of 6')).toBe(boxes()[2]);
  });

  it('given the first box, when digits are typed, then each lands in its box and focus moves on', () => {
    render(<Harness />);
    boxes()[0].focus();
    fireEvent.change(boxes()[0], { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1], { target: { value: '2' } });
    expect(value()).toBe('42');
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('ignores letters and other characters', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0], { target: { value: 'a' } });
    expect(value()).toBe('');
    expect(boxes()[0].value).toBe('');
  });

  it('given a pasted code with spaces, when it lands in any box, then it fills all six and reports it complete', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[3], { clipboardData: { getData: () => ' 123 456 ' } });
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('given a partial paste, then it fills from the box it was pasted into', () => {
    render(<Harness initial="9" />);
    fireEvent.paste(boxes()[1], { clipboardData: { getData: () => '87' } });
    expect(value()).toBe('987');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('given the phone autofills the whole code into the first box, then it is spread over the boxes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(boxes()[0], { target: { value: '654321' } });
    expect(value()).toBe('654321');
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('given a filled box, when Backspace is pressed, then it is cleared; in an empty box it clears the previous one and moves back', () => {
    render(<Harness initial="123" />);
    boxes()[2].focus();
    fireEvent.keyDown(boxes()[2], { key: 'Backspace' });
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    fireEvent.keyDown(boxes()[2], { key: 'Backspace' });
    expect(value()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('moves with the arrows, Home and End, and stays within the boxes', () => {
    render(<Harness initial="123456" />);
    boxes()[2].focus();
    fireEvent.keyDown(boxes()[2], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[3]);
    fireEvent.keyDown(boxes()[3], { key: 'ArrowLeft' });
    fireEvent.keyDown(boxes()[2], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1], { key: 'End' });
    expect(document.activeElement).toBe(boxes()[5]);
    fireEvent.keyDown(boxes()[5], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes()[5]);
    fireEvent.keyDown(boxes()[5], { key: 'Home' });
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('given a box with a digit, when another digit is typed over it, then it is replaced and focus moves on', () => {
    render(<Harness initial="111111" />);
    boxes()[2].focus();
    fireEvent.change(boxes()[2], { target: { value: '17' } });
    expect(value()).toBe('117111');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('given boxes holding a code, when a new code is typed key by key, then each digit replaces one box, even the same digit', () => {
    render(<Harness initial="000000" />);
    boxes()[0].focus();
    for (const key of '781042') fireEvent.keyDown(document.activeElement as HTMLElement, { key });
    expect(value()).toBe('781042');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('shows an error under the boxes and marks them invalid', () => {
    render(<OtpInput label="Code" value="12" onChange={() => undefined} error="Enter the 6-digit code we sent you." />);
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code we sent you.');
    expect(boxes()[0].getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
