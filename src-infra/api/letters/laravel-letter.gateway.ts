import type { DocumentFile } from '../../../src-domain/documents/document-gateway.port';
import type { LetterGateway } from '../../../src-domain/letters/letter-gateway.port';
import type { Letter } from '../../../src-domain/letters/letter.entity';
import type { SettlementStatementRequestDto } from '../../../src-domain/letters/settlement-statement-request.dto';
import type { Page } from '../../../src-domain/shared/page';
import type { HttpClient } from '../../http/http-client';
import { newIdempotencyKey } from '../../http/idempotency-key';
import { toPage } from '../shared/wire-checks';
import { unwrapData, unwrapList } from '../shared/wire-guards';
import { toLetter } from './letter.mapper';

const loanLettersPath = (loanId: number) => `/api/loan/${encodeURIComponent(String(loanId))}/letters`;

/** LetterGateway over the Laravel-style API (docs/design/letters.md §3). */
export class LaravelLetterGateway implements LetterGateway {
  constructor(private readonly http: HttpClient) {}

  async letters(page: number): Promise<Page<Letter>> {
    return toPage(await this.http.get<unknown>('/api/v1/letters', { query: { page: String(page) } }), 'letters', toLetter);
  }

  async loanLetters(loanId: number): Promise<Letter[]> {
    return unwrapList(await this.http.get<unknown>(loanLettersPath(loanId)), 'letters', toLetter);
  }

  async requestStatement(loanId: number): Promise<Letter> {
    // Keyed, so a retry after a dropped answer makes one letter, not two.
    return toLetter(unwrapData(await this.http.post<unknown>(`${loanLettersPath(loanId)}/statement`, {}, { idempotencyKey: newIdempotencyKey() }), 'letter'));
  }

  async requestSettlementStatement(loanId: number, input: SettlementStatementRequestDto): Promise<Letter> {
    // Without a date the server takes today, in its own (UK) calendar.
    const body = input.date ? { date: input.date } : {};
    return toLetter(unwrapData(await this.http.post<unknown>(`${loanLettersPath(loanId)}/settlement-statement`, body, { idempotencyKey: newIdempotencyKey() }), 'letter'));
  }

  pdf(letterId: number): Promise<DocumentFile> {
    return this.http.download(`/api/v1/letters/${encodeURIComponent(String(letterId))}/pdf`);
  }
}
