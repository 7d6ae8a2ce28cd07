import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver.ts';

type Fields = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Fields>;
const accepting: Resolver<Fields> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the resolver on the first validation only, then validates with it', async () => {
    const load = vi.fn(async () => accepting);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ email: 'a@b.c' }, undefined, options)).toEqual({ values: { email: 'a@b.c' }, errors: {} });
    await resolver({ email: 'd@e.f' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi.fn<() => Promise<Resolver<Fields>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accepting);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ email: 'a@b.c' }, undefined, options)).toEqual({ values: { email: 'a@b.c' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
