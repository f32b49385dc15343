// The in-memory baseline: a minimal plain node:http handler answering a fixed JSON body.
// Our throughput is reported as a ratio of this, so figures compare across machines.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BASELINE_BODY ?? '[]');
const port = Number(process.env.PORT ?? 0);
createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
