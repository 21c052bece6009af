import { useState } from "react";
import { useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { leadImageIndex, orderImages } from "../lib/images";
import type { ProductImage } from "../types";
import { imageSizes } from "@/lib/responsive-image";
import { ProductPicture } from "./product-picture";

/** Spec §2: pictures by position, the primary (or first) one large, thumbnails to switch. */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t, format } = useI18n();
  const ordered = orderImages(images);
  const [chosen, setChosen] = useState(() => leadImageIndex(ordered));
  const index = Math.min(chosen, Math.max(ordered.length - 1, 0));
  const total = format.number(ordered.length);

  return (
    <div className="grid gap-3">
      <ProductPicture
        data-testid="gallery-main"
        src={ordered[index]?.url}
        sizes={imageSizes.cover}
        alt={t("storefront.product.imageAlt", { name, index: format.number(index + 1), total })}
        width={900}
        height={1200}
        loading="eager"
        fetchPriority="high"
        fallbackLabel={t("storefront.product.noImage")}
        className="aspect-[3/4] w-full rounded-2xl border"
      />
      {ordered.length > 1 ? (
        <ul aria-label={t("storefront.product.gallery")} className="grid grid-cols-5 gap-2">
          {ordered.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={position === index}
                aria-label={t("storefront.product.showImage", { index: format.number(position + 1), total })}
                onClick={() => setChosen(position)}
                className={cn(
                  "block w-full overflow-hidden rounded-lg border-2 transition-colors",
                  position === index ? "border-primary" : "border-transparent opacity-75 hover:opacity-100",
                )}
              >
                <ProductPicture
                  src={image.url}
                  sizes={imageSizes.thumbnail}
                  alt=""
                  width={150}
                  height={200}
                  loading="lazy"
                  fallbackLabel=""
                  className="aspect-[3/4] w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
