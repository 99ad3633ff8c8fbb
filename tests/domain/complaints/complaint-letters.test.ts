import { describe, expect, it } from 'vitest';
import { complaintDeadlines } from '../../../src-domain/complaints/complaint-dates';
import { acknowledgementLetter, finalResponseLetter, summaryResolutionLetter } from '../../../src-domain/complaints/complaint-letters';
import { KESTREL_COMPLAINT_WORDING as wording } from '../../../src-domain/complaints/complaint-wording';

const deadlines = complaintDeadlines('2026-06-09', () => false);

describe('complaint letters', () => {
  it('the acknowledgement gives the reference, the dates and how to reach the ombudsman', () => {
    const letter = acknowledgementLetter(wording, 'CP-000007', deadlines);
    expect(letter.subject).toBe('We have your complaint (CP-000007)');
    expect(letter.body).toContain('reference CP-000007, received on 9 June 2026');
    expect(letter.body).toContain('by 12 June 2026');
    expect(letter.body).toContain('by 4 August 2026, within eight weeks');
    expect(letter.body).toContain('https://www.financial-ombudsman.org.uk, telephone 0800 023 4567');
    expect(letter.body).toContain('within six months');
    expect(letter.body).not.toMatch(/\{\w+\}/);
    expect(letter.wordingVersion).toBe(wording.version);
  });

  it('the final response says what we decided, our reasons, and the DISP 1 Annex 3R wording', () => {
    const letter = finalResponseLetter(wording, 'CP-000007', deadlines, 'partly', 'We refund the £12 fee.');
    expect(letter.body).toContain('we uphold it in part');
    expect(letter.body).toContain('We refund the £12 fee.');
    expect(letter.body).toContain('you must do so within six months of the date of this letter');
    expect(letter.body).toContain('the Ombudsman will not have our permission to consider your complaint');
    expect(letter.body).toContain(wording.ombudsman.leafletUrl);
  });

  it('the summary resolution says the complaint is resolved and gives the ombudsman’s website', () => {
    const letter = summaryResolutionLetter(wording, 'CP-000007', deadlines, '2026-06-10', 'We have corrected your address.');
    expect(letter.body).toContain('we now consider your complaint resolved (10 June 2026)');
    expect(letter.body).toContain('You can find more information about the ombudsman on its website: https://www.financial-ombudsman.org.uk');
    expect(letter.body).not.toMatch(/\{\w+\}/);
  });
});
