import { FoldCache } from '../../events/index.js';
import { perStore } from '../../infra/http/context.js';
import { productForOrder } from './product-stock.decider.js';

/** The products as orders see them, folded once per running store and shared by every order route that reads them. */
export const orderProducts = perStore((context) => new FoldCache(context.store, productForOrder));
