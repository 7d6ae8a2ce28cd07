import { connect } from 'node:net';

/**
 * A raw HTTP/1.1 exchange with a server on loopback `port`: writes `head`, then the body chunks
 * `nextChunk` gives (until it gives null) while nothing has come back; answers what came back once
 * the server closed the connection. A body that never ends tests that a refusal comes before it does.
 */
export function rawExchange(port: number, head: string, nextChunk: (written: number) => Buffer | null): Promise<{ response: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let written = 0;
    let answered = false;
    const pump = () => {
      while (!answered) {
        const chunk = nextChunk(written);
        if (!chunk) return;
        written += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (data) => {
      answered = true;
      response += data.toString('latin1');
    });
    // A reset after the answer still means the server closed the connection.
    socket.on('error', (error: NodeJS.ErrnoException) => (response ? undefined : reject(error)));
    socket.on('close', () => resolve({ response, closedByServer: true }));
  });
}

/** One chunk of a `Transfer-Encoding: chunked` body. */
export function httpChunk(data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
}
