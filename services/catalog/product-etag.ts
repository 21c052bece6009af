/**
 * A product's entity tag is its stream's version ("v12"). Orders append their stock events to the product's
 * stream, so the tag moves with every sale as well as every edit: a form loaded before a sale carries an old one.
 */
export const productETag = (version: number) => `"v${version}"`;

/**
 * The versions an If-Match header names: undefined when there is no header or it is "*" (any current product),
 * otherwise those of its strong tags of our form ("v12"); a weak or foreign tag names none, so it never matches.
 */
export function versionsFromIfMatch(header: string | undefined): number[] | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  return header
    .split(',')
    .map((tag) => /^\s*"v(\d{1,9})"\s*$/.exec(tag)?.[1])
    .filter((version): version is string => version !== undefined)
    .map(Number);
}
