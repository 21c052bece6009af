import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/admin/form-alert";
import { FormDialog } from "@/components/admin/form-dialog";
import { notifySuccess } from "@/components/admin/notify";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { describeError } from "@/lib/error-message";
import { useI18n } from "@/lib/i18n";
import { formatAmount } from "@/lib/money";
import { useEditOrderItems } from "../api/edit-order-items";
import { useProductSearch } from "../api/search-products";
import { addLine, estimate, linesOf, requestLines, type EditLine } from "../lib/edit-lines";
import type { OrderDetail } from "../types";

/** A line's name in the reader's language, with its size and colour. */
function useLineName() {
  const { locale } = useI18n();
  return (line: Pick<EditLine, "nameEn" | "nameAr" | "size" | "color">) => {
    const name = (locale === "ar" ? line.nameAr : line.nameEn) || line.nameEn;
    const details = [line.size, line.color].filter(Boolean).join(", ");
    return details ? `${name} (${details})` : name;
  };
}

function ProductSearch({ onAdd }: { onAdd: (line: Omit<EditLine, "quantity" | "isNew">) => void }) {
  const { t } = useI18n();
  const nameOf = useLineName();
  const [q, setQ] = useState("");
  const found = useProductSearch(q);
  const choices = (found.data ?? []).flatMap((product) =>
    product.variants.map((variant) => ({
      variantId: variant.id,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      size: variant.size,
      color: variant.color,
      price: variant.price,
      stock: variant.stock,
    })),
  );
  return (
    <div className="grid gap-2">
      <TextField
        label={t("adminOrderEdits.search")}
        type="search"
        placeholder={t("adminOrderEdits.searchPlaceholder")}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        data-testid="edit-items-search"
      />
      {q.trim().length >= 2 ? (
        found.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("adminOrderEdits.searching")}
          </p>
        ) : choices.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("adminOrderEdits.noResults")}
          </p>
        ) : (
          <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border p-1" aria-label={t("adminOrderEdits.search")}>
            {choices.map((choice) => (
              <li key={choice.variantId}>
                <Button
                  type="button"
                  variant="ghost"
                  className="h-auto min-h-11 w-full justify-between gap-3 text-start"
                  disabled={choice.stock === 0}
                  onClick={() => onAdd(choice)}
                  aria-label={t("adminOrderEdits.add", { item: nameOf(choice) })}
                >
                  <span className="grid">
                    <span className="font-semibold">{nameOf(choice)}</span>
                    <span className="text-xs text-muted-foreground">{t("adminOrderEdits.inStock", { count: choice.stock })}</span>
                  </span>
                  <span className="flex items-center gap-2 tabular-nums">
                    {t("orders.amountAed", { amount: formatAmount(choice.price) })}
                    <PlusIcon aria-hidden="true" className="size-4" />
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/**
 * Staff change an order's items while it is placed or confirmed (ADR 067): quantities, a line removed, a product
 * added by searching. The new subtotal and an estimate of the total show before saving; the refusals (out of stock,
 * too late) are said in words in the dialog, which stays up until the store has answered.
 */
export function EditItems({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const nameOf = useLineName();
  const edit = useEditOrderItems();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<EditLine[]>(() => linesOf(order));
  const aed = (amount: string) => t("orders.amountAed", { amount: formatAmount(amount) });

  const start = () => {
    setLines(linesOf(order));
    edit.reset();
    setOpen(true);
  };
  const close = () => {
    if (edit.isPending) return;
    setOpen(false);
    edit.reset();
  };
  const kept = lines.filter((line) => line.quantity > 0);
  const figures = estimate(order, kept);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kept.length === 0) return;
    edit.mutateAsync({ orderId: order.id, items: requestLines(lines) }).then(
      () => {
        setOpen(false);
        notifySuccess(t, "adminOrderEdits.done");
      },
      () => undefined,
    );
  };
  const failure = edit.isError
    ? describeError(edit.error, {
        t,
        fallback: "toast.error",
        byCode: { out_of_stock: "adminOrderEdits.outOfStock", too_late_to_edit: "adminOrderEdits.tooLate" },
      })
    : null;

  return (
    <>
      <Button variant="outline" className="min-h-11" onClick={start} data-testid="edit-items">
        <PencilIcon aria-hidden="true" />
        {t("adminOrderEdits.open")}
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        title={t("adminOrderEdits.title", { number: String(order.orderNumber) })}
        description={t("adminOrderEdits.description")}
        className="sm:max-w-2xl"
      >
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <ul className="grid gap-3" data-testid="edit-items-lines">
            {lines.map((line) => (
              <li key={line.variantId} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_7rem_auto] sm:items-end" data-testid="edit-line">
                <div className="grid gap-0.5">
                  <span className="font-semibold">
                    {nameOf(line)}
                    {line.isNew ? <span className="ms-2 rounded bg-accent px-1.5 text-xs">{t("adminOrderEdits.newLine")}</span> : null}
                  </span>
                  <span className="text-sm text-muted-foreground tabular-nums">{aed(line.price)}</span>
                </div>
                <WholeNumberField
                  label={t("adminOrderEdits.quantity", { item: nameOf(line) })}
                  min={0}
                  value={line.quantity}
                  onValueChange={(quantity) =>
                    setLines((current) => current.map((candidate) => (candidate.variantId === line.variantId ? { ...candidate, quantity: Math.max(0, quantity) } : candidate)))
                  }
                />
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  aria-label={t("adminOrderEdits.remove", { item: nameOf(line) })}
                  onClick={() => setLines((current) => current.filter((candidate) => candidate.variantId !== line.variantId))}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <ProductSearch onAdd={(line) => setLines((current) => addLine(current, line))} />
          <dl className="grid gap-1 rounded-lg bg-accent p-3 text-sm" aria-live="polite" data-testid="edit-items-figures">
            <div className="flex justify-between gap-3">
              <dt>{t("adminOrderEdits.subtotal")}</dt>
              <dd className="tabular-nums" data-testid="edit-items-subtotal">
                {aed(figures.subtotal)} <span className="text-muted-foreground">({t("adminOrderEdits.was", { amount: aed(order.subtotal) })})</span>
              </dd>
            </div>
            <div className="flex justify-between gap-3 font-bold">
              <dt>{t("adminOrderEdits.estimate")}</dt>
              <dd className="tabular-nums" data-testid="edit-items-total">
                {aed(figures.total)} <span className="font-normal text-muted-foreground">({t("adminOrderEdits.was", { amount: aed(order.totalAmount) })})</span>
              </dd>
            </div>
            <p className="text-xs text-muted-foreground">{t("adminOrderEdits.estimateNote")}</p>
          </dl>
          <FormAlert message={kept.length === 0 ? t("adminOrderEdits.empty") : failure} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" className="min-h-11" disabled={edit.isPending} onClick={close}>
              {t("adminOrderEdits.keep")}
            </Button>
            <Button type="submit" className="min-h-11" disabled={edit.isPending || kept.length === 0} data-testid="save-items">
              {t("adminOrderEdits.save")}
            </Button>
          </div>
        </form>
      </FormDialog>
    </>
  );
}
