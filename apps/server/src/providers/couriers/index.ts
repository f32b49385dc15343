import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPathaoClient } from './pathao.ts';
import { createSteadfastClient } from './steadfast.ts';
import type { CourierClient } from './types.ts';

export type { Booking, CourierClient, CourierReport, Parcel } from './types.ts';
export { CourierRefusedError, CourierUnavailableError, sameSecret } from './types.ts';
export {
  createPathaoClient,
  pathaoState,
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_VALUE,
  PATHAO_SIGNATURE_HEADER,
  type PathaoConfig,
} from './pathao.ts';
export { createSteadfastClient, steadfastState, type SteadfastConfig } from './steadfast.ts';

/** The couriers this shop can book through their APIs; `manual` needs none and is always there. */
export interface Couriers {
  pathao?: CourierClient;
  steadfast?: CourierClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pathao and Steadfast when configured (PATHAO_*, STEADFAST_*). */
    couriers: Couriers;
  }
}

async function couriersPlugin(app: FastifyInstance) {
  const { pathao, steadfast } = app.config.couriers;
  app.decorate('couriers', {
    pathao: pathao ? createPathaoClient(pathao) : undefined,
    steadfast: steadfast ? createSteadfastClient(steadfast) : undefined,
  });
}

export default fp(couriersPlugin, { name: 'couriers' });
