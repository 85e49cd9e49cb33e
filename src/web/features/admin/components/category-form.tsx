import { type FormEvent, useState } from 'react';
import { LIMITS } from '#common/constants.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { CategoryInput } from '../api/category-form-data.js';
import { ImageInput } from './image-input.js';

const t = adminTexts.category;

interface CategoryFormProps {
  idPrefix: string;
  initialName: string;
  currentImageUrl?: string;
  submitLabel: string;
  /** Add Category: name and image required; Update Category: name only (spec 5). */
  imageRequired: boolean;
  busy: boolean;
  onSubmit: (input: CategoryInput) => void;
}

/** Spec 2.9 Add / Update Category: name and image with preview. */
export function CategoryForm({ idPrefix, initialName, currentImageUrl, submitLabel, imageRequired, busy, onSubmit }: CategoryFormProps) {
  const [categoryName, setCategoryName] = useState(initialName);
  const [categoryImage, setCategoryImage] = useState<File | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ categoryName, categoryImage });
  };

  return (
    <form className="admin-form admin-form--narrow" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${idPrefix}-name`}>{t.name}</label>
        <input
          id={`${idPrefix}-name`}
          type="text"
          placeholder={t.namePlaceholder}
          maxLength={LIMITS.nameLength}
          required
          value={categoryName}
          onChange={(e) => setCategoryName(e.target.value)}
        />
      </div>
      <ImageInput
        id={`${idPrefix}-image`}
        label={imageRequired ? t.image : t.newImage}
        file={categoryImage}
        onChange={setCategoryImage}
        required={imageRequired}
        currentUrl={currentImageUrl}
      />
      <button type="submit" className="button button--large" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
