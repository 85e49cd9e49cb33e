/** What the admin's category form sends (spec 7 "POST /api/category/add"). */
export interface CategoryInput {
  categoryName: string;
  /** Required when adding; optional when updating. */
  categoryImage: File | null;
}

export function categoryFormData(input: CategoryInput): FormData {
  const form = new FormData();
  form.append('categoryName', input.categoryName.trim());
  if (input.categoryImage) form.append('categoryImage', input.categoryImage, input.categoryImage.name);
  return form;
}
