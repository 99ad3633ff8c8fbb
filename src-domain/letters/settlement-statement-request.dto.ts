import { SettlementQueryDto } from '../loans/settlement-query.dto';

/**
 * Body of POST /api/loan/{id}/letters/settlement-statement: the day to settle on, today when left
 * out. The same date window and words as the settlement quote the page shows, so the formal
 * statement can be asked for any day the quote can.
 */
export class SettlementStatementRequestDto extends SettlementQueryDto {}
