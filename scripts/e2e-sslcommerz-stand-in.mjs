// A local stand-in of SSLCommerz (apps/server/test/doubles/sslcommerz-stand-in.ts) for the browser
// journeys: session and validation APIs and a payment page with Pay / Fail / Cancel buttons that
// sends the IPN to the shop and the browser back to it. Run with tsx:
// `node --import tsx scripts/e2e-sslcommerz-stand-in.mjs`. Prints `SSLCOMMERZ_BASE_URL=<url>` once
// it listens, then serves until it is stopped. The shop uses the stand-in's store credentials
// (STAND_IN_STORE_ID / STAND_IN_STORE_PASSWORD, printed too).
//   SSLCOMMERZ_STAND_IN_PORT   0 (default) picks a free port
import { STAND_IN_STORE_ID, STAND_IN_STORE_PASSWORD, startSslcommerzStandIn } from '../apps/server/test/doubles/sslcommerz-stand-in.ts';

const standIn = await startSslcommerzStandIn({ port: Number(process.env.SSLCOMMERZ_STAND_IN_PORT ?? 0) });
process.stdout.write(`SSLCOMMERZ_STORE_ID=${STAND_IN_STORE_ID}\nSSLCOMMERZ_STORE_PASSWORD=${STAND_IN_STORE_PASSWORD}\nSSLCOMMERZ_BASE_URL=${standIn.url}\n`);

const stop = async () => {
  await standIn.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
