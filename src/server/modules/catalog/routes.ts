import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoriesAnswer,
  CategoryAnswer,
  DeletedCategoryAnswer,
  IdParams,
  ProductAnswer,
  ProductQuery,
  ProductSavedAnswer,
  ProductsAnswer,
  ProductsByIdsAnswer,
  ProductsByIdsQuery,
  RecentProductsAnswer,
  SuggestAnswer,
  SuggestQuery,
} from '#common/schemas/catalog.js';
import { MessageOnly } from '#common/schemas/fields.js';
import { pageInfoOf } from '#common/schemas/paging.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { ResponseCache } from '#server/lib/response-cache.js';
import { readCategoryForm, readProductForm } from './forms.js';
import type { CatalogService } from './service.js';

/**
 * Asked again with every letter typed: a browser may reuse a suggestion a minute without asking
 * (names change seldom, and no stock is shown); the server's cache answers the rest.
 */
const SUGGEST_CACHE_CONTROL = 'public, max-age=60';

/**
 * A product list shows the stock of the products in it. No list is filtered or ordered by stock,
 * so an order cannot change which products a list holds, only what it shows of its own.
 */
const stockOfList = (answer: { products: readonly { _id: string }[] }) => answer.products.map((product) => product._id);

/**
 * /api/category and /api/product (API.md "Calls"). Forms are multipart, so their bodies are read in the handler.
 * The public reads are answered from `cache`; the catalogue service tells it of every write (services.ts).
 */
export function catalogRoutes(app: FastifyInstance, { catalog, cache }: { catalog: CatalogService; cache: ResponseCache }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = { config: { access: 'public' as const } };
  const admin = { config: { access: 'admin' as const } };
  const form = { consumes: ['multipart/form-data'] };
  // The image is sniffed: too large 413, not an image (SVG included) 415.
  const imageRefusals = ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA'] as const;

  r.get(
    '/api/category/get',
    { ...publicRoute, schema: { tags: ['catalog'], response: { 200: CategoriesAnswer } } },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, Categories: await catalog.listCategories() }), 'none'),
  );

  r.post(
    '/api/category/add',
    { ...admin, schema: { tags: ['catalog'], ...form, response: { 201: CategoryAnswer, ...errorAnswers(...imageRefusals) } } },
    async (request, reply) => {
      const { fields, image } = await readCategoryForm(request, { imageRequired: true });
      const category = await catalog.addCategory(fields, image, userOf(request));
      return reply.status(201).send({ success: true, message: 'Category Added..!!', category });
    },
  );

  r.put(
    '/api/category/update/:id',
    {
      ...admin,
      schema: {
        tags: ['catalog'],
        ...form,
        params: IdParams,
        response: { 200: CategoryAnswer, ...errorAnswers('NOT_FOUND', ...imageRefusals) },
      },
    },
    async (request) => {
      const { fields, image } = await readCategoryForm(request, { imageRequired: false });
      const category = await catalog.updateCategory(request.params.id, fields, image, userOf(request));
      return { success: true as const, message: 'Category Updated..!!', category };
    },
  );

  r.delete(
    '/api/category/delete/:id',
    {
      ...admin,
      schema: { tags: ['catalog'], params: IdParams, response: { 200: DeletedCategoryAnswer, ...errorAnswers('NOT_FOUND', 'CONFLICT') } },
    },
    async (request) => {
      const DeletedCategory = await catalog.deleteCategory(request.params.id, userOf(request));
      return { success: true as const, message: 'Category Deleted..!!', DeletedCategory };
    },
  );

  r.get(
    '/api/product/recent/products',
    { ...publicRoute, schema: { tags: ['catalog'], response: { 200: RecentProductsAnswer } } },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ success: true as const, products: await catalog.recentProducts() }), stockOfList),
  );

  r.get(
    '/api/product/getAllProducts',
    { ...publicRoute, schema: { tags: ['catalog'], querystring: ProductQuery, response: { 200: ProductsAnswer } } },
    async (request, reply) =>
      cache.send(
        request,
        reply,
        async () => {
          const query = request.query;
          const [products, figures, matched] = await Promise.all([
            catalog.listProducts(query),
            catalog.catalogueFigures(),
            // Only a page needs its own count: an unpaged answer holds every match.
            query.limit ? catalog.countMatching(query) : undefined,
          ]);
          const window = query.limit ? { page: query.page ?? 1, limit: query.limit } : undefined;
          return {
            success: true as const,
            products,
            productsDocCount: figures.count,
            maxRate: figures.maxRate,
            ...pageInfoOf(window, matched ?? products.length),
          };
        },
        stockOfList,
      ),
  );

  r.get(
    '/api/product/suggest',
    {
      ...publicRoute,
      schema: { tags: ['catalog'], querystring: SuggestQuery, response: { 200: SuggestAnswer } },
    },
    async (request, reply) =>
      cache.send(
        request,
        reply,
        async () => ({ success: true as const, suggestions: await catalog.suggestProducts(request.query.q) }),
        'none',
        { cacheControl: SUGGEST_CACHE_CONTROL },
      ),
  );

  r.get(
    '/api/product/getSingleProduct/:id',
    { ...publicRoute, schema: { tags: ['catalog'], params: IdParams, response: { 200: ProductAnswer, ...errorAnswers('NOT_FOUND') } } },
    async (request, reply) =>
      cache.send(
        request,
        reply,
        async () => ({ success: true as const, product: await catalog.getProduct(request.params.id) }),
        (answer) => [answer.product._id],
      ),
  );

  // The cart's lines in one request (decision 0033): what a cart shows and sends is priced from these.
  r.get(
    '/api/product/byIds',
    { ...publicRoute, schema: { tags: ['catalog'], querystring: ProductsByIdsQuery, response: { 200: ProductsByIdsAnswer } } },
    async (request, reply) =>
      cache.send(
        request,
        reply,
        async () => ({ success: true as const, products: await catalog.findProducts(request.query.ids) }),
        stockOfList,
      ),
  );

  r.post(
    '/api/product/add',
    {
      ...admin,
      schema: { tags: ['catalog'], ...form, response: { 201: ProductSavedAnswer, ...errorAnswers('NOT_FOUND', ...imageRefusals) } },
    },
    async (request, reply) => {
      const { fields, image } = await readProductForm(request, { imageRequired: true });
      const product = await catalog.addProduct(fields, image, userOf(request));
      return reply.status(201).send({ success: true, message: 'Product Added..!!', product });
    },
  );

  r.put(
    '/api/product/update/:id',
    {
      ...admin,
      schema: {
        tags: ['catalog'],
        ...form,
        params: IdParams,
        response: { 200: ProductSavedAnswer, ...errorAnswers('NOT_FOUND', 'STOCK_CHANGED', ...imageRefusals) },
      },
    },
    async (request) => {
      const { fields, image } = await readProductForm(request, { imageRequired: false });
      const product = await catalog.updateProduct(request.params.id, fields, image, userOf(request));
      return { success: true as const, message: 'Product Updated..!!', product };
    },
  );

  r.delete(
    '/api/product/delete/:id',
    { ...admin, schema: { tags: ['catalog'], params: IdParams, response: { 200: MessageOnly, ...errorAnswers('NOT_FOUND') } } },
    async (request) => {
      await catalog.deleteProduct(request.params.id, userOf(request));
      return { success: true as const, message: 'Product Deleted..!!' };
    },
  );
}
