import 'server-only';
import { sql } from 'drizzle-orm';
// The tables and their constraints, then the column types.
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { boolean, date, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, money, timestamps, updatedAt } from './columns';
import { locations } from './locations';
import { ALLERGENS, DIETS, PUBLISH_STATUSES, WEEKDAYS, sqlArray } from '../../../lib/enums';
import { LOCATION_PRICE_MAX, asCents } from '../../../lib/money';

/** Shown on the public menu from / until (a seasonal menu); null: no limit on that side. */
const visibleFrom = () => timestamp('visible_from', { withTimezone: true });
const visibleUntil = () => timestamp('visible_until', { withTimezone: true });

/**
 * When it is served (features/menu/rules/serving-time.ts), in each restaurant's clock: on these
 * days (null: every day), from and until these times (null: all day).
 */
const serving = () => ({
  serveDays: text('serve_days').array(),
  serveFrom: text('serve_from'),
  serveUntil: text('serve_until'),
});
const TIME = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
const servingCheck = (table: string) =>
  check(
    `${table}_serving_time`,
    sql.raw(`(serve_days IS NULL OR (cardinality(serve_days) BETWEEN 1 AND 7
        AND serve_days <@ ARRAY${sqlArray(WEEKDAYS)}))
      AND ((serve_from IS NULL AND serve_until IS NULL)
        OR (serve_from ~ ${TIME} AND serve_until ~ ${TIME} AND serve_from < serve_until))`),
  );

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    imageUrl: text('image_url'),
    sort: integer('sort').notNull().default(0),
    visibleFrom: visibleFrom(),
    visibleUntil: visibleUntil(),
    ...serving(),
    ...timestamps(),
  },
  (t) => [
    index('menu_categories_sort_idx').on(t.sort),
    servingCheck('menu_categories'),
    check(
      'menu_categories_visible_window',
      sql`${t.visibleFrom} IS NULL OR ${t.visibleUntil} IS NULL OR ${t.visibleFrom} < ${t.visibleUntil}`,
    ),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => menuCategories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    price: money('price').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    diets: text('diets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Sold out at every restaurant that serves it, today in the brand's time zone: what the brand
     * menu says. Kept by the writes from the restaurants' own marks (menu_item_locations).
     */
    soldOutOn: date('sold_out_on'),
    visibleFrom: visibleFrom(),
    visibleUntil: visibleUntil(),
    ...serving(),
    spiceLevel: integer('spice_level').notNull().default(0),
    calories: integer('calories').notNull().default(0),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('draft'),
    isActive: boolean('is_active').notNull().default(true),
    isSignature: boolean('is_signature').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    photoUrl: text('photo_url'),
    seoSlug: text('seo_slug'),
    ...timestamps(),
  },
  (t) => [
    index('menu_items_category_sort_idx').on(t.categorySlug, t.sortOrder),
    index('menu_items_public_idx').on(t.status, t.isActive, t.sortOrder),
    index('menu_items_name_en_idx').on(t.nameEn),
    check('menu_items_price_nonnegative', sql`${t.price} >= 0`),
    servingCheck('menu_items'),
    check('menu_items_spice_range', sql`${t.spiceLevel} BETWEEN 0 AND 3`),
    check('menu_items_calories_nonnegative', sql`${t.calories} >= 0`),
    inList('menu_items', 'status', PUBLISH_STATUSES),
    check('menu_items_allergens_known', sql.raw(`allergens <@ ARRAY${sqlArray(ALLERGENS)}`)),
    check('menu_items_diets_known', sql.raw(`diets <@ ARRAY${sqlArray(DIETS)}`)),
    check(
      'menu_items_visible_window',
      sql`${t.visibleFrom} IS NULL OR ${t.visibleUntil} IS NULL OR ${t.visibleFrom} < ${t.visibleUntil}`,
    ),
  ],
);

/** The modifier groups a dish offers (its options and their prices), in order. */
export const menuItemModifierGroups = pgTable(
  'menu_item_modifier_groups',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.groupId] }),
    index('menu_item_modifier_groups_group_idx').on(t.groupId),
  ],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: id(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    required: boolean('required').notNull().default(false),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('modifier_groups_sort_idx').on(t.sortOrder),
    check('modifier_groups_min_nonnegative', sql`${t.minSelect} >= 0`),
    check('modifier_groups_max_positive', sql`${t.maxSelect} >= 1`),
  ],
);

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: id(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    priceDelta: money('price_delta').notNull().default(asCents(0)),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('modifier_options_group_sort_idx').on(t.groupId, t.sortOrder)],
);

export const combos = pgTable(
  'combos',
  {
    id: id(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    basePrice: money('base_price').notNull(),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('draft'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('combos_sort_idx').on(t.sortOrder),
    check('combos_price_nonnegative', sql`${t.basePrice} >= 0`),
    inList('combos', 'status', PUBLISH_STATUSES),
  ],
);

/** The dishes in a combo or family tray, with how many of each. */
export const comboItems = pgTable(
  'combo_items',
  {
    comboId: uuid('combo_id')
      .notNull()
      .references(() => combos.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.itemId] }),
    index('combo_items_item_idx').on(t.itemId),
    check('combo_items_quantity_range', sql`${t.quantity} BETWEEN 1 AND 50`),
  ],
);

export const mediaLibrary = pgTable(
  'media_library',
  {
    id: id(),
    filename: text('filename').notNull().unique(),
    originalFilename: text('original_filename').notNull(),
    filePath: text('file_path').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    altText: text('alt_text'),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_library_created_at_idx').on(t.createdAt.desc()),
    index('media_library_original_filename_idx').on(sql`lower(${t.originalFilename})`),
    check('media_library_size_nonnegative', sql`${t.fileSize} >= 0`),
  ],
);

/*
 * Each restaurant's own menu: what the brand menu says, unless a row here says otherwise. No row
 * (or a row of nulls and `offered`) means the brand's value; the brand menu stays the default and a
 * restaurant with no rows needs nothing set. Read and applied in one place:
 * src/features/menu/rules/location-menu.ts.
 */

/** The columns every per-restaurant table has: offered here, a price of its own, sold out today. */
const atLocation = (priceColumn: string) => ({
  locationId: uuid('location_id')
    .notNull()
    .references(() => locations.id, { onDelete: 'cascade' }),
  /** False: this restaurant does not serve it. */
  offered: boolean('offered').notNull().default(true),
  /** This restaurant's price; null: the brand's. */
  price: money(priceColumn),
  /** "Sold out today" here: the restaurant's calendar day (its time zone) it is out. */
  soldOutOn: date('sold_out_on'),
  updatedAt: updatedAt(),
});

export const menuItemLocations = pgTable(
  'menu_item_locations',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    ...atLocation('price'),
    /**
     * When this restaurant serves the dish, instead of the brand's times for it (none: the
     * brand's); its category's times hold as well.
     */
    ...serving(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locationId] }),
    index('menu_item_locations_location_idx').on(t.locationId),
    servingCheck('menu_item_locations'),
    check(
      'menu_item_locations_price_range',
      sql.raw(`price IS NULL OR (price >= 0 AND price <= ${LOCATION_PRICE_MAX})`),
    ),
  ],
);

export const modifierOptionLocations = pgTable(
  'modifier_option_locations',
  {
    optionId: uuid('option_id')
      .notNull()
      .references(() => modifierOptions.id, { onDelete: 'cascade' }),
    ...atLocation('price_delta'),
  },
  (t) => [
    primaryKey({ columns: [t.optionId, t.locationId] }),
    index('modifier_option_locations_location_idx').on(t.locationId),
    check(
      'modifier_option_locations_price_range',
      sql.raw(
        `price_delta IS NULL OR price_delta BETWEEN -${LOCATION_PRICE_MAX} AND ${LOCATION_PRICE_MAX}`,
      ),
    ),
  ],
);

export const comboLocations = pgTable(
  'combo_locations',
  {
    comboId: uuid('combo_id')
      .notNull()
      .references(() => combos.id, { onDelete: 'cascade' }),
    ...atLocation('price'),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.locationId] }),
    index('combo_locations_location_idx').on(t.locationId),
    check(
      'combo_locations_price_range',
      sql.raw(`price IS NULL OR (price >= 0 AND price <= ${LOCATION_PRICE_MAX})`),
    ),
  ],
);
