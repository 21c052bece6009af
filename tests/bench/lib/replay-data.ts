// Generates a realistic event log straight into the events table with INSERT ... SELECT: settings, an admin,
// categories, banners, products (4 variants, 3 images), customers, orders with stock reservations, status
// changes, deletions with stock releases, and low-stock notices. Every stream's versions are contiguous and
// in log order; the data follows the event catalogue's schemas (checked afterwards on a sample).
import type pg from 'pg';

export interface LogShape {
  readonly events: number;
  readonly categories: number;
  readonly products: number;
  readonly users: number;
  readonly orders: number;
  readonly notifications: number;
  readonly banners: number;
  /**
   * Units every variant holds beyond the generated history's needs (0 when absent): a bench whose shoppers order
   * from the generated catalog gives them enough to sell.
   */
  readonly spareStock?: number;
}

const statusLag = 500; // an order's n-th status change comes n * 500 orders after it was placed
const slotsPerChunk = 20_000;

const linesOf = (n: number) => (n % 10 < 5 ? 1 : n % 10 < 8 ? 2 : 3);
const deletedOrder = (n: number) => n % 50 === 0;
const statusesOf = (n: number) => (deletedOrder(n) ? Math.floor(n / 50) % 4 : n % 5);
/** Events one order brings: placed, its reservations, its status changes, and a deletion with releases. */
function eventsOfOrder(n: number): number {
  const lines = linesOf(n);
  const statuses = statusesOf(n);
  const deletion = deletedOrder(n) ? 1 + (statuses <= 2 ? lines : 0) : 0;
  return 1 + lines + statuses + deletion;
}

/** Sizes a log of exactly `events` events. */
export function shapeFor(events: number): LogShape {
  const categories = 20;
  const banners = 5;
  const products = Math.max(100, Math.min(1000, Math.round(events / 1000)));
  const users = Math.max(100, Math.round(events / 20));
  const baseNotifications = 100;
  const fixed = 1 + 2 + 2 * categories + banners + 2 * products + Math.ceil(products / 10) + 2 * users + baseNotifications;
  let orders = 0;
  let total = fixed;
  while (total + eventsOfOrder(orders) <= events) total += eventsOfOrder(orders++);
  return { events, categories, products, users, orders, banners, notifications: baseNotifications + (events - total) };
}

/** A log of the given numbers of products, customers and orders (20 categories, 5 banners, 100 notices). */
export function shapeOf(counts: { products: number; users: number; orders: number }): LogShape {
  const categories = 20;
  const banners = 5;
  const notifications = 100;
  const fixed = 1 + 2 + 2 * categories + banners + 2 * counts.products + Math.ceil(counts.products / 10) + 2 * counts.users + notifications;
  let events = fixed;
  for (let n = 0; n < counts.orders; n++) events += eventsOfOrder(n);
  return { events, categories, banners, notifications, ...counts };
}

const iso = `create or replace function pg_temp.iso(t timestamptz) returns text language sql immutable as
  $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`;

/** Writes the log; `progress` gets a line per phase. Needs the events table's row checks disabled (`disable trigger all`). */
export async function generateLog(client: pg.ClientBase, shape: LogShape, progress: (line: string) => void): Promise<void> {
  const q = (sql: string, params: unknown[] = []) => client.query(sql, params);
  await q(`set work_mem = '256MB'`);
  await q(iso);
  await q(`create temp table b_time as select timestamptz '2025-01-01T00:00:00Z' as t0`);
  const admin = `jsonb_build_object('actor', jsonb_build_object('id', (select id::text from b_admin), 'role', 'admin',
    'email', 'admin@store.test'), 'correlationId', gen_random_uuid(), 'causationId', null, 'idempotencyKey', null)`;
  const visitor = `jsonb_build_object('actor', jsonb_build_object('id', 'anonymous', 'role', 'visitor'),
    'correlationId', gen_random_uuid(), 'causationId', null, 'idempotencyKey', null)`;

  // Entities, with ids and everything the events need.
  await q(`create temp table b_admin as select gen_random_uuid() as id`);
  await q(`create temp table b_categories as select i, gen_random_uuid() as id, 'bench-category-' || i as slug
    from generate_series(0, $1 - 1) i`, [shape.categories]);
  await q(`create temp table b_products as select i, gen_random_uuid() as id, 'bench-abaya-' || i as slug,
      i % $2 as ci, i % 10 = 0 as revised
    from generate_series(0, $1 - 1) i`, [shape.products, shape.categories]);
  await q(`create temp table b_variants as select p.i as pi, k, gen_random_uuid() as id,
      (array['S', 'M', 'L', 'XL'])[k + 1] as size,
      (array['Black', 'Navy', 'Sand', 'Olive', 'Plum', 'Grey'])[(p.i + k) % 6 + 1] as color,
      (150 + (p.i * 7 + k * 25) % 400)::numeric(10, 2) as price, 0 as stock
    from b_products p cross join generate_series(0, 3) k`);
  await q(`create unique index on b_variants (pi, k)`);
  await q(`create temp table b_images as select p.i as pi, k, gen_random_uuid() as id from b_products p
    cross join generate_series(0, 2) k`);
  await q(`create temp table b_users as select i, gen_random_uuid() as id, 'shopper-' || i || '@example.com' as email
    from generate_series(0, $1 - 1) i`, [shape.users]);
  await q(`create unique index on b_users (i)`);
  await q(`create temp table b_orders as select n, gen_random_uuid() as id, 1001 + n as number, (n * 7919) % $2 as ui,
      case when n % 10 < 5 then 1 when n % 10 < 8 then 2 else 3 end as lines,
      case when n % 50 = 0 then (n / 50) % 4 else n % 5 end as statuses,
      n % 50 = 0 as deleted
    from generate_series(0, $1 - 1) n`, [shape.orders, shape.users]);
  await q(`create unique index on b_orders (n)`);
  await q(`create temp table b_lines as select o.n, l, gen_random_uuid() as item_id, (o.n * 7 + l * 13) % $1 as pi,
      (o.n + l) % 4 as k, 1 + (o.n + l) % 3 as qty
    from b_orders o cross join generate_series(0, 2) l where l < o.lines`, [shape.products]);
  // Opening stock: what will be sold plus a little, so some variants end low (and none below zero).
  await q(`update b_variants v set stock = coalesce(s.sold, 0) + 5 + (v.pi * 3 + v.k) % 40 + $1
    from (select pi, k, sum(qty) as sold from b_lines group by pi, k) s where s.pi = v.pi and s.k = v.k`, [shape.spareStock ?? 0]);
  await q(`update b_variants set stock = 5 + (pi * 3 + k) % 40 + $1 where stock = 0`, [shape.spareStock ?? 0]);
  // Reservations: product stream versions after ProductCreated (and ProductRevised), stock left after each.
  await q(`create temp table b_res as select l.*,
      (case when p.revised then 2 else 1 end) + row_number() over (partition by l.pi order by l.n, l.l) as version,
      v.stock - sum(l.qty) over (partition by l.pi, l.k order by l.n, l.l rows unbounded preceding) as remaining
    from b_lines l join b_products p on p.i = l.pi join b_variants v on v.pi = l.pi and v.k = l.k`);
  await q(`create index on b_res (n)`);
  // Releases of deleted orders whose goods had not left (placed, confirmed, packed), after every reservation.
  await q(`create temp table b_rel as select r.n, r.l, r.pi, r.k, r.qty,
      last.version + row_number() over (partition by r.pi order by r.n, r.l) as version,
      final.stock + sum(r.qty) over (partition by r.pi, r.k order by r.n, r.l rows unbounded preceding) as remaining
    from b_res r join b_orders o on o.n = r.n and o.deleted and o.statuses <= 2
    join (select pi, max(version) as version from b_res group by pi) last on last.pi = r.pi
    join (select pi, k, min(remaining) as stock from b_res group by pi, k) final on final.pi = r.pi and final.k = r.k`);
  await q(`create temp table b_totals as select r.n, sum(v.price * r.qty)::numeric(10, 2) as subtotal,
      jsonb_agg(jsonb_build_object('itemId', r.item_id, 'productId', p.id, 'variantId', v.id,
        'productNameEn', 'Bench Abaya ' || p.i, 'productNameAr', 'عباية ' || p.i, 'variantSize', v.size,
        'variantColor', v.color, 'quantity', r.qty, 'price', v.price::text) order by r.l) as items
    from b_res r join b_products p on p.i = r.pi join b_variants v on v.pi = r.pi and v.k = r.k group by r.n`);
  await q(`create unique index on b_totals (n)`);
  progress('entities ready');

  const insert = (select: string, params: unknown[] = []) =>
    q(`insert into events (stream_id, stream_type, stream_version, type, schema_version, data, metadata, recorded_at)
       select stream_id, stream_type, version, type, 1, data, metadata, at from (${select}) e order by k1, k2, k3`, params);

  // Setup: the COD fee, the admin, categories, banners, products.
  await insert(`
    select 0 as k1, 0 as k2, 0 as k3, 'setting-codFee' as stream_id, 'setting' as stream_type, 1 as version,
      'SettingChanged' as type, jsonb_build_object('key', 'codFee', 'value', '15.00', 'changedAt', pg_temp.iso(t0)) as data,
      ${admin} as metadata, t0 as at from b_time
    union all
    select 1, 0, s, case s when 0 then 'user-' || a.id else 'user-email-admin@store.test' end,
      case s when 0 then 'user' else 'user-email' end, 1, case s when 0 then 'UserRegistered' else 'EmailClaimed' end,
      case s when 0 then jsonb_build_object('userId', a.id, 'email', 'admin@store.test', 'name', 'Store Admin',
        'passwordHash', '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$ZmFrZWhhc2hmb3JiZW5jaG1hcmtz', 'role', 'admin',
        'registeredAt', pg_temp.iso(t0))
      else jsonb_build_object('email', 'admin@store.test', 'userId', a.id) end,
      ${visitor}, t0 from b_admin a, b_time, generate_series(0, 1) s
    union all
    select 2, c.i, s, case s when 0 then 'category-' || c.id else 'category-slug-' || c.slug end,
      case s when 0 then 'category' else 'category-slug' end, 1, case s when 0 then 'CategoryCreated' else 'SlugClaimed' end,
      case s when 0 then jsonb_build_object('categoryId', c.id, 'slug', c.slug, 'nameEn', 'Bench Category ' || c.i,
        'nameAr', 'فئة ' || c.i, 'createdAt', pg_temp.iso(t0 + c.i * interval '1 minute'))
      else jsonb_build_object('scope', 'category', 'slug', c.slug, 'ownerId', c.id) end,
      ${admin}, t0 + c.i * interval '1 minute' from b_categories c, b_time, generate_series(0, 1) s
    union all
    select 3, b, 0, 'banner-' || bn.id, 'banner', 1, 'BannerCreated',
      jsonb_build_object('bannerId', bn.id, 'titleEn', 'New season ' || b, 'titleAr', 'موسم جديد ' || b,
        'subtitleEn', 'Abayas and kaftans', 'subtitleAr', 'عبايات وقفاطين',
        'imageUrl', 'https://images.example.com/bench/banner-' || b || '.jpg', 'isActive', true, 'position', b,
        'createdAt', pg_temp.iso(t0 + interval '1 hour')),
      ${admin}, t0 + interval '1 hour'
    from (select b, gen_random_uuid() as id from generate_series(0, $1 - 1) b) bn, b_time
    union all
    select 4, p.i, s,
      case s when 1 then 'product-slug-' || p.slug else 'product-' || p.id end,
      case s when 1 then 'product-slug' else 'product' end,
      case s when 2 then 2 else 1 end,
      case s when 0 then 'ProductCreated' when 1 then 'SlugClaimed' else 'ProductRevised' end,
      case s
        when 0 then jsonb_build_object('productId', p.id, 'slug', p.slug, 'categoryId', c.id,
          'nameEn', 'Bench Abaya ' || p.i, 'nameAr', 'عباية ' || p.i,
          'descriptionEn', 'A flowing abaya in soft crepe with wide sleeves and a concealed front.',
          'descriptionAr', 'عباية واسعة من الكريب الناعم بأكمام واسعة وإغلاق مخفي.', 'status', 'active',
          'variants', (select jsonb_agg(jsonb_build_object('variantId', v.id, 'size', v.size, 'color', v.color,
            'price', v.price::text, 'stock', v.stock) order by v.k) from b_variants v where v.pi = p.i),
          'images', (select jsonb_agg(jsonb_build_object('imageId', im.id,
            'url', 'https://images.example.com/bench/abaya-' || p.i || '-' || im.k || '.jpg', 'isPrimary', im.k = 0,
            'position', im.k) order by im.k) from b_images im where im.pi = p.i),
          'createdAt', pg_temp.iso(t0 + interval '2 hours' + p.i * interval '1 minute'))
        when 1 then jsonb_build_object('scope', 'product', 'slug', p.slug, 'ownerId', p.id)
        else jsonb_build_object('productId', p.id, 'categoryId', c.id,
          'nameEn', 'Bench Abaya ' || p.i || ' (new)', 'nameAr', 'عباية ' || p.i || ' (جديدة)',
          'descriptionEn', 'A flowing abaya in soft crepe, now with a matching scarf.',
          'descriptionAr', 'عباية واسعة من الكريب الناعم مع وشاح.', 'status', 'active',
          'variants', (select jsonb_agg(jsonb_build_object('variantId', v.id, 'size', v.size, 'color', v.color,
            'price', v.price::text) order by v.k) from b_variants v where v.pi = p.i),
          'images', (select jsonb_agg(jsonb_build_object('imageId', im.id,
            'url', 'https://images.example.com/bench/abaya-' || p.i || '-' || im.k || '.jpg', 'isPrimary', im.k = 0,
            'position', im.k) order by im.k) from b_images im where im.pi = p.i),
          'revisedAt', pg_temp.iso(t0 + interval '2 hours' + p.i * interval '1 minute' + interval '10 seconds'))
      end,
      ${admin}, t0 + interval '2 hours' + p.i * interval '1 minute'
    from b_products p join b_categories c on c.i = p.ci cross join b_time
      cross join generate_series(0, 2) s where s < 2 or p.revised`, [shape.banners]);
  progress('settings, admin, categories, banners, products');

  // Customers register.
  await insert(`
    select 5 as k1, u.i as k2, s as k3, case s when 0 then 'user-' || u.id else 'user-email-' || u.email end as stream_id,
      case s when 0 then 'user' else 'user-email' end as stream_type, 1 as version,
      case s when 0 then 'UserRegistered' else 'EmailClaimed' end as type,
      case s when 0 then jsonb_build_object('userId', u.id, 'email', u.email, 'name', 'Shopper ' || u.i,
        'passwordHash', '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$ZmFrZWhhc2hmb3JiZW5jaG1hcmtz', 'role', 'customer',
        'registeredAt', pg_temp.iso(t0 + interval '1 day' + u.i * interval '10 seconds'))
      else jsonb_build_object('email', u.email, 'userId', u.id) end as data,
      ${visitor} as metadata, t0 + interval '1 day' + u.i * interval '10 seconds' as at
    from b_users u cross join b_time cross join generate_series(0, 1) s`);
  progress(`${shape.users} customers`);

  // Orders, their reservations and, later, their status changes, in slot order.
  const customer = `jsonb_build_object('actor', jsonb_build_object('id', u.id, 'role', 'customer', 'email', u.email),
    'correlationId', gen_random_uuid(), 'causationId', null, 'idempotencyKey', null)`;
  const slotTime = (slot: string) => `t0 + interval '30 days' + (${slot}) * interval '1 minute'`;
  const lastSlot = shape.orders + 4 * statusLag;
  for (let from = 0; from < lastSlot; from += slotsPerChunk) {
    const to = from + slotsPerChunk;
    await insert(`
      select o.n as k1, 0 as k2, 0 as k3, 'order-' || o.id as stream_id, 'order' as stream_type, 1 as version,
        'OrderPlaced' as type,
        jsonb_build_object('orderId', o.id, 'orderNumber', o.number, 'userId', u.id, 'items', t.items,
          'subtotal', t.subtotal::text, 'codFee', '15.00', 'totalAmount', (t.subtotal + 15)::numeric(10, 2)::text,
          'paymentMethod', 'cod', 'shippingName', 'Shopper ' || u.i, 'shippingPhone', '+971 50 123 4567',
          'shippingCity', (array['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'])[o.n % 4 + 1],
          'shippingAddressLine1', 'Villa ' || (o.n % 90 + 1) || ', Street ' || (o.n % 40 + 1),
          'shippingAddressLine2', null, 'deliveryNote', case when o.n % 3 = 0 then 'Please call before delivery' end,
          'placedAt', pg_temp.iso(${slotTime('o.n')})) as data,
        ${customer} as metadata, ${slotTime('o.n')} as at
      from b_orders o join b_users u on u.i = o.ui join b_totals t on t.n = o.n cross join b_time
      where o.n >= $1 and o.n < $2
      union all
      select r.n, 1, r.l, 'product-' || p.id, 'product', r.version, 'StockReserved',
        jsonb_build_object('productId', p.id, 'variantId', v.id, 'orderId', o.id, 'quantity', r.qty, 'remaining', r.remaining),
        ${customer}, ${slotTime('r.n')}
      from b_res r join b_orders o on o.n = r.n join b_users u on u.i = o.ui join b_products p on p.i = r.pi
        join b_variants v on v.pi = r.pi and v.k = r.k cross join b_time
      where r.n >= $1 and r.n < $2
      union all
      select o.n + j * ${statusLag}, 2, j, 'order-' || o.id, 'order', 1 + j, 'OrderStatusChanged',
        jsonb_build_object('orderId', o.id, 'orderNumber', o.number,
          'from', (array['placed', 'confirmed', 'packed', 'shipped', 'delivered'])[j],
          'to', (array['placed', 'confirmed', 'packed', 'shipped', 'delivered'])[j + 1],
          'changedAt', pg_temp.iso(${slotTime(`o.n + j * ${statusLag}`)})),
        ${admin}, ${slotTime(`o.n + j * ${statusLag}`)}
      from b_orders o cross join generate_series(1, 4) j cross join b_time
      where j <= o.statuses and o.n >= $1 - ${4 * statusLag} and o.n < $2
        and o.n + j * ${statusLag} >= $1 and o.n + j * ${statusLag} < $2`, [from, to]);
    progress(`orders: slots ${from}..${Math.min(to, lastSlot)} of ${lastSlot}`);
  }

  // Deletions (with releases when the goods had not left), then low-stock notices.
  await insert(`
    select o.n as k1, 0 as k2, 0 as k3, 'order-' || o.id as stream_id, 'order' as stream_type, 2 + o.statuses as version,
      'OrderDeleted' as type, jsonb_build_object('orderId', o.id, 'orderNumber', o.number, 'restocked', o.statuses <= 2,
        'deletedAt', pg_temp.iso(${slotTime(`${lastSlot} + o.n / 50`)})) as data,
      ${admin} as metadata, ${slotTime(`${lastSlot} + o.n / 50`)} as at
    from b_orders o cross join b_time where o.deleted
    union all
    select r.n, 1, r.l, 'product-' || p.id, 'product', r.version, 'StockReleased',
      jsonb_build_object('productId', p.id, 'variantId', v.id, 'orderId', o.id, 'quantity', r.qty, 'remaining', r.remaining),
      ${admin}, ${slotTime(`${lastSlot} + r.n / 50`)}
    from b_rel r join b_orders o on o.n = r.n join b_products p on p.i = r.pi join b_variants v on v.pi = r.pi and v.k = r.k
      cross join b_time`);
  await insert(`
    select 0 as k1, x as k2, 0 as k3, 'notification-' || id as stream_id, 'notification' as stream_type, 1 as version,
      'AdminNotified' as type, jsonb_build_object('notificationId', id, 'kind', 'low-stock',
        'message', 'Bench Abaya ' || pi || ' (' || size || ') is running low: ' || stock || ' left',
        'productId', product_id, 'variantId', variant_id, 'stock', stock,
        'notifiedAt', pg_temp.iso(${slotTime(`${lastSlot + shape.orders} + x`)})) as data,
      ${admin} as metadata, ${slotTime(`${lastSlot + shape.orders} + x`)} as at
    from (select row_number() over () as x, gen_random_uuid() as id, v.pi, v.size, p.id as product_id, v.id as variant_id,
            greatest(0, v.stock - coalesce((select sum(qty) from b_lines l where l.pi = v.pi and l.k = v.k), 0)) as stock
          from b_variants v join b_products p on p.i = v.pi limit $1) n cross join b_time`, [shape.notifications]);
  progress('deletions and notifications');
}
