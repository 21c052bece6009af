import { Router } from 'express';
import { FoldCache } from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { AppError } from '../../infra/errors.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { quoteCart, type QuotedProduct } from './cart-quote.js';
import { codFeeStream } from './place-order-decider.js';
import { codFeeForOrder, type ProductForOrder } from './product-stock.js';
import { cartQuoteRequest, quoteErrorCode } from './schemas.js';

/**
 * POST /api/cart/quote: the cart as the store would take it now, line by line (cart-quote.ts). Open to visitors,
 * whose carts live in their browsers; nothing is written or reserved.
 */
export function cartQuoteRoute(context: ModuleContext, products: FoldCache<ProductForOrder>): Router {
  const router = Router();
  const fees = new FoldCache(context.store, codFeeForOrder, 1);
  const limits = { unitsPerLine: context.config.ORDER_MAX_UNITS_PER_LINE, unitsPerOrder: context.config.ORDER_MAX_UNITS };

  router.post('/cart/quote', async (req, res) => {
    const { items } = parseQuote(req.body);
    const productIds = [...new Set(items.map((item) => item.productId))];
    const [{ folded }, fee] = await Promise.all([
      products.loadMany(productIds.map((productId) => productStreamId(productId))),
      fees.load(codFeeStream),
    ]);
    const read = new Map<string, QuotedProduct>(productIds.map((productId, index) => [productId, folded[index]!]));
    res.setHeader('cache-control', 'no-store');
    res.json(quoteCart(items, read, fee.state.value, limits));
  });

  return router;
}

function parseQuote(body: unknown) {
  try {
    return parse(cartQuoteRequest, body);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'invalid') throw error;
    const field = Object.keys(error.errors ?? {})[0] ?? '_';
    throw new AppError(error.status, error.message, error.errors, quoteErrorCode(field), error.params);
  }
}
