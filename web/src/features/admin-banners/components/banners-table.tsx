import { ImageIcon } from "lucide-react";
import { RowActions } from "@/components/admin/row-actions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useI18n } from "@/lib/i18n";
import type { Banner } from "../types";
import { BannerStatus } from "./banner-status";

interface BannersTableProps {
  banners: readonly Banner[];
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}

/** English above Arabic, each marked with its language so screen readers switch voice. */
function BothLanguages({ en, ar, strong }: { en: string | null; ar: string | null; strong?: boolean }) {
  if (!en && !ar) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex max-w-64 flex-col items-start">
      {en ? (
        <span lang="en" dir="auto" className={strong ? "font-semibold" : "text-sm"}>
          {en}
        </span>
      ) : null}
      {ar ? (
        <span lang="ar" dir="auto" className="text-sm text-muted-foreground">
          {ar}
        </span>
      ) : null}
    </div>
  );
}

export function BannersTable({ banners, onEdit, onDelete }: BannersTableProps) {
  const { t, locale, format } = useI18n();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-0">{t("admin.catalog.image")}</TableHead>
          <TableHead>{t("admin.banners.colTitle")}</TableHead>
          <TableHead>{t("admin.banners.colSubtitle")}</TableHead>
          <TableHead>{t("admin.catalog.position")}</TableHead>
          <TableHead>{t("admin.catalog.status")}</TableHead>
          <TableHead className="w-0">{t("admin.catalog.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {banners.map((banner) => {
          const title = locale === "ar" ? banner.titleAr : banner.titleEn;
          return (
            <TableRow key={banner.id} data-testid="banner-row">
              <TableCell>
                {banner.imageUrl ? (
                  <img
                    src={banner.imageUrl}
                    alt=""
                    width={112}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="h-14 w-28 max-w-none rounded-md border object-cover"
                  />
                ) : (
                  <span className="flex h-14 w-28 items-center justify-center rounded-md bg-muted text-muted-foreground">
                    <ImageIcon aria-hidden="true" className="size-5" />
                  </span>
                )}
              </TableCell>
              <TableCell className="min-w-40">
                <BothLanguages en={banner.titleEn} ar={banner.titleAr} strong />
              </TableCell>
              <TableCell label={t("admin.banners.colSubtitle")} className="min-w-40">
                <BothLanguages en={banner.subtitleEn} ar={banner.subtitleAr} />
              </TableCell>
              <TableCell label={t("admin.catalog.position")} className="tabular-nums">{format.number(banner.position)}</TableCell>
              <TableCell label={t("admin.catalog.status")}>
                <BannerStatus banner={banner} title={title} />
              </TableCell>
              <TableCell label={t("admin.catalog.actions")}>
                <RowActions name={title} onEdit={() => onEdit(banner)} onDelete={() => onDelete(banner)} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
