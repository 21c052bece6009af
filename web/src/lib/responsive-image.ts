/**
 * Stored images come in several widths (`/api/media/<name>?w=480`, in AVIF or WebP as the browser accepts), so a
 * phone downloads a picture sized for its screen. These widths must be ones the server makes
 * (infra/media/renditions.ts; a test keeps the two lists equal).
 */
export const imageWidths = [240, 360, 480, 720, 960, 1280, 1600] as const;

/** How wide each kind of picture shows, for the browser to pick a width before the layout is known. */
export const imageSizes = {
  // The hero keeps its height on a phone (26rem) and crops a 16:7 picture to it: about 950 pixels of its width.
  hero: "(min-width: 768px) 100vw, 950px",
  cover: "(min-width: 768px) 50vw, 100vw",
  card: "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw",
  category: "(min-width: 1024px) 17vw, (min-width: 640px) 33vw, 50vw",
  thumbnail: "96px",
} as const;

/** Images stored here that can be resized (a GIF may move, and keeps its one size). */
const resizable = /^\/api\/media\/[0-9a-f]{64}\.(png|jpg|webp|avif)$/;

export function isResizable(src: string | undefined): src is string {
  return src !== undefined && resizable.test(src);
}

/** The `srcset` of a picture at every width; a pasted address of another site has none. */
export function srcSetOf(src: string | undefined): string | undefined {
  return isResizable(src) ? srcSetText(src) : undefined;
}

/** The `srcset` text for an address (also a template slot such as `{{image}}`, for the server's first view). */
export function srcSetText(address: string): string {
  return imageWidths.map((width) => `${address}?w=${width} ${width}w`).join(", ");
}
