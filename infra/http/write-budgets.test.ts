import { describe, expect, it } from 'vitest';
import { maxAddresses } from '../../services/addresses/address-book.decider.js';
import { maxWishlistItems } from '../../services/wishlist/wishlist.decider.js';
import { loadConfig } from '../config.js';
import { defaultWriteBudgets, parseWriteBudgets, writeFamilyOf } from './write-budgets.js';

describe('the family a shopper write spends', () => {
  it('is the segment under /account for the families with a budget of their own, the password counting as the profile', () => {
    expect(writeFamilyOf('POST', '/account/addresses')).toBe('addresses');
    expect(writeFamilyOf('PATCH', '/account/addresses/0b9f')).toBe('addresses');
    expect(writeFamilyOf('PUT', '/account/wishlist/0b9f')).toBe('wishlist');
    expect(writeFamilyOf('DELETE', '/account/wishlist/0b9f')).toBe('wishlist');
    expect(writeFamilyOf('PATCH', '/account/profile')).toBe('profile');
    expect(writeFamilyOf('POST', '/account/password')).toBe('profile');
    expect(writeFamilyOf('POST', '/account/notifications/read-all')).toBe('notifications');
    expect(writeFamilyOf('POST', '/account/stock-alerts')).toBe('stock-alerts');
    expect(writeFamilyOf('POST', '/account/returns')).toBe('returns');
    expect(writeFamilyOf('POST', '/products/black-abaya/reviews')).toBe('reviews');
  });

  it('is `account` for any other write under /account, a route added later included, whatever the letter case', () => {
    expect(writeFamilyOf('POST', '/account/orders/0b9f/cancel')).toBe('account');
    expect(writeFamilyOf('PUT', '/account/gift-cards/1')).toBe('account');
    expect(writeFamilyOf('POST', '/account')).toBe('account');
    expect(writeFamilyOf('POST', '/account/')).toBe('account');
    expect(writeFamilyOf('POST', '/account//addresses')).toBe('addresses');
    expect(writeFamilyOf('PUT', '/ACCOUNT/Wishlist/0b9f')).toBe('wishlist');
    expect(writeFamilyOf('post', '/Products/x/Reviews/')).toBe('reviews');
  });

  it('is none for reads, for the checkout (limited on its own) and for paths outside the account', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(writeFamilyOf(method, '/account/addresses')).toBeNull();
    expect(writeFamilyOf('POST', '/orders')).toBeNull();
    expect(writeFamilyOf('POST', '/cart/quote')).toBeNull();
    expect(writeFamilyOf('POST', '/auth/login')).toBeNull();
    expect(writeFamilyOf('POST', '/accounts/addresses')).toBeNull();
    expect(writeFamilyOf('PATCH', '/admin/products/1')).toBeNull();
    expect(writeFamilyOf('POST', '/admin/reviews/1/hide')).toBeNull();
  });
});

describe('WRITE_LIMITS', () => {
  it('keeps the defaults, and changes the families it names', () => {
    expect(parseWriteBudgets('')).toEqual(defaultWriteBudgets);
    expect(parseWriteBudgets(' wishlist = 400/600 , addresses=40/120')).toEqual({
      ...defaultWriteBudgets,
      wishlist: { burst: 400, perHour: 600 },
      addresses: { burst: 40, perHour: 120 },
    });
    expect(loadConfig({ WRITE_LIMITS: 'reviews=5/10' }).WRITE_LIMITS.reviews).toEqual({ burst: 5, perHour: 10 });
    expect(loadConfig({}).WRITE_LIMITS).toEqual(defaultWriteBudgets);
  });

  it('stops start-up on an unknown family or a malformed or zero budget, naming the setting', () => {
    for (const bad of ['carts=1/1', 'wishlist=200', 'wishlist=0/10', 'wishlist=10/0', 'wishlist=-1/5', 'wishlist=1.5/3']) {
      expect(() => loadConfig({ WRITE_LIMITS: bad }), bad).toThrow(/WRITE_LIMITS/);
    }
  });

  it('lets a person do what the store lets her keep: a whole address book and a whole wishlist at once', () => {
    expect(defaultWriteBudgets.addresses.burst).toBeGreaterThanOrEqual(maxAddresses);
    // A visitor's hearts join her account one request each when she signs in.
    expect(defaultWriteBudgets.wishlist.burst).toBeGreaterThanOrEqual(maxWishlistItems);
  });
});
