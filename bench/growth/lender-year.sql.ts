/**
 * "A lender's year" as bulk SQL, written once for both engines: the few expressions that differ
 * (number series, date arithmetic, timestamps, zero padding) come from `SqlDialect`. Every row has the
 * columns and values the portal itself writes (migrations 0050–0104, the repositories' inserts), so
 * the portal's readers take it as their own.
 */

/** How much work the year holds. */
export interface LenderYear {
  /** Other borrowers, besides the demo's. */
  borrowers: number;
  /** Loans in all, the busy borrower's included; each with its request and a 12–36 month schedule. */
  loans: number;
  /** The busy borrower's share. */
  busy: { requests: number; loans: number; documents: number; conversations: number; messages: number };
}

export const LENDERS_YEAR: LenderYear = {
  borrowers: 100_000,
  loans: 150_000,
  busy: { requests: 2_000, loans: 200, documents: 10_000, conversations: 200, messages: 2_000 },
};

/**
 * Added to the small demo before its lists are timed, so each list's first page is full (ten rows) at
 * both sizes: the ratio then weighs a bigger table, not a fuller page (the demo's pages hold 2–5 rows).
 */
export const FULL_FIRST_PAGES: LenderYear = {
  borrowers: 0,
  loans: 10,
  busy: { requests: 10, loans: 10, documents: 10, conversations: 10, messages: 10 },
};

export interface SqlDialect {
  name: 'sqlite' | 'postgres';
  /** A CTE body named `name` with one column `n` from 1 to `count`. */
  series(name: string, count: number): string;
  /** `yyyy-mm-dd` plus `months` (an SQL expression), as `yyyy-mm-dd` text. */
  plusMonths(date: string, months: string): string;
  /** `yyyy-mm-dd` plus `days` (an SQL expression), as `yyyy-mm-dd` text. */
  plusDays(date: string, days: string): string;
  /** A timestamp column's value at midday of the `yyyy-mm-dd` expression (ISO text on SQLite, timestamptz on PostgreSQL). */
  timestampOn(date: string): string;
  /** `value` as text, zero-padded to `width`. */
  padded(value: string, width: number): string;
}

export const SQLITE_DIALECT: SqlDialect = {
  name: 'sqlite',
  // `where count > 0`: a series of none is empty, as generate_series(1, 0) is.
  series: (name, count) => `${name}(n) as (select 1 where ${count} > 0 union all select n + 1 from ${name} where n < ${count})`,
  plusMonths: (date, months) => `date(${date}, '+' || (${months}) || ' months')`,
  plusDays: (date, days) => `date(${date}, '+' || (${days}) || ' days')`,
  // The portal writes Date#toISOString(): 2025-01-31T12:00:00.000Z.
  timestampOn: (date) => `(${date} || 'T12:00:00.000Z')`,
  padded: (value, width) => `printf('%0${width}d', ${value})`,
};

export const POSTGRES_DIALECT: SqlDialect = {
  name: 'postgres',
  series: (name, count) => `${name}(n) as (select generate_series(1, ${count}))`,
  plusMonths: (date, months) => `to_char((${date})::date + make_interval(months => (${months})::int), 'YYYY-MM-DD')`,
  plusDays: (date, days) => `to_char((${date})::date + (${days})::int, 'YYYY-MM-DD')`,
  timestampOn: (date) => `((${date}) || ' 12:00:00+00')::timestamptz`,
  padded: (value, width) => `lpad((${value})::text, ${width}, '0')`,
};

/** What the statements need to know about the database they grow. */
export interface SeedContext {
  busyUserId: number;
  /** Ids of the products on the catalogue (loans are spread over them). */
  productIds: number[];
  /** A bank the busy borrower has on file (every request names one). */
  busyBankId: number;
  documentTypeIds: number[];
  /** Ids above these are the year's own rows (the statements select them back by id). */
  maxUserId: number;
  maxRequestId: number;
  maxLoanId: number;
  maxThreadId: number;
  maxDocumentId: number;
}

/** The first day of the year the seed spreads its rows over. */
const YEAR_START = `'2025-01-01'`;

/** `list[(expr) mod length]` as a CASE, for spreading rows over a few known values. */
function pick(expr: string, list: readonly (string | number)[]): string {
  const quoted = list.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`));
  return `(case ((${expr}) % ${list.length}) ${quoted.map((value, index) => `when ${index} then ${value}`).join(' ')} end)`;
}

/** Statuses a request ends in when it never became a loan (none of them holds the "one open request" place). */
const UNFUNDED_REQUEST_STATUSES = ['declined', 'withdrawn', 'lapsed', 'offer_declined'] as const;

/**
 * The statements, in order. Loans: one in six is active (its instalments paid up to the year's middle),
 * the rest repaid (`closed`) or settled early, every instalment paid.
 */
export function lenderYearStatements(d: SqlDialect, year: LenderYear, c: SeedContext): { label: string; sql: string }[] {
  const otherLoans = year.loans - year.busy.loans;
  const products = c.productIds;
  const ts = (date: string) => d.timestampOn(date);
  const startOf = (n: string) => d.plusDays(YEAR_START, `(${n}) % 365`);
  // Loan requests: the other borrowers' funded ones, then the busy borrower's (funded first, then the rest).
  const requestRows = (count: number, userExpr: string, statusExpr: string, bankExpr: string) => `
    with recursive ${d.series('s', count)}
    insert into loan_requests (user_id, product_id, amount, term, purpose, bank_id, branch_id, start_date, pay_day, status, decision_reason,
      quote_regular_payment, quote_total_repayable, quote_apr, loan_id, created_at, updated_at)
    select ${userExpr}, ${pick('n', products)}, 100000 + (n % 40) * 25000, 12 + (n % 25), ${pick('n', ['car', 'home', 'holiday', 'debt'])}, ${bankExpr}, null,
      ${startOf('n')}, null, ${statusExpr}, null,
      (100000 + (n % 40) * 25000) * 112 / 100 / (12 + (n % 25)), (100000 + (n % 40) * 25000) * 112 / 100, '11.9', null,
      ${ts(startOf('n'))}, ${ts(startOf('n'))}
    from s`;
  return [
    {
      label: `${year.borrowers.toLocaleString('en-GB')} borrowers`,
      sql: `
        with recursive ${d.series('s', year.borrowers)}
        insert into users (first_name, last_name, email, phone, password_hash, role, email_verified_at, phone_verified_at, two_factor_secret, created_at, updated_at, date_of_birth)
        select ${pick('n', ['Amelia', 'Oliver', 'Isla', 'George', 'Ava', 'Noah', 'Mia', 'Arthur'])}, 'Borrower ' || n, 'borrower' || n || '@year.example',
          '+4477' || ${d.padded('n', 8)}, 'not-a-password-hash', 'borrower', ${ts(startOf('n'))}, ${ts(startOf('n'))}, null,
          ${ts(startOf('n'))}, ${ts(startOf('n'))}, ${d.plusDays(`'1960-01-01'`, '(n * 7) % 14000')}
        from s`,
    },
    {
      label: `${otherLoans.toLocaleString('en-GB')} funded requests of other borrowers`,
      sql: requestRows(otherLoans, `${c.maxUserId} + 1 + (n % ${year.borrowers})`, `'disbursed'`, `${c.busyBankId}`),
    },
    {
      label: `${year.busy.requests.toLocaleString('en-GB')} requests of the busy borrower`,
      sql: requestRows(year.busy.requests, String(c.busyUserId), `case when n <= ${year.busy.loans} then 'disbursed' else ${pick('n', UNFUNDED_REQUEST_STATUSES)} end`, String(c.busyBankId)),
    },
    {
      label: 'request histories (submitted, then the decision)',
      sql: `
        insert into loan_request_history (request_id, status, reason, at)
        select id, 'submitted', null, created_at from loan_requests where id > ${c.maxRequestId}
        union all
        select id, status, null, updated_at from loan_requests where id > ${c.maxRequestId}`,
    },
    {
      label: `${year.loans.toLocaleString('en-GB')} loans`,
      sql: `
        insert into loans (user_id, request_id, product_id, account_number, principal, financed_principal, term, annual_rate, apr, total_repayable,
          status, start_date, disbursed_at, closed_at, arrears_series_since, payment_day_moved_on, pay_day, created_at, updated_at)
        select user_id, id, product_id, 'KY' || ${d.padded('id', 8)}, amount, amount, term, '0.119', quote_apr, quote_total_repayable,
          ${pick('id', ['active', 'closed', 'closed', 'closed', 'settled', 'closed'])}, start_date, created_at,
          case when id % 6 = 0 then null else updated_at end, null, null, null, created_at, updated_at
        from loan_requests where id > ${c.maxRequestId} and status = 'disbursed'
        order by id`,
    },
    {
      label: 'their loan requests point at them',
      sql: `update loan_requests set loan_id = (select loans.id from loans where loans.request_id = loan_requests.id) where id > ${c.maxRequestId} and status = 'disbursed'`,
    },
    {
      label: 'schedules (12–36 instalments each)',
      sql: `
        with recursive ${d.series('k', 36)}
        insert into amortizations (loan_id, number, due_date, payment, interest, principal, fee, balance_after, paid_amount, status, paid_at, reminded_at, missed_at)
        select l.id, k.n, ${d.plusMonths('l.start_date', 'k.n')},
          l.total_repayable / l.term, l.total_repayable / l.term - l.principal / l.term, l.principal / l.term, 0,
          l.principal - (l.principal / l.term) * k.n,
          case when l.status <> 'active' or k.n <= l.term / 2 then l.total_repayable / l.term else 0 end,
          case when l.status <> 'active' or k.n <= l.term / 2 then 'paid' else 'pending' end,
          case when l.status <> 'active' or k.n <= l.term / 2 then ${ts(d.plusMonths('l.start_date', 'k.n'))} else null end,
          null, null
        from loans l join k on k.n <= l.term
        where l.id > ${c.maxLoanId}`,
    },
    {
      label: `${year.busy.documents.toLocaleString('en-GB')} documents of the busy borrower`,
      sql: `
        with recursive ${d.series('s', year.busy.documents)}
        insert into documents (user_id, document_type_id, side, file_name, storage_key, sha256, size, mime, width, height, status, review_reason, expires_on, reviewed_at, created_at, updated_at)
        select ${c.busyUserId}, ${pick('n', c.documentTypeIds)}, null, 'statement-' || n || '.pdf', 'year-' || ${d.padded(`${c.maxDocumentId} + n`, 8)},
          'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 48000 + n, 'application/pdf', null, null,
          ${pick('n', ['approved', 'approved', 'pending', 'rejected'])}, case when n % 4 = 3 then 'The page is cut off.' else null end,
          null, case when n % 4 = 2 then null else ${ts(d.plusDays(YEAR_START, 'n % 365'))} end,
          ${ts(d.plusDays(YEAR_START, 'n % 365'))}, ${ts(d.plusDays(YEAR_START, 'n % 365'))}
        from s`,
    },
    {
      label: `${year.busy.conversations} conversations of the busy borrower`,
      sql: `
        with recursive ${d.series('s', year.busy.conversations)}
        insert into message_threads (user_id, subject, status, created_at, updated_at, last_message_at)
        select ${c.busyUserId}, 'Question ' || n || ' about my loan', ${pick('n', ['open', 'closed', 'closed'])},
          ${ts(d.plusDays(YEAR_START, 'n'))}, ${ts(d.plusDays(YEAR_START, 'n + 9'))}, ${ts(d.plusDays(YEAR_START, 'n + 9'))}
        from s`,
    },
    {
      label: `${year.busy.messages.toLocaleString('en-GB')} messages in them`,
      sql: `
        with recursive ${d.series('k', year.busy.messages / year.busy.conversations)}
        insert into messages (thread_id, author, author_name, body, read_at, created_at)
        select t.id, case when k.n % 2 = 1 then 'borrower' else 'lender' end, case when k.n % 2 = 1 then null else 'Priya, Customer care' end,
          'Message ' || k.n || ' of the conversation.', case when k.n = ${year.busy.messages / year.busy.conversations} then null else t.updated_at end,
          ${ts(d.plusDays(YEAR_START, `t.id % 200 + k.n - 1`))}
        from message_threads t join k on 1 = 1
        where t.id > ${c.maxThreadId}`,
    },
  ];
}
