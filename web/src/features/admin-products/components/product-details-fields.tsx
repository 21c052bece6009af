import { BilingualFields } from "@/components/admin/bilingual-fields";
import { FormField } from "@/components/admin/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useI18n } from "@/lib/i18n";
import type { ProductDraftControls } from "../hooks/use-product-draft";
import type { CategoryOption, ProductStatus } from "../types";

interface ProductDetailsFieldsProps {
  controls: ProductDraftControls;
  categories: readonly CategoryOption[];
  messages: Record<string, string>;
}

/** Names and descriptions in both languages, category and status. */
export function ProductDetailsFields({ controls, categories, messages }: ProductDetailsFieldsProps) {
  const { t } = useI18n();
  const { draft, setField } = controls;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <BilingualFields
        names={["nameEn", "nameAr"]}
        labels={[t("admin.products.nameEn"), t("admin.products.nameAr")]}
        values={draft}
        onChange={setField}
        error={(name) => messages[name]}
        required
      />
      <BilingualFields
        names={["descriptionEn", "descriptionAr"]}
        labels={[t("admin.products.descriptionEn"), t("admin.products.descriptionAr")]}
        values={draft}
        onChange={setField}
        error={(name) => messages[name]}
        rows={3}
      />
      <FormField
        label={t("admin.products.category")}
        required
        error={messages.categoryId}
        hint={categories.length === 0 ? t("admin.products.noCategories") : undefined}
      >
        {(control) => (
          <Select value={draft.categoryId} onValueChange={(value) => setField("categoryId", value)}>
            <SelectTrigger {...control}>
              <SelectValue placeholder={t("admin.products.categoryPlaceholder")} />
            </SelectTrigger>
            <SelectContent>
              {categories.map((category) => (
                <SelectItem key={category.id} value={category.id}>
                  {category.nameEn}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label={t("admin.catalog.status")} error={messages.status}>
        {(control) => (
          <Select value={draft.status} onValueChange={(value) => setField("status", value as ProductStatus)}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="active">{t("admin.catalog.active")}</SelectItem>
              <SelectItem value="inactive">{t("admin.catalog.inactive")}</SelectItem>
            </SelectContent>
          </Select>
        )}
      </FormField>
    </div>
  );
}
