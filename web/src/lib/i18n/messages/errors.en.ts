import type { Message } from "../types";

/**
 * The store's error codes (an error answer's `code`, with its `params`), in the reader's language: the server's own
 * `message` is English and is never shown in its place. Merged into `en.ts`; `error-message.ts` picks them.
 */
export const errorsEn = {
  // Which of a value's two languages the texts use: a product's name comes as `product` and `productAr`.
  "error.valueLanguage": "en",

  // What the server's answers name by their status when no more precise code applies.
  "error.code.invalid": "Some of what was sent is not valid. Please check it and try again.",
  "error.code.unauthenticated": "Please sign in to continue.",
  "error.code.forbidden": "You are not allowed to do this.",
  "error.code.not_found": "This could not be found. It may have been removed.",
  "error.code.conflict": "This could not be done because something changed meanwhile. Please reload and try again.",
  "error.code.mismatch": "This does not match what was sent before. Please start again.",
  "error.code.unsupported_media_type": "This kind of content cannot be sent.",
  "error.code.unprocessable": "This could not be processed.",
  "error.code.unavailable": "The store is briefly unavailable. Please try again in a moment.",
  "error.code.internal": "Something went wrong on our side. Please try again.",
  "error.code.malformed_json": "The request could not be read. Please reload the page and try again.",
  "error.code.invalid_log_position": "The request could not be read. Please reload the page and try again.",
  "error.code.concurrent_change": "The data changed while saving. Please try again.",

  // Precise refusals, with their values.
  "error.code.invalid_limit": "The page size must be a whole number from 1 to {max}.",
  "error.code.invalid_cursor": "This list has changed. Please start again from the first page.",
  "error.code.invalid_filter": "One of the filters is not valid. Please change it or clear the filters.",
  "error.code.invalid_credentials": "Invalid credentials",
  "error.code.email_taken": "An account with this email already exists.",
  "error.code.invalid_image_url": "Image must be an http(s) address or an uploaded PNG, JPEG, WebP, GIF or AVIF image",
  "error.code.image_too_large": "Image is larger than 5 MB",
  "error.code.not_an_image": "Uploaded file is not a PNG, JPEG, WebP, GIF or AVIF image",
  "error.code.unknown_image": "Image not found",
  "error.code.image_unreadable": "The image could not be read: it is damaged, cut short, or not the kind of image it claims to be. Please choose another file.",
  "error.code.image_dimensions_too_large": "The image is {width} × {height} pixels. At most {maxSide} pixels on a side and {maxMegapixels} megapixels are accepted.",
  "error.code.image_unrenderable": "This image cannot be shown.",
  "error.code.images_busy": "The store is busy preparing other images. Please try again in a moment.",
  "error.code.invalid_phone": "Please enter a valid UAE phone number.",
  "error.code.control_characters": "Please write this on one line, without line breaks, tabs or special control characters.",
  "error.code.product_not_found": "A product in your cart no longer exists.",
  "error.code.product_unavailable": "{product} is no longer available",
  "error.code.variant_not_found": "A size or colour in your cart is no longer offered.",
  "error.code.out_of_stock": "{product} is out of stock",
  "error.code.insufficient_stock": "Only {available} left of {product}",
  "error.code.stock_changed": "The stock changed while placing the order. Please try again.",
  // Stock an admin gives a variant (ADR 061).
  "error.code.stock_above_limit": "A variant holds at most {limit} units: this change would pass that.",
  "error.code.stock_change_out_of_range": "One adjustment moves at most {limit} units in or out.",
  "error.code.stock_out_of_range": "Stock must be a whole number from 0 to {limit}.",
  "error.code.order_total_too_large": "The order total is too large.",
  "error.code.order_deleted": "This order has been deleted.",
  "error.code.write_rate_limit": "Too many changes to your account in a short time.",
  // The COD life of an order (ADR 057).
  "error.code.too_late_to_cancel": "This order can no longer be cancelled.",
  "error.code.order_cancelled": "This order has been cancelled, so it can no longer change.",
  "error.code.order_in_return": "This order is being returned, so its status can no longer change.",
  "error.code.order_not_packed": "A courier can be set only once the order is packed.",
  "error.code.order_not_shipped": "Delivery attempts can be recorded only for a shipped order.",
  "error.code.order_not_returning": "Only an order on its way back can be received as a return.",
  "error.code.return_already_received": "This return has already been received.",
  "error.code.invalid_return_items": "The returned items do not match the order's lines and quantities.",
  "error.code.courier_inactive": "This courier is no longer active. Choose another one.",
  "error.code.unknown_courier": "This courier does not exist. Reload the page and choose again.",
  "error.code.cod_collected_required": "Enter the cash the courier collected.",
  "error.code.stale_product": "Someone else changed this product meanwhile. Reload it to see their changes.",
  "error.code.slug_taken": "Too many items already have this name. Change the name a little and save again.",
  "error.code.duplicate_category_name": "A category with this name already exists.",
  "error.code.courier_name_taken": "A courier with this name already exists.",
  "error.code.order_not_collected": "One of these orders was not collected by this courier.",
  "error.code.already_remitted": "The cash of order #{orderNumber} has already been handed over.",
  "error.code.remittance_mismatch": "The amount must be AED {expected}, the cash collected for these orders.",
  "error.code.duplicate_order": "An order is listed twice. Pick each order once.",
  "error.code.invalid_range": "The start of the period must not be after its end.",
  "error.code.category_has_products": {
    one: "This category still has {count} product; move or delete it first",
    other: "This category still has {count} products; move or delete them first",
  },
} as const satisfies Record<string, Message>;
