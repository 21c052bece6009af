import { FoldCache } from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { codRulesFold, codRulesStreamId, newCodStanding, refusedPhones, refusedPhonesStreamId } from '../../events/cod.js';
import { couponCodeClaim, couponCodeStreamId, couponFold, couponStreamId, type CouponState } from '../../events/coupons.js';
import { deliveryStreamId, deliveryTermsFold } from '../../events/delivery.js';
import { customerOrdersStreamId, type ShopperLocale } from '../../events/orders.js';
import { storeCreditFold, storeCreditStreamId } from '../../events/store-credit.js';
import { normalisePhone } from '../../rules/uae-phone.js';
import { parseAs } from '../../infra/http/validate.js';
import { quoteCart, type QuotedProduct } from './cart-quote.js';
import { codMessage, codVerdict, refusalsOf } from './cod-rules.js';
import { recentOrdersOf } from './order-limits.decider.js';
import { codFeeStream } from './place-order-decider.decider.js';
import { codFeeForOrder } from './product-stock.decider.js';
import { cartQuoteRequest, quoteErrorCode, cartQuoteAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { orderProducts } from './product-cache.js';

/**
 * POST /api/cart/quote: the cart as the store would take it now, line by line (cart-quote.ts), and whether cash on
 * delivery would be offered to it (ADR 059): for the signed-in shopper from her stream, for a visitor as a new
 * customer known only by the phone number she gives. Open to visitors, whose carts live in their browsers;
 * nothing is written or reserved.
 */
export const cartQuoteRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/cart/quote',
    summary: 'Price a cart as the store would take it now',
    access: 'anyone',
    body: cartQuoteRequest,
    responses: { 200: cartQuoteAnswer },
    handler: (context) => {
      const products = orderProducts(context);
      const fees = new FoldCache(context.store, codFeeForOrder, 1);
      const rules = new FoldCache(context.store, codRulesFold, 1);
      const phones = new FoldCache(context.store, refusedPhones, 1);
      const customers = new FoldCache(context.store, recentOrdersOf(context.config.ORDER_MAX_PER_HOUR));
      const deliveryTerms = new FoldCache(context.store, deliveryTermsFold, 1);
      const codeClaims = new FoldCache(context.store, couponCodeClaim);
      const coupons = new FoldCache(context.store, couponFold);
      const credits = new FoldCache(context.store, storeCreditFold);
      /** The coupon a code names, as its stream now stands (`none` when the code names none). */
      const couponOf = async (code: string): Promise<CouponState> => {
        const couponId = (await codeClaims.load(couponCodeStreamId(code))).state;
        return couponId ? (await coupons.load(couponStreamId(couponId))).state : couponFold.initialState();
      };
      const limits = { unitsPerLine: context.config.ORDER_MAX_UNITS_PER_LINE, unitsPerOrder: context.config.ORDER_MAX_UNITS };
      return async (req, res) => {
        const { items, emirate, phone, locale, couponCode, useStoreCredit } = parseAs(cartQuoteRequest, req.body, quoteErrorCode);
        const productIds = [...new Set(items.map((item) => item.productId))];
        const userId = req.user?.id;
        const [{ folded }, fee, codRules, refused, customer, delivery, coupon, credit] = await Promise.all([
          products.loadMany(productIds.map((productId) => productStreamId(productId))),
          fees.load(codFeeStream),
          rules.load(codRulesStreamId),
          phones.load(refusedPhonesStreamId),
          userId ? customers.load(customerOrdersStreamId(userId)) : undefined,
          deliveryTerms.load(deliveryStreamId),
          couponCode ? couponOf(couponCode) : undefined,
          // Her credit as its stream holds it now (a quote is no decision: the order re-reads it when placed).
          userId ? credits.load(storeCreditStreamId(userId)) : undefined,
        ]);
        const language: ShopperLocale = locale ?? (req.acceptsLanguages('ar', 'en') === 'en' ? 'en' : 'ar');
        const read = new Map<string, QuotedProduct>(productIds.map((productId, index) => [productId, folded[index]!]));
        const quote = quoteCart(
          items,
          read,
          {
            codFee: fee.state.value,
            delivery: delivery.state,
            emirate: emirate ?? null,
            coupon: couponCode && coupon ? { code: couponCode, state: coupon } : null,
            userId: userId ?? null,
            storeCredit: credit ? credit.state : null,
            useStoreCredit: useStoreCredit === true,
            now: new Date(),
            locale: language,
          },
          limits,
        );
        const standing = customer?.state.cod ?? newCodStanding;
        const verdict = codVerdict(codRules.state, {
          total: quote.totalAmount,
          amountDue: quote.amountDue,
          emirate: emirate ?? null,
          deliveredOrders: standing.deliveredOrders,
          refusals: refusalsOf(standing, refused.state, phone ? normalisePhone(phone) : null).length,
          status: standing.status,
        });
        res.setHeader('cache-control', 'no-store');
        res.json({
          ...quote,
          cod: verdict.available
            ? verdict
            : { available: false, reason: verdict.reason, message: codMessage(verdict.reason, verdict.params, language), params: verdict.params },
        });
      };
    },
  },
];

