import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver that validates with a contract schema loaded on first use.
 * Screens that open the site (login, sign-up, purchase) then render without the schema library
 * in their first load (~35 kB); it arrives while the person types, before the first check.
 */
export function lazyZodResolver<Values extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | null = null;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    );
    return (await loaded)(values, context, options);
  };
}

/** The schemas of the contract, as one lazily loaded module. */
export const loadContract = () => import('@tools-bd/contract');
