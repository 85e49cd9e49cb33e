import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseCache, type ResponseCacheOptions } from '#server/lib/response-cache.js';

const Answer = z.object({ success: z.literal(true), item: z.string() });

/** A route answered through the cache; `load` stands for its queries and counts how often they ran. */
async function cachedRoute(
  options: ResponseCacheOptions = {},
  load: (item: string) => Promise<unknown> = async (item) => ({ success: true, item }),
) {
  const cache = createResponseCache(options);
  const loads: string[] = [];
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/item/:item',
      { config: { access: 'public' }, schema: { params: z.object({ item: z.string() }), response: { 200: Answer } } },
      async (request, reply) =>
        cache.send(request, reply, async () => {
          loads.push(request.params.item);
          return (await load(request.params.item)) as z.input<typeof Answer>;
        }),
    );
  await app.ready();
  apps.push(app);
  return { app, cache, loads, get: (item: string) => app.inject({ method: 'GET', url: `/item/${item}` }) };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the response cache', () => {
  it('runs the queries once for repeated and for simultaneous requests', async () => {
    const { get, loads } = await cachedRoute();
    const answers = await Promise.all([get('a'), get('a'), get('a')]);
    await get('a');
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(loads).toEqual(['a']);
  });

  it('answers with the response schema’s output, and caches nothing the schema refuses', async () => {
    let answer: unknown = { success: true, item: 'a', secret: 'not in the schema' };
    const { get, loads } = await cachedRoute({}, async () => answer);
    expect((await get('a')).body).toBe('{"success":true,"item":"a"}');
    answer = { success: true };
    const refused = await get('b');
    expect(refused.statusCode).toBe(500);
    answer = { success: true, item: 'b' };
    expect((await get('b')).json()).toEqual({ success: true, item: 'b' });
    expect(loads).toEqual(['a', 'b', 'b']);
  });

  it('does not keep an answer whose queries ran across an invalidation', async () => {
    const gate = deferred();
    const { get, loads, cache } = await cachedRoute({}, async (item) => {
      await gate.promise;
      return { success: true, item };
    });
    const during = get('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.invalidate();
    gate.resolve();
    expect((await during).statusCode).toBe(200);
    await get('a');
    expect(loads).toEqual(['a', 'a']);
    await get('a');
    expect(loads).toEqual(['a', 'a']);
  });

  it('does not let a request after an invalidation join a fill begun before it', async () => {
    const gates = [deferred(), deferred()];
    let call = 0;
    const { get, loads, cache } = await cachedRoute({}, async (item) => {
      const n = call++;
      await gates[n]!.promise;
      return { success: true, item: `${item}${n + 1}` };
    });
    const before = get('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.invalidate();
    const after = get('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    gates[1]!.resolve();
    gates[0]!.resolve();
    expect((await before).json().item).toBe('a1');
    expect((await after).json().item).toBe('a2');
    expect(loads).toEqual(['a', 'a']);
  });

  it('forgets the least recently used answer beyond its bound', async () => {
    const { get, loads } = await cachedRoute({ maxEntries: 2 });
    await get('a');
    await get('b');
    await get('a');
    await get('c'); // b is the least recently used
    await get('a');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps its bytes within the bound, compressed copies included', async () => {
    const big = 'x'.repeat(4000);
    const { app, cache, loads } = await cachedRoute({ maxBytes: 10_000 }, async (item) => ({ success: true, item: `${item}${big}` }));
    const get = (item: string) => app.inject({ method: 'GET', url: `/item/${item}`, headers: { 'accept-encoding': 'br' } });
    for (const item of ['a', 'b', 'c']) expect((await get(item)).headers['content-encoding']).toBe('br');
    expect(cache.size().bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size().entries).toBe(2);
    await get('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing while suspended (writes elsewhere unheard), and starts afresh on resume', async () => {
    const { get, loads, cache } = await cachedRoute();
    await get('a');
    cache.suspend();
    await get('a');
    await get('a');
    expect(cache.size().entries).toBe(0);
    cache.resume();
    await get('a');
    await get('a');
    expect(loads).toEqual(['a', 'a', 'a', 'a']);
    expect(cache.size().entries).toBe(1);
  });

  it('keeps no answer larger than the whole bound', async () => {
    const { get, loads, cache } = await cachedRoute({ maxBytes: 100 }, async (item) => ({ success: true, item: item.repeat(200) }));
    await get('a');
    await get('a');
    expect(loads).toEqual(['a', 'a']);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('caches no answer of a route that is not public: it is given to everyone', async () => {
    const cache = createResponseCache();
    const app = Fastify();
    apps.push(app);
    app.get('/mine', { config: { access: 'user' } }, async (request, reply) => cache.send(request, reply, async () => ({ mine: true })));
    const answer = await app.inject({ method: 'GET', url: '/mine' });
    expect(answer.statusCode).toBe(500);
    expect(cache.size().entries).toBe(0);
  });
});
