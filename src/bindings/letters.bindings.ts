import type { Container } from 'inversify';
import { LetterGateway } from '../../src-domain/letters/letter-gateway.port';
import { DownloadLetter, ListLetters, ListLoanLetters, RequestSettlementStatement, RequestStatement } from '../../src-domain/letters/letter.use-cases';
import { LaravelLetterGateway } from '../../src-infra/api/letters/laravel-letter.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** The borrower's letters: statements, notices, and the statements made on request (issue 24). */
export function bindLetters(container: Container): void {
  container.bind<LetterGateway>(LetterGateway).toResolvedValue((http: HttpClient) => new LaravelLetterGateway(http), [HttpClient]);
  const useCases: (new (letters: LetterGateway) => object)[] = [ListLetters, ListLoanLetters, RequestStatement, RequestSettlementStatement, DownloadLetter];
  for (const UseCase of useCases) container.bind(UseCase).toResolvedValue((letters: LetterGateway) => new UseCase(letters), [LetterGateway]);
}
