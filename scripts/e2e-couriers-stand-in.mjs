// Local stand-ins of Pathao and Steadfast (apps/server/test/doubles/) for the browser journeys:
// their APIs, their webhooks sent to the shop, and a remote control (`POST /__stand-in/advance`)
// that moves a parcel as the courier would. Run with tsx; prints the shop's PATHAO_* and
// STEADFAST_* variables, `COURIERS_READY=1` last.
//   PUBLIC_URL               where the shop's webhooks are (default http://127.0.0.1:3210)
//   PATHAO_STAND_IN_PORT     its port (default 0: any free port)
//   STEADFAST_STAND_IN_PORT  its port (default 0)
import { PATHAO_STAND_IN, startPathaoStandIn } from '../apps/server/test/doubles/pathao-stand-in.ts';
import { STEADFAST_STAND_IN, startSteadfastStandIn } from '../apps/server/test/doubles/steadfast-stand-in.ts';

const shop = process.env.PUBLIC_URL ?? 'http://127.0.0.1:3210';
const pathao = await startPathaoStandIn({ port: Number(process.env.PATHAO_STAND_IN_PORT ?? 0) });
const steadfast = await startSteadfastStandIn({ port: Number(process.env.STEADFAST_STAND_IN_PORT ?? 0) });
pathao.webhook.url = `${shop}/api/couriers/pathao/webhook`;
pathao.webhook.secret = 'e2e-pathao-webhook-secret';
steadfast.webhook.url = `${shop}/api/couriers/steadfast/webhook`;
steadfast.webhook.token = 'e2e-steadfast-webhook-token';
process.stdout.write(
  [
    `PATHAO_CLIENT_ID=${PATHAO_STAND_IN.clientId}`,
    `PATHAO_CLIENT_SECRET=${PATHAO_STAND_IN.clientSecret}`,
    `PATHAO_USERNAME=${PATHAO_STAND_IN.username}`,
    `PATHAO_PASSWORD=${PATHAO_STAND_IN.password}`,
    `PATHAO_STORE_ID=${PATHAO_STAND_IN.storeId}`,
    `PATHAO_BASE_URL=${pathao.url}`,
    `PATHAO_WEBHOOK_SECRET=${pathao.webhook.secret}`,
    `STEADFAST_API_KEY=${STEADFAST_STAND_IN.apiKey}`,
    `STEADFAST_SECRET_KEY=${STEADFAST_STAND_IN.secretKey}`,
    `STEADFAST_BASE_URL=${steadfast.url}`,
    `STEADFAST_WEBHOOK_TOKEN=${steadfast.webhook.token}`,
    'COURIERS_READY=1',
    '',
  ].join('\n'),
);

const stop = async () => {
  await pathao.close();
  await steadfast.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
