import { SettlementQueryDto } from '../loans/settlement-query.dto';

/**
 * Body of POST /api/loan/{id}/letters/settlement-statement: the settlement date, 28 days after the
 * request when left out. The same date window and words as the settlement quote the page shows; a
 * day before the 28 days is refused by the service (`settlementStatementDate`, ADR 0047).
 */
export class SettlementStatementRequestDto extends SettlementQueryDto {}
