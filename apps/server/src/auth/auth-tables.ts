/**
 * The columns of better-auth's tables that the app reads directly (counts, lookups). better-auth
 * owns and migrates them; booleans are 0/1 on SQLite and true/false on PostgreSQL.
 */
export type AuthUserTable = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean | number;
  createdAt: Date | string | number;
  role: string | null;
  banned: boolean | number | null;
  username: string | null;
  displayUsername: string | null;
  full_name: string | null;
  is_superuser: boolean | number | null;
};

export type AuthSessionTable = {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string | number;
};

export type AuthTables = {
  user: AuthUserTable;
  session: AuthSessionTable;
};
