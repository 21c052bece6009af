import { describe, expect, it } from 'vitest';
import { Refusal, type NewEvent } from '../../events/index.js';
import { colourFold, decideColour, type ColourCommand, type ColourState } from './colour.decider.js';
import { createProductDecider, type CreateProduct } from './product-decisions.decider.js';

const now = new Date('2026-11-28T10:00:00.000Z');
const stateOf = (key: string, events: readonly NewEvent[] = []): ColourState =>
  events.reduce((state, event) => colourFold(key).evolve(state, event), colourFold(key).initialState());

function refusal(decide: () => unknown): Refusal {
  try {
    decide();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const change = (key: string, nameEn: string, nameAr: string, hex: string): ColourCommand => ({ type: 'ChangeColour', key, nameEn, nameAr, hex, now });
const add = (nameEn: string, nameAr: string, hex: string): ColourCommand => ({ type: 'AddColour', nameEn, nameAr, hex, now });

describe('a managed colour', () => {
  it('starts as the palette has it, before any event', () => {
    expect(stateOf('black')).toEqual({ key: 'black', nameEn: 'Black', nameAr: 'أسود', hex: '#1c1c20' });
    expect(stateOf('dusty-lilac')).toBeNull();
  });

  it("is renamed in both languages and given a swatch, keeping its key", () => {
    const events = decideColour(change('black', 'Jet Black', 'أسود فاحم', '#0A0A0A'), stateOf('black'));
    expect(events).toEqual([
      { type: 'ColourChanged', data: { key: 'black', nameEn: 'Jet Black', nameAr: 'أسود فاحم', hex: '#0a0a0a', changedAt: now.toISOString() } },
    ]);
    expect(stateOf('black', events)).toEqual({ key: 'black', nameEn: 'Jet Black', nameAr: 'أسود فاحم', hex: '#0a0a0a' });
  });

  it('appends nothing when nothing changes', () => {
    expect(decideColour(change('black', 'Black', 'أسود', '#1c1c20'), stateOf('black'))).toEqual([]);
  });

  it('is added under the key its English name gives, once', () => {
    const events = decideColour(add('Dusty Lilac', 'ليلكي مغبر', '#b8a2c0'), stateOf('dusty-lilac'));
    expect(events).toEqual([
      { type: 'ColourAdded', data: { key: 'dusty-lilac', nameEn: 'Dusty Lilac', nameAr: 'ليلكي مغبر', hex: '#b8a2c0', addedAt: now.toISOString() } },
    ]);
    const again = refusal(() => decideColour(add('dusty lilac', 'ليلكي', '#b8a2c0'), stateOf('dusty-lilac', events)));
    expect([again.meaning, again.code]).toEqual(['conflict', 'colour_exists']);
    const palette = refusal(() => decideColour(add('BLACK', 'أسود', '#000000'), stateOf('black')));
    expect(palette.code).toBe('colour_exists');
  });

  it('refuses a change of a colour that does not exist, and names without latin letters or a bad swatch', () => {
    expect(refusal(() => decideColour(change('dusty-lilac', 'Lilac', 'ليلكي', '#b8a2c0'), stateOf('dusty-lilac'))).meaning).toBe('not_found');
    expect(refusal(() => decideColour(add('ليلكي', 'ليلكي', '#b8a2c0'), null)).errors).toHaveProperty('nameEn');
    expect(refusal(() => decideColour(change('black', 'Black', 'أسود', 'black'), stateOf('black'))).errors).toHaveProperty('hex');
  });
});

describe("a product's colours, decided from their streams", () => {
  const command: CreateProduct = {
    productId: '2b0f2a4e-8a51-4d3c-9f3e-5c1b7a9d0e01',
    baseSlug: 'abaya',
    details: { categoryId: '7d7c1a52-3c1e-4a8e-9d2b-0f6f3b1d2a11', nameEn: 'Abaya', nameAr: 'عباية', descriptionEn: null, descriptionAr: null, status: 'active' },
    variants: [
      { variantId: '11111111-1111-4111-8111-111111111152', isNew: true, size: 'M', color: 'whatever the form said', colorKey: 'black', price: '295.00', stock: 5 },
      { variantId: '11111111-1111-4111-8111-111111111153', isNew: true, size: 'L', color: 'Dusty Lilac', colorKey: null, price: '295.00', stock: 5 },
    ],
    images: [{ imageId: '22222222-2222-4222-8222-222222222201', isNew: true, url: `/api/media/${'a'.repeat(64)}.png`, isPrimary: true, position: 0 }],
    refusedImages: [],
    now,
  };
  const category: NewEvent = {
    type: 'CategoryCreated',
    data: { categoryId: command.details.categoryId, slug: 'abayas', nameEn: 'Abayas', nameAr: 'عبايات', createdAt: now.toISOString() },
  };
  const reads = createProductDecider.streams(command);
  const categoryState = [category].reduce(reads.category.fold.evolve, reads.category.fold.initialState());
  const base = {
    product: reads.product.fold.initialState(),
    category: categoryState,
    slugs: reads.slugs.map((read) => read.fold.initialState()),
    moreSlugs: [],
  };

  it('reads the stream of each colour named, once', () => {
    expect(reads.colours.map((read) => read.streamId)).toEqual(['colour-black']);
  });

  it("records a managed colour's English name as it stands, and free text as written", () => {
    const renamed = stateOf('black', [{ type: 'ColourChanged', data: { key: 'black', nameEn: 'Jet Black', nameAr: 'أسود فاحم', hex: '#0a0a0a', changedAt: now.toISOString() } }]);
    const decision = createProductDecider.decide(command, { ...base, colours: [renamed] });
    const created = decision.events.product![0]!.data as { variants: { color: string | null; colorKey: string | null }[] };
    expect(created.variants.map((variant) => [variant.color, variant.colorKey])).toEqual([
      ['Jet Black', 'black'],
      ['Dusty Lilac', null],
    ]);
  });

  it('refuses a colour key that names no colour', () => {
    const unknown = { ...command, variants: [{ ...command.variants[0]!, colorKey: 'dusty-lilac' }] };
    const states = { ...base, colours: createProductDecider.streams(unknown).colours.map((read) => read.fold.initialState()) };
    const refused = refusal(() => createProductDecider.decide(unknown, states));
    expect([refused.meaning, refused.code]).toEqual(['invalid', 'unknown_colour']);
  });
});
