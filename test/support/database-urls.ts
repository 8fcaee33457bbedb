/** The server's maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return databaseUrlFor(url, 'postgres');
}

export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * On a server the API under test connects as a dedicated login role, as in production (README):
 * the test files' own connection stays the owner's, for fixtures. Roles are cluster-wide, so the
 * name is fixed (TEST_DATABASE_APP_ROLE renames it) and provisioning is idempotent.
 */
export function testAppRole(): { role: string; password: string | undefined } {
  return { role: process.env.TEST_DATABASE_APP_ROLE || 'parking_test_app', password: process.env.TEST_DATABASE_APP_PASSWORD || undefined };
}

export function urlAs(url: string, role: string, password: string | undefined): string {
  const u = new URL(url);
  u.username = role;
  u.password = password ?? '';
  return u.toString();
}
