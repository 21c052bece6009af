import { ShirtIcon } from "lucide-react";
import { type ImgHTMLAttributes, useState } from "react";
import { srcSetOf } from "@/lib/responsive-image";
import { cn } from "@/lib/utils";

type ProductPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> & {
  src: string | undefined;
  /** Intrinsic size hint (any image of this aspect ratio), so the box is reserved before the file arrives. */
  width: number;
  height: number;
  /** Shown in place of the picture when there is none or it fails to load. */
  fallbackLabel: string;
  /** How wide the picture shows (`imageSizes`), so a phone downloads a width made for its screen. */
  sizes: string;
};

/** A product or category picture that never leaves a broken-image icon: a calm placeholder takes its place. */
export function ProductPicture({ src, alt, className, fallbackLabel, width, height, sizes, ...props }: ProductPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn("flex flex-col items-center justify-center gap-2 bg-secondary text-muted-foreground", className)}
      >
        <ShirtIcon aria-hidden="true" className="size-8 opacity-60" strokeWidth={1.25} />
        <span className="text-xs">{fallbackLabel}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSetOf(src)}
      sizes={srcSetOf(src) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={cn("bg-secondary object-cover", className)}
      {...props}
    />
  );
}
