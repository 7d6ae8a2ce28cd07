import { once } from 'node:events';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackHttpDrain } from './http-drain.ts';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose `/hold` requests wait until the test lets them go; anything else is answered at once. */
async function heldServer() {
  const held: Array<() => void> = [];
  const server = createServer((request, response) => {
    if (request.url === '/hold') held.push(() => response.end('held'));
    else response.end('quick');
  });
  servers.push(server);
  const drain = trackHttpDrain(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, drain, port, held };
}

function get(port: number, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, agent }, (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    })
      .on('error', reject)
      .end();
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('trackHttpDrain', () => {
  it('finishes a request in progress with its answer and Connection: close, refuses new connections, and closes idle keep-alive ones', async () => {
    const { drain, port, held } = await heldServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    expect(await get(port, '/quick', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
    const inProgress = get(port, '/hold', agent);
    await until(() => held.length === 1);

    let drained: boolean | null = null;
    const draining = drain.drain(60_000).then((finished) => (drained = finished));
    await expect(get(port, '/quick', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(drained).toBeNull();

    held[0]!();
    expect(await inProgress).toEqual({ status: 200, connection: 'close', body: 'held' });
    await draining;
    expect(drained).toBe(true);
  });

  it('cuts off requests still running when the grace time is over, and says so', async () => {
    const { drain, port, held } = await heldServer();
    const stuck = get(port, '/hold', new Agent());
    await until(() => held.length === 1);
    expect(await drain.drain(50)).toBe(false);
    await expect(stuck).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
