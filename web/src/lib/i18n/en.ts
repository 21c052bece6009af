import type { Message } from "./types";
import { accountEn } from "./messages/account.en";
import { errorsEn } from "./messages/errors.en";
import { accountExtrasEn } from "./messages/account-extras.en";
import { cartCheckoutEn } from "./messages/cart-checkout.en";
import { cartQuoteEn } from "./messages/cart-quote.en";
import { shopPagingEn } from "./messages/shop-paging.en";
import { searchSuggestionsEn } from "./messages/search-suggestions.en";
import { orderConfirmEn } from "./messages/order-confirm.en";
import { codCheckEn } from "./messages/cod-check.en";
import { deliveryCouponsEn } from "./messages/delivery-coupons.en";
import { taxDocumentsEn } from "./messages/tax-documents.en";
import { storefrontEn } from "./messages/storefront.en";
import { stockAlertsEn } from "./messages/stock-alerts.en";
import { ratingsEn } from "./messages/ratings.en";
import { orderEditsEn } from "./messages/order-edits.en";
import { returnsEn } from "./messages/returns.en";
import { storeCreditEn } from "./messages/store-credit.en";
import { staffOnlyEn } from "./messages/staff-only.en";
import { myDataEn } from "./messages/my-data.en";
import { erasureEn } from "./messages/erasure.en";

/**
 * The English catalogue. Its keys are the source of truth: the Arabic catalogue is typed against them, so a key
 * added here and forgotten there fails the typecheck. `{name}` marks a value filled in at run time.
 */
export const en = {
  "brand.name": "Sakina",
  "brand.tagline": "Modest fashion, calmly made",
  "brand.home": "Sakina home page",

  "header.freeShipping": "Free Shipping on Orders Over {amount} AED",
  "header.skipToContent": "Skip to content",
  "nav.main": "Main navigation",
  "nav.home": "Home",
  "nav.shop": "Shop",
  "nav.about": "About",

  "search.label": "Search products",
  "search.placeholder": "Search abayas, dresses, hijabs…",
  "search.submit": "Search",

  "language.other": "العربية",

  "cart.label": "Cart",
  "cart.buttonLabel": "Cart, {items}",
  "cart.itemCount": { one: "{count} item", other: "{count} items" },

  "account.signIn": "Sign in",
  "account.greeting": "Hello, {name}",
  "account.logout": "Logout",

  "footer.aboutTitle": "About Sakina",
  "footer.aboutText":
    "Elegant abayas, dresses and hijabs in soft fabrics and quiet colours, delivered across the UAE with cash on delivery.",
  "footer.customerCare": "Customer care",
  "footer.followUs": "Follow us",
  "footer.about": "About",
  "footer.contact": "Contact",
  "footer.shipping": "Shipping",
  "footer.returns": "Returns",
  "footer.privacy": "Privacy",
  "footer.terms": "Terms",
  "footer.admin": "Admin",
  "footer.rights": "© {year} Sakina. All rights reserved.",
  "footer.cod": "Cash on delivery only",
  "social.instagram": "Instagram",
  "social.facebook": "Facebook",
  "social.x": "X (Twitter)",
  "social.opensInNewTab": "{network} (opens in a new tab)",

  "common.loading": "Loading...",
  "common.close": "Close",
  "toast.label": "Notification",
  "toast.region": "Notifications ({hotkey})",
  "toast.error": "Error",
  "toast.networkError": "Could not reach the store. Check your connection and try again.",

  "error.title": "Something went wrong",
  "error.body": "This page could not be shown. Reloading usually fixes it.",
  "error.reload": "Reload page",
  "error.tooLarge": "What you sent is too large.",
  "error.limitReached": "Too many requests. Please wait a little.",
  "error.retryInMinutes": { one: "Try again in {count} minute.", other: "Try again in {count} minutes." },

  "page.home.title": "Home",
  "page.shop.title": "Shop",
  "page.shop.searchResults": "Results for “{query}”",
  "page.product.title": "Product details",
  "page.cart.title": "Shopping Cart",
  "page.checkout.title": "Checkout",

  "notFound.title": "404 Page Not Found",
  "notFound.body": "The page you are looking for does not exist or has moved.",
  "notFound.home": "Back to Home",

  "auth.username": "Username",
  "auth.password": "Password",
  "auth.name": "Name",
  "auth.email": "Email",
  "auth.usernameRequired": "Username is required",
  "auth.passwordRequired": "Password is required",
  "auth.nameRequired": "Name is required",
  "auth.emailRequired": "Email is required",
  "auth.emailInvalid": "Enter a valid email address",
  "auth.passwordTooShort": "Password must be at least {min} characters",
  "auth.login.title": "Sign in",
  "auth.login.subtitle": "Welcome back. Sign in to place and follow your orders.",
  "auth.login.submit": "Sign in",
  "auth.login.pending": "Signing in…",
  "auth.login.noAccount": "New to Sakina?",
  "auth.login.toRegister": "Create an account",
  "auth.login.success": "Logged in successfully",
  "auth.login.invalidCredentials": "Invalid credentials",
  "auth.login.tooManyAttempts": "Too many sign-in attempts.",
  "auth.sessionEnded": "Your session has ended. Please sign in again.",
  "auth.register.title": "Create an account",
  "auth.register.subtitle": "Join us to order with cash on delivery.",
  "auth.register.submit": "Create account",
  "auth.register.pending": "Creating account…",
  "auth.register.passwordHint": "At least {min} characters",
  "auth.register.haveAccount": "Already have an account?",
  "auth.register.toLogin": "Sign in",
  "auth.register.success": "Account created successfully",
  "auth.register.failed": "Registration failed",
  "auth.register.emailTaken": "An account with this email already exists.",
  "auth.register.limitReached": "Too many accounts were created from this connection.",
  ...storefrontEn,
  ...stockAlertsEn,
  ...ratingsEn,
  ...cartCheckoutEn,
  ...accountEn,
  ...errorsEn,
  ...accountExtrasEn,
  ...cartQuoteEn,
  ...shopPagingEn,
  ...searchSuggestionsEn,
  ...orderConfirmEn,
  ...codCheckEn,
  ...deliveryCouponsEn,
  ...taxDocumentsEn,
  ...orderEditsEn,
  ...returnsEn,
  ...storeCreditEn,
  ...staffOnlyEn,
  ...myDataEn,
  ...erasureEn,
} as const satisfies Record<string, Message>;
