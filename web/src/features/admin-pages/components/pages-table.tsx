import { PencilIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import { pageLabel } from "@/lib/store-pages";
import type { AdminPage } from "../types";

/** The six footer pages: which one, its titles, when it was last saved, and its edit button. */
export function PagesTable({ pages, onEdit }: { pages: readonly AdminPage[]; onEdit: (page: AdminPage) => void }) {
  const { t, format } = useI18n();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("admin.pages.colPage")}</TableHead>
          <TableHead>{t("admin.pages.colTitle")}</TableHead>
          <TableHead>{t("admin.pages.colUpdated")}</TableHead>
          <TableHead className="w-0">{t("admin.catalog.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pages.map((page) => {
          const name = t(pageLabel[page.key]);
          return (
            <TableRow key={page.key} data-testid="page-row">
              <TableCell className="font-semibold">
                {name} <code dir="ltr" className="ms-1 text-xs font-normal text-muted-foreground">/pages/{page.key}</code>
              </TableCell>
              <TableCell label={t("admin.pages.colTitle")}>
                {page.updatedAt ? (
                  <div className="flex flex-col items-start">
                    <span lang="en" dir="auto">
                      {page.titleEn}
                    </span>
                    <span lang="ar" dir="auto" className="text-sm text-muted-foreground">
                      {page.titleAr}
                    </span>
                  </div>
                ) : (
                  <Badge variant="outline">{t("admin.pages.unwritten")}</Badge>
                )}
              </TableCell>
              <TableCell label={t("admin.pages.colUpdated")} className="whitespace-nowrap text-muted-foreground">
                {page.updatedAt ? format.dateTime(page.updatedAt) : "—"}
              </TableCell>
              <TableCell label={t("admin.catalog.actions")}>
                <Button variant="ghost" size="icon" title={t("admin.catalog.editItem", { name })} onClick={() => onEdit(page)}>
                  <PencilIcon aria-hidden="true" />
                  <span className="sr-only">{t("admin.catalog.editItem", { name })}</span>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
