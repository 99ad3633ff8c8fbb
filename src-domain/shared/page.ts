/** One page of a longer list, as every paginated call of the API answers it. */
export interface Page<T> {
  items: T[];
  page: number;
  lastPage: number;
  total: number;
}
