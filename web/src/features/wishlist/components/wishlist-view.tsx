import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { HeartIcon, XIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { fetchPage } from "@/lib/api-client";
import { useI18n } from "@/lib/i18n";
import { type WishlistEntry, removeFromWishlist, wishlistQueryKey } from "@/lib/wishlist";

const listKey = [...wishlistQueryKey, "list"] as const;

function StockBadge({ product }: { product: NonNullable<WishlistEntry["product"]> }) {
  const { t } = useI18n();
  if (!product.isActive) return <Badge variant="secondary">{t("wishlist.unavailable")}</Badge>;
  if (!product.inStock) return <Badge variant="secondary">{t("wishlist.outOfStock")}</Badge>;
  return <Badge variant="outline" className="border-emerald-600 text-emerald-700">{t("wishlist.inStock")}</Badge>;
}

function WishlistRow({ entry, onRemove }: { entry: WishlistEntry; onRemove: () => void }) {
  const { t, locale, format } = useI18n();
  const product = entry.product;
  const name = product ? (locale === "ar" ? product.nameAr : product.nameEn) : t("wishlist.deletedProduct");
  return (
    <li data-testid="wishlist-item" className="flex items-center gap-3 rounded-xl border bg-card p-3">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-muted">
        {product?.imageUrl ? <img src={product.imageUrl} alt="" width={80} height={80} className="size-full object-cover" /> : null}
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        {product?.isActive ? (
          <Link to={`/product/${encodeURIComponent(product.slug)}`} className="line-clamp-2 font-semibold hover:underline">
            {name}
          </Link>
        ) : (
          <span className="line-clamp-2 font-semibold text-muted-foreground">{name}</span>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {product?.price ? <span className="text-sm font-semibold tabular-nums">{format.price(product.price)}</span> : null}
          {product ? <StockBadge product={product} /> : <Badge variant="secondary">{t("wishlist.unavailable")}</Badge>}
        </div>
      </div>
      <Button variant="ghost" size="icon" aria-label={t("wishlist.removeItem", { name })} title={t("wishlist.remove")} onClick={onRemove}>
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Her saved products, newest first, each with whether it can be bought now; more load on request. */
export function WishlistView() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) => fetchPage<WishlistEntry>(pageParam, signal),
    initialPageParam: "/api/account/wishlist?limit=24",
    getNextPageParam: (page) => page.next ?? undefined,
  });

  const remove = (productId: string) =>
    removeFromWishlist(productId).then(
      () => {
        toast({ title: t("wishlist.removed") });
        return queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      },
      () => toast({ variant: "destructive", title: t("toast.error"), description: t("wishlist.failed") }),
    );

  if (list.isPending) return <p role="status" className="text-muted-foreground">{t("common.loading")}</p>;
  if (list.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="text-muted-foreground">{t("account.loadFailed")}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t("account.retry")}
        </Button>
      </div>
    );
  }
  const entries = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? 0;
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <HeartIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">{t("wishlist.empty")}</p>
        <Button asChild>
          <Link to="/shop">{t("wishlist.browse")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("wishlist.count", { count: total })}</p>
      <ul className="grid gap-3">
        {entries.map((entry) => (
          <WishlistRow key={entry.productId} entry={entry} onRemove={() => void remove(entry.productId)} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button variant="outline" className="justify-self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t("common.loading") : t("wishlist.loadMore")}
        </Button>
      ) : null}
    </div>
  );
}
