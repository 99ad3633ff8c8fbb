/**
 * The four reads' JSON as the portal writes it (docs/api/wire-contract.md): the same fields in the
 * same order from the same columns, so `JSON.stringify` gives the portal's bytes. Rows are arrays;
 * `at.name` is a column's position.
 */

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A timestamp as ISO-8601 UTC: SQLite's stored text as it is, PostgreSQL's Date written out. */
export function iso(value) {
  if (value instanceof Date) return value.toISOString();
  return ISO_UTC.test(value) ? value : new Date(value).toISOString();
}

export function isoOrNull(value) {
  return value === null ? null : iso(value);
}

/** 0/1 on SQLite, a boolean on PostgreSQL. */
const flag = (value) => value === true || value === 1;

const STAFF_ROLES = new Set(['underwriter', 'servicing', 'admin']);

export function userResource(row, at) {
  const staffRole = row[at.staff_role];
  return {
    id: Number(row[at.id]),
    first_name: row[at.first_name],
    last_name: row[at.last_name],
    email: row[at.email],
    phone: row[at.phone],
    role: row[at.role],
    email_verified_at: isoOrNull(row[at.email_verified_at]),
    phone_verified_at: isoOrNull(row[at.phone_verified_at]),
    two_factor_enabled: flag(row[at.two_factor_enabled]),
    staff_role: STAFF_ROLES.has(staffRole) ? staffRole : null,
    created_at: iso(row[at.created_at]),
  };
}

export function addressResource(row, at) {
  return {
    id: Number(row[at.id]),
    kind: row[at.kind],
    line1: row[at.line1],
    line2: row[at.line2],
    city: row[at.city],
    region: row[at.region],
    postal_code: row[at.postal_code],
    country: row[at.country].trim(),
    years_at_address: Number(row[at.years_at_address]),
    lived_from: row[at.lived_from] ?? null,
    lived_until: row[at.lived_until] ?? null,
    residential_status: row[at.residential_status],
    is_primary: flag(row[at.is_primary]),
    created_at: iso(row[at.created_at]),
    updated_at: iso(row[at.updated_at]),
  };
}

/** `product` is the request's product row (`{ row, at }`) or undefined; `offer` its offer row or undefined; `history` its history rows. */
export function loanRequestResource(row, at, product, offer, history) {
  return {
    id: row[at.id],
    reference: `KC-${String(row[at.id]).padStart(6, '0')}`,
    product_alias: product ? product.row[product.at.alias] : null,
    product_name: product ? product.row[product.at.name] : 'Loan',
    currency: product ? product.row[product.at.currency] : 'GBP',
    amount: row[at.amount],
    term: row[at.term],
    term_unit: product ? product.row[product.at.term_unit] : 'months',
    purpose: row[at.purpose],
    bank_id: row[at.bank_id],
    branch_id: row[at.branch_id],
    status: row[at.status],
    decision_reason: row[at.decision_reason],
    quote: { regular_payment: row[at.quote_regular_payment], total_repayable: row[at.quote_total_repayable], apr: row[at.quote_apr] },
    loan_id: row[at.loan_id],
    offer: offer ? { id: Number(offer.row[offer.at.id]), status: offer.row[offer.at.status], expires_at: iso(offer.row[offer.at.expires_at]) } : null,
    history: history.rows.map((h) => ({ status: h[history.at.status], reason: h[history.at.reason], at: iso(h[history.at.at]) })),
    created_at: iso(row[at.created_at]),
    updated_at: iso(row[at.updated_at]),
  };
}

/** Laravel's LengthAwarePaginator, as the portal's paginator.ts writes it. */
export function page(data, total, current, perPage, path) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (n) => `${path}?page=${n}`;
  const from = data.length > 0 ? (current - 1) * perPage + 1 : null;
  return {
    data,
    current_page: current,
    from,
    last_page: lastPage,
    per_page: perPage,
    to: from === null ? null : from + data.length - 1,
    total,
    path,
    first_page_url: url(1),
    last_page_url: url(lastPage),
    next_page_url: current < lastPage ? url(current + 1) : null,
    prev_page_url: current > 1 ? url(current - 1) : null,
  };
}

/** `day` is `{ today, lateBefore, fortnightAfter }` (servicing-day.mjs). */
export function instalmentResource(row, at, day) {
  return {
    id: row[at.id],
    loan_id: row[at.loan_id],
    number: row[at.number],
    due_date: row[at.due_date],
    payment: row[at.payment],
    interest: row[at.interest],
    principal: row[at.principal],
    fee: row[at.fee],
    balance_after: row[at.balance_after],
    paid_amount: row[at.paid_amount],
    status: instalmentStatus(row, at, day),
    paid_at: isoOrNull(row[at.paid_at]),
  };
}

function instalmentStatus(row, at, day) {
  if (row[at.paid_amount] >= row[at.payment] || row[at.status] === 'paid') return 'paid';
  if (row[at.due_date] < day.lateBefore) return 'overdue';
  return row[at.due_date] <= day.fortnightAfter ? 'due' : 'pending';
}
