/**
 * The portal's shared building blocks. Screens use these rather than their own, so every screen has
 * the same labels, focus handling, error display and look.
 *
 * ConfirmButton: the first click shows the `confirm` question with two buttons, "Confirm"/"確認" (runs
 * `onConfirm`) and "Cancel"/"キャンセル", in a group labelled by the question (no window.confirm,
 * which tests and screen readers handle badly).
 */
export { Page } from './Page';
export { DataTable, type Column } from './DataTable';
export { TextField, SelectField, CheckboxField } from './fields';
export { Button, ConfirmButton } from './buttons';
export { StatusBadge } from './StatusBadge';
export { codeLabel, errorKindLabels, groupLabels, lotStatusLabels, permissionJa, planLabels, roleName, statusLabels, supportCategoryLabels, tagCategoryLabels, vehicleTypeLabels } from './labels';
export { ErrorBanner, fieldError } from './errors';
export { ToastProvider, useToast } from './toast';
export { Forbidden } from './Forbidden';
export { useKeysetList, type KeysetPage } from './useKeysetList';
export { useLatestLoad } from './useLatestLoad';
export { ImageUpload, uploadAsset, type UploadCategory } from './upload';
