import { XIcon } from "lucide-react";
import { SearchBox } from "@/components/admin/search-box";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useI18n } from "@/lib/i18n";
import type { AdminProductFilters, CategoryOption } from "../types";

interface ProductFiltersProps {
  filters: AdminProductFilters;
  categories: readonly CategoryOption[];
  onChange: (changes: AdminProductFilters) => void;
}

/** Search, category, status, stock and sort above the products table; the server does the filtering. */
export function ProductFilters({ filters, categories, onChange }: ProductFiltersProps) {
  const { t, locale } = useI18n();
  const filtered = Boolean(filters.q || filters.category || filters.status || filters.stock);
  return (
    <section aria-label={t("adminLists.filters")} className="mb-4 grid gap-3 rounded-xl border bg-card p-4">
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(8rem,1fr))]">
        <SearchBox
          value={filters.q ?? ""}
          placeholder={t("adminLists.products.searchPlaceholder")}
          onSearch={(q) => onChange({ q })}
        />
        <SelectField
          label={t("adminLists.products.category")}
          placeholder={t("adminLists.products.allCategories")}
          value={filters.category ?? ""}
          options={categories.map((category) => ({ value: category.id, label: locale === "ar" ? category.nameAr : category.nameEn }))}
          onChange={(event) => onChange({ category: event.target.value })}
        />
        <SelectField
          label={t("adminLists.products.status")}
          placeholder={t("adminLists.products.allStatuses")}
          value={filters.status ?? ""}
          options={[
            { value: "active", label: t("admin.catalog.active") },
            { value: "inactive", label: t("admin.catalog.inactive") },
          ]}
          onChange={(event) => onChange({ status: event.target.value })}
        />
        <SelectField
          label={t("adminLists.products.stock")}
          placeholder={t("adminLists.products.anyStock")}
          value={filters.stock ?? ""}
          options={[
            { value: "out", label: t("adminLists.products.stockOut") },
            { value: "low", label: t("adminLists.products.stockLow") },
          ]}
          onChange={(event) => onChange({ stock: event.target.value })}
        />
        <SelectField
          label={t("adminLists.products.sort")}
          placeholder={t("adminLists.products.sortNewest")}
          value={filters.sort === "name" ? "name" : ""}
          options={[{ value: "name", label: t("adminLists.products.sortName") }]}
          onChange={(event) => onChange({ sort: event.target.value })}
        />
      </div>
      {filtered && (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={() => onChange({ q: "", category: "", status: "", stock: "" })}>
            <XIcon aria-hidden="true" />
            {t("adminLists.clearFilters")}
          </Button>
        </div>
      )}
    </section>
  );
}
