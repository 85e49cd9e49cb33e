import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import type { Category, Product } from '#common/schemas/catalog.js';
import { categories, products } from '#server/db/schema.js';
import type { TestShop } from './app.js';
import { type FormEntries, multipartBody } from './multipart.js';

/** Images built in the test run, so no binary fixture is committed. */
export function solidImage(format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif', { width = 64, height = 48, colour = '#e53935' } = {}) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** Files now in the shop's uploads folder. */
export function uploadedFiles(shop: TestShop): string[] {
  return readdirSync(path.join(shop.config.dataDir, 'uploads')).sort();
}

/** The key of an `/uploads/...` URL. */
/** How many products and categories the database holds: a refused upload must leave both as they were. */
export async function catalogRowCounts(shop: TestShop) {
  const { db } = shop.database;
  const [p] = await db.select({ n: count() }).from(products);
  const [c] = await db.select({ n: count() }).from(categories);
  return { products: p?.n, categories: c?.n };
}

export const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/** A multipart request of the admin's forms. */
export function sendForm(shop: TestShop, method: 'POST' | 'PUT', url: string, entries: FormEntries, cookie?: string) {
  const { payload, headers } = multipartBody(entries);
  const options: InjectOptions = { method, url, payload, headers: cookie ? { ...headers, cookie } : headers };
  return shop.app.inject(options);
}

export async function addCategory(shop: TestShop, cookie: string, categoryName = 'Vegetables'): Promise<Category> {
  const image = await solidImage('png', { colour: '#43a047' });
  const response = await sendForm(
    shop,
    'POST',
    '/api/category/add',
    { categoryName, categoryImage: { filename: 'veg.png', contentType: 'image/png', data: image } },
    cookie,
  );
  if (response.statusCode !== 201) throw new Error(`add category failed: ${response.body}`);
  return response.json().category;
}

export interface ProductInput {
  name?: string;
  unit?: string;
  rate?: string | number;
  stocks?: string | number;
  category: string;
  kilogramOption?: (string | number)[];
  /** The most one order takes; left out, the shop's limit applies. */
  max_per_order?: string | number;
  /** The labels and tax (API.md "Tax and labels"); left out: no MRP, no HSN, exempt. */
  mrp?: string | number;
  hsn?: string;
  gstRate?: string | number;
}

/** Adds a product through the API with a small PNG, as the admin form would. */
export async function addProduct(shop: TestShop, cookie: string, input: ProductInput): Promise<Product> {
  const image = await solidImage('png');
  const response = await sendForm(
    shop,
    'POST',
    '/api/product/add',
    {
      name: input.name ?? 'Tomato',
      unit: input.unit ?? 'Kg',
      rate: input.rate ?? 40,
      stocks: input.stocks ?? 25,
      category: input.category,
      kilogramOption: input.kilogramOption ?? [0.5, 1],
      ...(input.max_per_order === undefined ? {} : { max_per_order: input.max_per_order }),
      ...(input.mrp === undefined ? {} : { mrp: input.mrp }),
      ...(input.hsn === undefined ? {} : { hsn: input.hsn }),
      ...(input.gstRate === undefined ? {} : { gstRate: input.gstRate }),
      image: { filename: 'tomato.png', contentType: 'image/png', data: image },
    },
    cookie,
  );
  if (response.statusCode !== 201) throw new Error(`add product failed: ${response.body}`);
  return response.json().product;
}

/** An Admin's change of a product's rate through the admin form (which empties the catalogue's cache), the rest as it is. */
export async function changeRate(shop: TestShop, cookie: string, product: Product, rate: number): Promise<Product> {
  const response = await sendForm(
    shop,
    'PUT',
    `/api/product/update/${product._id}`,
    {
      name: product.name,
      unit: product.unit,
      rate,
      stocks: product.stocks,
      category: product.category?._id ?? '',
      kilogramOption: product.kilogramOption,
    },
    cookie,
  );
  if (response.statusCode !== 200) throw new Error(`update product failed: ${response.body}`);
  return response.json().product;
}
