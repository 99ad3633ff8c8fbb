/** Laravel's LengthAwarePaginator as JSON: the page's rows and where the others are. */
export interface Paginated<T> {
  data: T[];
  current_page: number;
  from: number | null;
  last_page: number;
  per_page: number;
  to: number | null;
  total: number;
  path: string;
  first_page_url: string;
  last_page_url: string;
  next_page_url: string | null;
  prev_page_url: string | null;
}

/** `?page=` as Laravel reads it: a positive whole number, anything else is page 1. */
export function pageParam(value: unknown): number {
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

export function paginate<T>(data: T[], total: number, page: number, perPage: number, path: string, query = ''): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (n: number) => `${path}?${query ? `${query}&` : ''}page=${n}`;
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    from,
    last_page: lastPage,
    per_page: perPage,
    to: from === null ? null : from + data.length - 1,
    total,
    path,
    first_page_url: url(1),
    last_page_url: url(lastPage),
    next_page_url: page < lastPage ? url(page + 1) : null,
    prev_page_url: page > 1 ? url(page - 1) : null,
  };
}
