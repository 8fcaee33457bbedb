import { useId, useState } from 'react';
import { api, apiError, type ApiError, type Schemas } from '../api';
import { useMessages } from '../i18n';
import { common } from './messages';

export type UploadCategory = Schemas['UploadUrlBody']['category'];

/**
 * A file into storage the contract's way: register it (`upload-url`), then PUT the bytes to the
 * signed URL. The asset id goes into the record that uses it (a lot's images, an ad's image).
 */
export async function uploadAsset(file: File, category: UploadCategory): Promise<{ asset_id: string; public_url: string } | { error: ApiError }> {
  const { data, error } = await api.POST('/v1/storage/upload-url', { body: { file_name: file.name, mime_type: file.type || 'application/octet-stream', file_size: file.size, category } });
  if (!data) return { error: apiError(error) };
  // The signed URL is the permission: no Authorization header, the exact type and size.
  const put = await fetch(data.upload_url, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file }).catch(() => ({ ok: false, status: 0 }));
  if (!put.ok) return { error: { code: 'upload_failed', message: `Upload failed (${put.status})` } };
  return { asset_id: data.asset_id, public_url: data.public_url };
}

/**
 * An image picker whose button reads in the UI language (the native file input's words follow the
 * browser's language, not the portal's). Keyboard: the input keeps focus, its label shows it.
 */
export function ImageUpload({ label, category, onUploaded, onError }: {
  label: string;
  category: UploadCategory;
  onUploaded(asset: { asset_id: string; public_url: string }): void;
  onError(error: ApiError): void;
}) {
  const t = useMessages(common);
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className="upload">
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          void uploadAsset(file, category)
            .then((r) => ('error' in r ? onError(r.error) : onUploaded(r)))
            .finally(() => setBusy(false));
        }}
      />
      <label htmlFor={id} className="btn btn-secondary">
        {busy ? t('uploading') : label}
      </label>
    </div>
  );
}
