/**
 * The API's answers and live payloads as the web reads them: the types of the contracts each module of the server
 * publishes (services/<module>/schemas.ts), so a field renamed there fails the web's typecheck instead of showing
 * blanks. Types only: nothing of the server is bundled.
 */
export type {
  AccountOrderAnswer,
  AccountOrderRowAnswer,
  AdminNotificationAnswer,
  AuditOrderHistoryAnswer,
  AuditOrderRowAnswer,
  CartQuoteAnswer,
  ContactAttemptAnswer,
  CouponAnswer,
  DeliveryAttemptAnswer,
  InvoiceAnswer,
  LineStatus,
  OrderAnswer,
  OrderAsOfAnswer,
  OrderByTokenAnswer,
  OrderDeletedPayload,
  OrderDetailAnswer,
  OrderHistoryEntryAnswer,
  OrderItemAnswer,
  OrderPlacedPayload,
  OrderStatusChangedPayload,
  OrderSummaryAnswer,
  OrderUpdatedPayload,
  QuotedLineAnswer,
  ShopperOrderStatusChangedPayload,
  StatsAnswer,
  StatsPayload,
  TaxDocumentBodyAnswer,
} from "../../../services/orders/schemas.js";
export type {
  AdminCategoryRowAnswer,
  AdminProductRowAnswer,
  CategoryAnswer,
  ColourAnswer,
  ImageAnswer,
  LowStockRowAnswer,
  ProductAnswer,
  ShopFacetsAnswer,
  StockAdjustmentAnswer,
  StockMovementAnswer,
  VariantAnswer,
} from "../../../services/catalog/schemas.js";
export type { BannerAnswer, PageAnswer } from "../../../services/content/schemas.js";
export type { CourierAnswer, CourierCashAnswer, RemittanceAnswer } from "../../../services/couriers/schemas.js";
export type { AdminSettingsAnswer, BusinessAnswer, SettingsAnswer } from "../../../services/settings/schemas.js";
export type { CustomerAnswer, CustomerDetailAnswer, CustomerOrderRowAnswer, ProfileAnswer, UserAnswer } from "../../../services/identity/schemas.js";
export type { AdminReviewAnswer, ReviewAnswer, ReviewEligibilityAnswer } from "../../../services/reviews/schemas.js";
export type { AddressAnswer } from "../../../services/addresses/schemas.js";
export type { WishlistEntryAnswer } from "../../../services/wishlist/schemas.js";
export type { StoreCreditAnswer, StoreCreditEntryAnswer } from "../../../services/store-credit/schemas.js";
export type { StockAlertAnswer, WaitingCountAnswer } from "../../../services/stock-alerts/schemas.js";
export type { NotificationsReadPayload, ShopperNotificationAnswer } from "../../../services/shopper-notifications/schemas.js";
export type { EventLogEntryAnswer, SealAnswer } from "../../../services/audit/schemas.js";
export type {
  AdminReturnAnswer,
  CreditNoteAnswer,
  ReturnAnswer,
  ReturnableAnswer,
  ReturnStatusChangedPayload,
} from "../../../services/orders/schemas.js";
