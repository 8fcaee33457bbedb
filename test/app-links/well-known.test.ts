import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createHarness, type Harness } from '../support/harness.js';

/**
 * The app-association documents (issue 13 item 7, contract 2.10): served from configuration as JSON,
 * without redirects, exactly in the contract's shapes; a document of another shape stops start-up.
 */
const apple = {
  applinks: {
    details: [{ appIDs: ['ABCDE12345.jp.example.parking'], components: [{ '/': '/lots/*', comment: 'Lot pages' }, { '/': '/s/*' }] }],
  },
  webcredentials: { apps: ['ABCDE12345.jp.example.parking'] },
};
const fingerprint = Array.from({ length: 32 }, (_, i) => i.toString(16).toUpperCase().padStart(2, '0')).join(':');
const android = [
  {
    relation: ['delegate_permission/common.handle_all_urls'],
    target: { namespace: 'android_app', package_name: 'jp.example.parking', sha256_cert_fingerprints: [fingerprint] },
  },
];

const harnesses: Harness[] = [];
afterAll(() => Promise.all(harnesses.map((h) => h.close())));

async function harness(config: Record<string, string> = {}): Promise<Harness> {
  const h = await createHarness({ config });
  harnesses.push(h);
  return h;
}

describe('/.well-known app-association documents', () => {
  it('serves the configured documents as JSON, unchanged, with no redirect', async () => {
    const h = await harness({ APPLE_APP_SITE_ASSOCIATION: JSON.stringify(apple), ANDROID_ASSET_LINKS: JSON.stringify(android) });
    const ios = await h.request('/.well-known/apple-app-site-association');
    expect(ios.status).toBe(200);
    expect(ios.headers.get('content-type')).toMatch(/^application\/json/);
    expect(ios.headers.get('location')).toBeNull();
    expect(ios.body).toEqual(apple);
    const links = await h.request('/.well-known/assetlinks.json');
    expect(links.status).toBe(200);
    expect(links.headers.get('content-type')).toMatch(/^application\/json/);
    expect(links.body).toEqual(android);
    expect(links.headers.get('cache-control')).toBe('public, max-age=3600');
    // Public: a token is neither needed nor looked at.
    expect((await h.request('/.well-known/assetlinks.json', { token: 'not-a-token' })).status).toBe(200);
    // One URL each: no trailing-slash or extension variants.
    expect((await h.request('/.well-known/apple-app-site-association.json')).status).toBe(404);
  });

  it('unconfigured: valid documents that associate no app', async () => {
    const h = await harness();
    expect((await h.request('/.well-known/apple-app-site-association')).body).toEqual({ applinks: { details: [] }, webcredentials: { apps: [] } });
    expect((await h.request('/.well-known/assetlinks.json')).body).toEqual([]);
  });

  it('a document that is not JSON or not of the contract’s shape stops start-up, naming the variable and the place', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ JWT_SECRET: 'k'.repeat(32), ...env });
      } catch (err) {
        if (err instanceof ConfigError) return err.problems;
        throw err;
      }
      throw new Error('accepted');
    };
    expect(problems({ APPLE_APP_SITE_ASSOCIATION: '{"applinks":' })[0]).toMatch(/^APPLE_APP_SITE_ASSOCIATION: must be JSON/);
    expect(problems({ APPLE_APP_SITE_ASSOCIATION: JSON.stringify({ applinks: { details: [] } }) })[0]).toMatch(/^APPLE_APP_SITE_ASSOCIATION: webcredentials/);
    expect(problems({ APPLE_APP_SITE_ASSOCIATION: JSON.stringify({ ...apple, extra: 1 }) })[0]).toMatch(/^APPLE_APP_SITE_ASSOCIATION: /);
    const noSlash = { ...apple, applinks: { details: [{ appIDs: ['A.b'], components: [{ comment: 'x' }] }] } };
    expect(problems({ APPLE_APP_SITE_ASSOCIATION: JSON.stringify(noSlash) })[0]).toMatch(/^APPLE_APP_SITE_ASSOCIATION: applinks\.details\.0\.components\.0\./);
    expect(problems({ ANDROID_ASSET_LINKS: JSON.stringify({ relation: [] }) })[0]).toMatch(/^ANDROID_ASSET_LINKS: /);
    const badPrint = [{ ...android[0], target: { ...android[0]!.target, sha256_cert_fingerprints: ['ab:cd'] } }];
    expect(problems({ ANDROID_ASSET_LINKS: JSON.stringify(badPrint) })[0]).toMatch(/^ANDROID_ASSET_LINKS: 0\.target\.sha256_cert_fingerprints\.0: must be 32 upper-case hex bytes/);
    const noTarget = [{ relation: ['delegate_permission/common.handle_all_urls'] }];
    expect(problems({ ANDROID_ASSET_LINKS: JSON.stringify(noTarget) })[0]).toMatch(/^ANDROID_ASSET_LINKS: 0\.target/);
  });
});
