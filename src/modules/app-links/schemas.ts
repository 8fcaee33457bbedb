import { z } from '@hono/zod-openapi';

/**
 * The two app-association documents of contract 2.10, exactly as the contract shapes them (no other
 * keys): what iOS reads at /.well-known/apple-app-site-association and Android at
 * /.well-known/assetlinks.json to open the service's links in the app. Configuration supplies them
 * (APPLE_APP_SITE_ASSOCIATION, ANDROID_ASSET_LINKS) and start-up validates them with these schemas.
 */
export const AppleAppSiteAssociation = z
  .strictObject({
    applinks: z.strictObject({
      details: z.array(
        z.strictObject({
          appIDs: z.array(z.string().min(1)).openapi({ description: '`<Team ID>.<bundle ID>` of each app.', example: ['ABCDE12345.jp.example.parking'] }),
          components: z.array(
            z.strictObject({
              '/': z.string().min(1).openapi({ description: 'URL path pattern (`*` and `?` wildcards).', example: '/lots/*' }),
              comment: z.string().optional(),
            }),
          ),
        }),
      ),
    }),
    webcredentials: z.strictObject({ apps: z.array(z.string().min(1)) }),
  })
  .openapi('AppleAppSiteAssociation');

const SHA256_FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

export const AndroidAssetLinks = z
  .array(
    z.strictObject({
      relation: z.array(z.string().min(1)).min(1).openapi({ example: ['delegate_permission/common.handle_all_urls'] }),
      target: z.strictObject({
        namespace: z.string().min(1).openapi({ example: 'android_app' }),
        package_name: z.string().min(1).openapi({ example: 'jp.example.parking' }),
        sha256_cert_fingerprints: z
          .array(z.string().regex(SHA256_FINGERPRINT, 'must be 32 upper-case hex bytes separated by colons'))
          .openapi({ description: 'SHA-256 fingerprints of the app signing certificates, `AB:CD:...` (32 bytes).' }),
      }),
    }),
  )
  .openapi('AndroidAssetLinks');

export type AppleAppSiteAssociation = z.infer<typeof AppleAppSiteAssociation>;
export type AndroidAssetLinks = z.infer<typeof AndroidAssetLinks>;

/** Served when nothing is configured: valid documents that associate no app. */
export const noAppleApps: AppleAppSiteAssociation = { applinks: { details: [] }, webcredentials: { apps: [] } };
export const noAndroidApps: AndroidAssetLinks = [];
