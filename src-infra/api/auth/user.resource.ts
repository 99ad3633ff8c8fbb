/** Laravel's `UserResource` as the wire carries it (docs/api/wire-contract.md). */
export interface UserResource {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  two_factor_enabled: boolean;
  /** underwriter | servicing | admin for staff; null for borrowers (absent from servers before issue 25). */
  staff_role?: string | null;
  created_at: string;
}

/** The body of `201 POST /api/register` and `200 POST /api/login`, inside `data`. */
export interface TokenResource {
  token: string;
  token_type: 'Bearer';
  user: UserResource;
}
