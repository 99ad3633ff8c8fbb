import type { Kysely } from 'kysely';
import { affordabilityOf, type AffordabilityPolicy } from '../../../src-domain/loans/eligibility';
import { dec } from '../../../src-domain/loans/decimal';
import type { LoanProduct } from '../../../src-domain/loans/loan-product.entity';
import type { DatabaseSchema } from '../../db/database.types';
import { LoansRepository, type LoanRequestRow } from '../../db/loans/loans.repository';
import { EmploymentsRepository } from '../../db/profile/employments.repository';

/**
 * The affordability figures of one request, from the same domain function and the same facts the
 * decision uses (LoanService.eligibility): take-home pay, declared outgoings, what the borrower
 * already repays for other products. Null when the borrower has no employment on file.
 */
export async function requestAffordability(db: Kysely<DatabaseSchema>, policy: AffordabilityPolicy, request: LoanRequestRow, product: LoanProduct) {
  const [employment] = await new EmploymentsRepository(db).listOf(request.user_id);
  if (!employment) return null;
  const netIncome = employment.monthlyNetIncome.amountMinor;
  const outgoings = employment.monthlyOutgoings?.amountMinor ?? 0;
  const commitments = await new LoansRepository(db).monthlyCommitments(request.user_id, request.product_id);
  const figures = affordabilityOf(product, netIncome, commitments, outgoings, policy);
  const instalment = Number(request.quote_regular_payment);
  return {
    net_monthly_income: netIncome,
    outgoings,
    disposable: figures.disposableMinor,
    existing_commitments: commitments,
    limit_ratio: figures.share,
    /** The largest repayment the rule allows this borrower for this product. */
    affordable_instalment: figures.limitMinor,
    instalment,
    // The share of disposable income the repayment would take, e.g. "0.2143"; null when nothing is left.
    ratio: figures.disposableMinor > 0 ? dec(instalment).dividedBy(figures.disposableMinor).toDecimalPlaces(4).toFixed(4) : null,
  };
}

/**
 * The borrower's affordability as the file shows it: the rule's figures for `product` (the product of
 * their latest request, else the catalogue's first) with every current commitment counted, since no
 * request is being decided. Null without employment on file.
 */
export async function borrowerAffordability(db: Kysely<DatabaseSchema>, policy: AffordabilityPolicy, userId: number, product: LoanProduct) {
  const [employment] = await new EmploymentsRepository(db).listOf(userId);
  if (!employment) return null;
  const netIncome = employment.monthlyNetIncome.amountMinor;
  const declared = employment.monthlyOutgoings?.amountMinor ?? null;
  // No product has id 0: every open request and active loan counts.
  const commitments = await new LoansRepository(db).monthlyCommitments(userId, 0);
  const figures = affordabilityOf(product, netIncome, commitments, declared ?? 0, policy);
  return {
    product_alias: product.alias,
    net_monthly_income: netIncome,
    // Not declared counts as nothing, as the rule counts it.
    declared_outgoings: declared ?? 0,
    disposable: figures.disposableMinor,
    limit_ratio: figures.share,
    existing_commitments: commitments,
    affordable_instalment: figures.limitMinor,
  };
}
