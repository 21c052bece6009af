import { RowActions } from "@/components/admin/row-actions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import type { Category } from "../types";

interface CategoriesTableProps {
  categories: readonly Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

export function CategoriesTable({ categories, onEdit, onDelete }: CategoriesTableProps) {
  const { t, locale } = useI18n();
  const nameOf = (category: Category) => (locale === "ar" ? category.nameAr : category.nameEn);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("admin.categories.nameEn")}</TableHead>
          <TableHead>{t("admin.categories.nameAr")}</TableHead>
          <TableHead>{t("admin.categories.slug")}</TableHead>
          <TableHead>{t("admin.categories.colProducts")}</TableHead>
          <TableHead className="w-0">{t("admin.catalog.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id}>
            <TableCell className="font-semibold">
              <span lang="en" dir="auto">
                {category.nameEn}
              </span>
            </TableCell>
            <TableCell label={t("admin.categories.nameAr")} className="font-semibold">
              <span lang="ar" dir="auto">
                {category.nameAr}
              </span>
            </TableCell>
            <TableCell label={t("admin.categories.slug")}>
              <code dir="ltr" className="whitespace-nowrap rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                {category.slug}
              </code>
            </TableCell>
            <TableCell label={t("admin.categories.colProducts")}>
              <span id={`category-products-${category.id}`} className="whitespace-nowrap tabular-nums" data-testid="category-products">
                {t("admin.categories.productCount", { count: category.productCount })}
              </span>
              {category.productCount > 0 && (
                // Said before anyone reaches for the delete button, which stays unavailable while products remain.
                <span
                  id={`category-delete-blocked-${category.id}`}
                  className="block text-xs text-muted-foreground"
                  data-testid="category-delete-blocked"
                >
                  {t("admin.categories.deleteBlocked")}
                </span>
              )}
            </TableCell>
            <TableCell label={t("admin.catalog.actions")}>
              <RowActions
                name={nameOf(category)}
                onEdit={() => onEdit(category)}
                onDelete={() => onDelete(category)}
                {...(category.productCount > 0 && {
                  deleteBlockedBy: `category-products-${category.id} category-delete-blocked-${category.id}`,
                  deleteBlockedReason: t("admin.categories.hasProducts", { name: nameOf(category), count: category.productCount }),
                })}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
