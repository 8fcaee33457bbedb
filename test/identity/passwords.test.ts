import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../src/modules/identity/passwords.js';

/**
 * The cost is a setting for new hashes only: every stored hash names its own scrypt parameters, so
 * raising PASSWORD_HASH_COST in production (or the suite's low cost) never locks anyone out.
 */
describe('password hashes', () => {
  it('store the cost they were made with', async () => {
    expect(await createPasswordHasher(10).hash('correct horse')).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await createPasswordHasher().hash('correct horse')).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('verify with the parameters stored in the hash, whatever the hasher\'s own cost', async () => {
    const cheap = await createPasswordHasher(10).hash('correct horse');
    const strong = createPasswordHasher(12);
    expect(await strong.verify('correct horse', cheap)).toBe(true);
    expect(await strong.verify('correct horsE', cheap)).toBe(false);
  });

  it('refuse a missing or malformed hash after the same work as a real check', async () => {
    const hasher = createPasswordHasher(10);
    expect(await hasher.verify('x', null)).toBe(false);
    expect(await hasher.verify('x', 'bcrypt$2a$10$abc')).toBe(false);
  });

  it('treat the NFKC forms of a password as one password (full-width input on Japanese keyboards)', async () => {
    const hasher = createPasswordHasher(10);
    expect(await hasher.verify('ｐａｓｓ１２３', await hasher.hash('pass123'))).toBe(true);
  });
});
