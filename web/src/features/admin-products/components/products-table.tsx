import { BoxesIcon, ImageIcon, MessageSquareTextIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RowActions } from "@/components/admin/row-actions";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import { totalStock } from "../lib/stock-level";
import type { AdminProductRow as AdminProduct } from "../types";
import { StockBadge } from "./stock-badge";

interface ProductsTableProps {
  products: readonly AdminProduct[];
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  /** Opens the product's stock: adjustments and history. */
  onStock: (product: AdminProduct) => void;
  /** Opens the product's reviews, where an admin hides one. */
  onReviews: (product: AdminProduct) => void;
}

function Thumbnail({ url }: { url: string | undefined }) {
  if (!url) {
    return (
      <span className="flex size-12 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <ImageIcon aria-hidden="true" className="size-5" />
      </span>
    );
  }
  // The name sits in the next cell, so the picture adds nothing for a screen reader.
  return (
    <img src={url} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 max-w-none rounded-md border object-cover" />
  );
}

export function ProductsTable({ products, onEdit, onDelete, onStock, onReviews }: ProductsTableProps) {
  const { t, locale } = useI18n();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-0">{t("admin.catalog.image")}</TableHead>
          <TableHead>{t("admin.products.colName")}</TableHead>
          <TableHead>{t("admin.products.colCategory")}</TableHead>
          <TableHead>{t("admin.products.colVariants")}</TableHead>
          <TableHead>{t("admin.products.colStock")}</TableHead>
          <TableHead>{t("admin.catalog.status")}</TableHead>
          <TableHead className="w-0">{t("admin.catalog.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id} data-testid="product-row">
            <TableCell>
              <Thumbnail url={product.images[0]?.url} />
            </TableCell>
            <TableCell className="min-w-44">
              {/* Flex items keep the page's alignment while each name is laid out in its own direction. */}
              <div className="flex flex-col items-start">
                <span lang="en" dir="auto" className="font-semibold">
                  {product.nameEn}
                </span>
                <span lang="ar" dir="auto" className="text-sm text-muted-foreground">
                  {product.nameAr}
                </span>
              </div>
            </TableCell>
            <TableCell label={t("admin.products.colCategory")}>
              {product.category ? (
                <span lang="en" dir="auto">
                  {product.category.nameEn}
                </span>
              ) : (
                <span className="text-muted-foreground">{t("admin.products.noCategory")}</span>
              )}
            </TableCell>
            <TableCell label={t("admin.products.colVariants")} className="whitespace-nowrap">
              {t("admin.products.variantCount", { count: product.variants.length })}
            </TableCell>
            <TableCell label={t("admin.products.colStock")}>
              <StockBadge total={totalStock(product.variants)} />
            </TableCell>
            <TableCell label={t("admin.catalog.status")}>
              <Badge variant={product.status === "active" ? "success" : "outline"}>
                {t(product.status === "active" ? "admin.catalog.active" : "admin.catalog.inactive")}
              </Badge>
            </TableCell>
            <TableCell label={t("admin.catalog.actions")}>
              <div className="flex items-center gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  title={t("adminStock.open", { name: locale === "ar" ? product.nameAr : product.nameEn })}
                  onClick={() => onStock(product)}
                >
                  <BoxesIcon aria-hidden="true" />
                  <span className="sr-only">{t("adminStock.open", { name: locale === "ar" ? product.nameAr : product.nameEn })}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  title={t("admin.reviews.open", { name: locale === "ar" ? product.nameAr : product.nameEn })}
                  onClick={() => onReviews(product)}
                >
                  <MessageSquareTextIcon aria-hidden="true" />
                  <span className="sr-only">{t("admin.reviews.open", { name: locale === "ar" ? product.nameAr : product.nameEn })}</span>
                </Button>
                <RowActions
                  name={locale === "ar" ? product.nameAr : product.nameEn}
                  onEdit={() => onEdit(product)}
                  onDelete={() => onDelete(product)}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
