import { useEffect, useRef, useState } from 'react';
import { adminTexts } from '#web/i18n/admin-texts.js';

interface ImageInputProps {
  id: string;
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  required?: boolean;
  /** The image already saved (update screens): shown until a new file is chosen. */
  currentUrl?: string;
}

/** An image file input with a preview of the chosen file (spec 2.9); image files only (spec 5). */
export function ImageInput({ id, label, file, onChange, required = false, currentUrl }: ImageInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      if (input.current) input.current.value = '';
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl;
  return (
    <div className="field admin-image-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        required={required}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // A file picker's "all files" choice can still hand over something else: only images count.
          const image = chosen?.type.startsWith('image/') ? chosen : null;
          onChange(image);
          if (!image) event.target.value = '';
        }}
      />
      {shown && (
        <figure className="admin-image-preview">
          <img src={shown} alt={preview ? adminTexts.product.preview : adminTexts.product.currentImage} width="160" height="160" />
          <figcaption>{preview ? adminTexts.product.preview : adminTexts.product.currentImage}</figcaption>
        </figure>
      )}
    </div>
  );
}
