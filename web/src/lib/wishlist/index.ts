export { WishlistProvider, useWishlist } from "./wishlist-context";
export { type WishlistEntry, wishlistQueryKey, removeFromWishlist } from "./wishlist-api";
export { visitorHeartsKey } from "./visitor-hearts";
