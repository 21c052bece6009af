import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useI18n } from "@/lib/i18n";
import { useAdminProduct } from "../api/get-admin-product";
import { AdjustStockForm } from "./adjust-stock-form";
import { StockHistoryTable } from "./stock-history-table";

/** A product's stock: the "Adjust stock" form and its stock history, read afresh each time it opens. */
export function StockDialog({ productId, onClose }: { productId: string | null; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={productId !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t("common.close")} className="max-w-4xl">
        {productId ? <StockDialogBody key={productId} productId={productId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function StockDialogBody({ productId }: { productId: string }) {
  const { t, locale } = useI18n();
  const loaded = useAdminProduct(productId);
  const product = loaded.data?.product;
  const name = product ? (locale === "ar" ? product.nameAr : product.nameEn) : "";
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("adminStock.title", { name })}</DialogTitle>
        <DialogDescription>{t("adminStock.description")}</DialogDescription>
      </DialogHeader>
      <section className="grid gap-3" aria-labelledby="adjust-stock-heading">
        <h3 id="adjust-stock-heading" className="font-bold">
          {t("adminStock.adjustTitle")}
        </h3>
        {product ? <AdjustStockForm productId={productId} variants={product.variants} /> : null}
      </section>
      <section className="grid gap-3" aria-labelledby="stock-history-heading">
        <h3 id="stock-history-heading" className="font-bold">
          {t("adminStock.historyTitle")}
        </h3>
        <StockHistoryTable productId={productId} />
      </section>
    </>
  );
}
