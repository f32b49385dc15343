import { useEffect, useId, useState } from 'react';
import { UPLOAD_LIMITS, catalogMessages } from '@tools-bd/contract/messages';
import { isImageAddress } from '@tools-bd/contract';
import { ToolImage } from './ToolImage.tsx';
import { useUploadImage } from '../adminApi.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';

export type ImageSource = 'url' | 'file';

interface ProductImageInputProps {
  /** The current `img` value of the form. */
  value: string;
  onChange: (img: string) => void;
  /** The form's message for `img`, if any. */
  error?: string;
  onUploadingChange: (uploading: boolean) => void;
}

const ACCEPTED_TYPES = UPLOAD_LIMITS.accept.split(',');

/**
 * The product picture: an address typed in, or a JPEG/PNG/WebP file uploaded at once and shown
 * as a preview. The server checks the file's content; the checks here only spare a round trip.
 * Give it a new `key` to start afresh (after the form is reset).
 */
export function ProductImageInput({ value, onChange, error, onUploadingChange }: ProductImageInputProps) {
  const t = useTexts(catalogAdminTexts);
  const m = useMessageText();
  const baseId = useId();
  const [source, setSource] = useState<ImageSource>('url');
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadImage();

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  useEffect(() => onUploadingChange(upload.isPending), [upload.isPending, onUploadingChange]);

  const chooseSource = (next: ImageSource) => {
    if (next === source) return;
    setSource(next);
    setPreview(null);
    setFileError(null);
    upload.reset();
    onChange('');
  };

  const onFile = (file: File | undefined) => {
    setFileError(null);
    upload.reset();
    onChange('');
    setPreview(null);
    if (!file) return;
    if (file.type && !ACCEPTED_TYPES.includes(file.type)) return setFileError(m(catalogMessages.uploadNotImage));
    if (file.size > UPLOAD_LIMITS.maxBytes) return setFileError(m(catalogMessages.uploadTooLarge));
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: () => setPreview(null),
    });
  };

  const urlId = `${baseId}-url`;
  const fileId = `${baseId}-file`;
  const messageId = `${baseId}-message`;
  // The form's own message is the contract's English (its zod schema): shown in the page's language.
  const message = fileError ?? upload.error?.message ?? (error === undefined ? undefined : m(error));
  const shownPreview = source === 'file' ? preview : value && isImageAddress(value) ? value : null;

  return (
    <fieldset className="space-y-3">
      <legend className="field-label">{t.image}</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(
          [
            ['url', t.imageAddress],
            ['file', t.uploadFile],
          ] as const
        ).map(([option, label]) => (
          <label key={option} className="inline-flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={`${baseId}-source`}
              value={option}
              checked={source === option}
              onChange={() => chooseSource(option)}
              className="size-4 accent-brand-600"
            />
            {label}
          </label>
        ))}
      </div>

      <div className="grid items-start gap-4 sm:grid-cols-[1fr_12rem]">
        <div>
          {source === 'url' ? (
            <>
              <label htmlFor={urlId} className="field-label">
                {t.imageUrl}
              </label>
              <input
                id={urlId}
                type="url"
                inputMode="url"
                className="field-input"
                placeholder={t.imageUrlPlaceholder}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? messageId : undefined}
              />
            </>
          ) : (
            <>
              <label htmlFor={fileId} className="field-label">
                {t.imageFile}
              </label>
              <input
                id={fileId}
                type="file"
                accept={UPLOAD_LIMITS.accept}
                className="field-input file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-semibold"
                onChange={(event) => onFile(event.target.files?.[0])}
                aria-invalid={message ? true : undefined}
                aria-describedby={`${baseId}-hint${message ? ` ${messageId}` : ''}`}
              />
              <p id={`${baseId}-hint`} className="mt-1 text-sm text-slate-600">
                {t.imageFileHint}
              </p>
            </>
          )}
          <p className="mt-1 min-h-5 text-sm" aria-live="polite">
            {source === 'file' && upload.isPending ? <span className="text-slate-600">{t.uploading}</span> : null}
            {source === 'file' && upload.isSuccess && value ? <span className="text-success">{t.uploaded}</span> : null}
          </p>
          {message ? (
            <p id={messageId} className="field-error" role="alert">
              {message}
            </p>
          ) : null}
        </div>
        <div
          className="w-48 overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
          aria-hidden={shownPreview ? undefined : true}
        >
          {shownPreview ? (
            <ToolImage src={shownPreview} alt={t.imagePreview} />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center px-3 text-center text-xs text-slate-500">
              {t.noImageYet}
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}
