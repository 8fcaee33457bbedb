/** The server's maintenance database, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  return databaseUrlFor(url, 'postgres');
}

export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
